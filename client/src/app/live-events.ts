import {
  LIVE_EVENTS_PATH,
  type LiveChange,
  type LiveEnd,
  type LiveTopic,
  liveTopics,
} from '@shared/schemas/events';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserKey } from '@/features/auth/api/get-current-user';
import { setLiveStreamOpen } from '@/lib/live-status';

/**
 * The queries each topic refreshes, as key prefixes (every page and filter). Written out rather than imported
 * from each feature's api folder: importing them reshuffled the shared chunks and put 0.3 kB on the landing
 * page's first load, which has no headroom (scripts/size-budget.mjs). live-events.test.tsx checks that every
 * prefix here is the key a feature exports.
 */
export const keysByTopic: Record<LiveTopic, readonly string[]> = {
  notifications: ['/api/notifications', '/api/notifications/unread-count'],
  bookings: [
    '/api/ship-booking-requests/my',
    '/api/ship-booking-requests/incoming', // also each voyage's requests (offeringBookingRequestsKey)
    '/api/bookings/agreed',
    '/api/bookings/confirmation',
    '/api/ship-offerings/my', // free TEU and pending counts on the owner's cards
    '/api/marketplace/summary',
    '/api/vessels/stats',
  ],
  matches: [
    '/api/algorithm/matches',
    '/api/algorithm/stats',
    '/api/algorithm/vessel-availabilities',
    '/api/algorithm/cargo-requests',
  ],
  holds: [
    '/api/algorithm/matches',
    '/api/algorithm/vessel-availabilities',
    '/api/algorithm/cargo-requests',
    '/api/ship-offerings/my',
    '/api/ship-offerings',
  ],
  offerings: [
    '/api/ship-offerings/my',
    '/api/ship-offerings',
    '/api/marketplace/summary',
    '/api/admin/pending-ship-offerings',
  ],
  account: ['/api/auth/user'],
};

export function invalidateTopics(queryClient: QueryClient, topics: Iterable<LiveTopic>) {
  const prefixes = new Set<string>();
  for (const topic of topics) for (const prefix of keysByTopic[topic] ?? []) prefixes.add(prefix);
  return Promise.all([...prefixes].map((prefix) => queryClient.invalidateQueries({ queryKey: [prefix] })));
}

/** Changes arriving together (one answer tells of several topics) refetch once. */
const BATCH_MS = 100;
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 60_000;
/** A tab closed by a newer one of the same user (over the cap) waits this long before it tries again. */
const SUPERSEDED_RETRY_MS = 5 * 60_000;

/**
 * One EventSource per signed-in tab (issue 24 §2): each `change` refetches the queries of its topics, so a list
 * moves within a second of the event. EventSource's own retry has no backoff and cannot tell a 401 from a lost
 * network, so each failure closes it and this reconnects with a growing, jittered delay; while it is down,
 * `usePollInterval` (lib/live-status.ts) turns the polls back on. After a gap, everything is refetched once.
 */
export function useLiveEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let flush: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;
    let connectedBefore = false;
    const pending = new Set<LiveTopic>();

    const schedule = (ms: number) => {
      clearTimeout(retry);
      retry = setTimeout(connect, ms);
    };
    const backoff = () => {
      const base = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** failures++);
      return base / 2 + Math.random() * (base / 2);
    };
    const down = () => {
      source?.close();
      source = undefined;
      setLiveStreamOpen(false);
    };

    function connect() {
      if (stopped) return;
      const es = new EventSource(LIVE_EVENTS_PATH, { withCredentials: true });
      source = es;
      es.addEventListener('ready', () => {
        failures = 0;
        setLiveStreamOpen(true);
        // Whatever changed while the stream was down (or before a reconnect) was not told.
        if (connectedBefore) void invalidateTopics(queryClient, liveTopics);
        connectedBefore = true;
      });
      es.addEventListener('change', (event) => {
        const { topics } = JSON.parse((event as MessageEvent).data) as LiveChange;
        for (const topic of topics) pending.add(topic);
        clearTimeout(flush);
        flush = setTimeout(() => {
          const batch = [...pending];
          pending.clear();
          void invalidateTopics(queryClient, batch);
        }, BATCH_MS);
      });
      es.addEventListener('end', (event) => {
        const { reason } = JSON.parse((event as MessageEvent).data) as LiveEnd;
        down();
        if (reason === 'signedOut') {
          // The session ended (here, in another tab, or by an administrator): the router follows the user query.
          void queryClient.invalidateQueries({ queryKey: currentUserKey });
          schedule(backoff());
        } else schedule(reason === 'superseded' ? SUPERSEDED_RETRY_MS : backoff());
      });
      // A lost connection or a refused one (401 after a sign-out elsewhere, 503 from a stopping instance).
      es.onerror = () => {
        if (source !== es) return;
        down();
        schedule(backoff());
      };
    }

    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(flush);
      down();
    };
  }, [enabled, queryClient]);
}

/** The hook as a component, so the router loads it (lazily) only for signed-in users. */
export function LiveEvents() {
  useLiveEvents(true);
  return null;
}
