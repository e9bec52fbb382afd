import type { ExchangeRate } from '@shared/schemas/money';
import type { AppDeps } from '../../deps';
import { perApp } from '../../lib/route-declaration';
import { getCurrentRate } from './exchange-rate.repository';

/** How long a kept rate answers before it is read again: a rate set on another instance shows within it. */
export const KEPT_RATE_TTL_MS = 1000;

let generation = 0;

/**
 * Called once a rate write has committed, before it answers (the PUT route): every app of this process reads the
 * rate again on its next call, so nobody is quoted a rate older than a change they saw answered.
 */
export function rateChanged() {
  generation++;
}

type Entry = { value: Promise<ExchangeRate | null>; at: number; generation: number };
const slots = perApp((): { entry?: Entry } => ({}));

/**
 * The rate in use (getCurrentRate) for reads answered per request that need it on every call (the SmartFeeder
 * quote and the owner's offerings, issue 28: a third of their round trips), read at most once a second per app;
 * callers arriving while it is read share that read. A failed read is not kept. Writes that must state the rate exactly (a saved
 * calculation, a booking) read it themselves.
 */
export function keptCurrentRate(deps: AppDeps): Promise<ExchangeRate | null> {
  const slot = slots(deps);
  const now = deps.clock().getTime();
  const hit = slot.entry;
  if (hit && hit.generation === generation && now >= hit.at && now - hit.at < KEPT_RATE_TTL_MS)
    return hit.value;
  // The generation is read before the read starts: a write committing during it outdates its result.
  const entry: Entry = { value: getCurrentRate(deps.database.db), at: now, generation };
  slot.entry = entry;
  entry.value.catch(() => {
    if (slot.entry === entry) slot.entry = undefined;
  });
  return entry.value;
}
