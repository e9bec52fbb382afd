import { useSyncExternalStore } from 'react';

/**
 * Whether this tab's live event stream (client/src/app/live-events.ts) is open. While it is, the server tells the
 * tab what changed and polling is only the fallback for when it is down (issue 24 §2).
 */
let open = false;
const listeners = new Set<() => void>();

export function setLiveStreamOpen(value: boolean) {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

export const isLiveStreamOpen = () => open;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A polled query's `refetchInterval`: `ms` while the live stream is down, no polling while it is open. The one
 * place every poll goes through, so polling stays the fallback everywhere at once.
 */
export function usePollInterval(ms: number): number | false {
  const live = useSyncExternalStore(subscribe, isLiveStreamOpen, () => false);
  return live ? false : ms;
}
