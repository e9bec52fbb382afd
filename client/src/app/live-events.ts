import {
  LIVE_EVENTS_PATH,
  type LiveChange,
  type LiveEnd,
  type LiveTopic,
  liveTopics,
} from '@shared/schemas/events';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pendingShipOfferingsKey } from '@/features/admin/api/get-pending-ship-offerings';
import { currentUserKey } from '@/features/auth/api/get-current-user';
import { agreedBookingsKey } from '@/features/booking-requests/api/get-agreed-bookings';
import { incomingBookingRequestsKey } from '@/features/booking-requests/api/get-incoming-booking-requests';
import { myBookingRequestsKey } from '@/features/booking-requests/api/get-my-booking-requests';
import {
  cargoRequestsKey,
  matchesKey,
  matchingStatsKey,
  vesselAvailabilitiesKey,
} from '@/features/cargo-matching/api/keys';
import { notificationsKey } from '@/features/notifications/api/get-notifications';
import { unreadCountKey } from '@/features/notifications/api/get-unread-count';
import { marketplaceSummaryKey } from '@/features/ship-management/api/get-marketplace-summary';
import { myShipOfferingsKey } from '@/features/ship-management/api/get-my-ship-offerings';
import { shipOfferingsKey } from '@/features/ship-offerings/api/get-ship-offerings';
import { vesselStatsKey } from '@/features/vessels/api/get-vessel-stats';
import { setLiveStreamOpen } from '@/lib/live-status';

/** The queries each topic of the stream (shared/schemas/events.ts) refreshes: prefixes, so every page and filter. */
export const keysByTopic: Record<LiveTopic, readonly QueryKey[]> = {
  notifications: [notificationsKey, unreadCountKey],
  bookings: [
    myBookingRequestsKey,
    incomingBookingRequestsKey, // also each voyage's requests (offeringBookingRequestsKey)
    agreedBookingsKey,
    ['/api/bookings/confirmation'],
    myShipOfferingsKey, // free TEU and pending counts on the owner's cards
    marketplaceSummaryKey,
    vesselStatsKey,
  ],
  matches: [matchesKey, matchingStatsKey, vesselAvailabilitiesKey, cargoRequestsKey],
  holds: [matchesKey, vesselAvailabilitiesKey, cargoRequestsKey, myShipOfferingsKey, shipOfferingsKey],
  offerings: [myShipOfferingsKey, shipOfferingsKey, marketplaceSummaryKey, pendingShipOfferingsKey],
  account: [currentUserKey],
};

/** Changes arriving together (one answer tells of several topics) refetch once. */
const BATCH_MS = 100;
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 60_000;
/** A tab closed by a newer one of the same user (over the cap) waits this long before it tries again. */
const SUPERSEDED_RETRY_MS = 5 * 60_000;

export function invalidateTopics(queryClient: QueryClient, topics: Iterable<LiveTopic>) {
  const keys = new Map<string, QueryKey>();
  for (const topic of topics) for (const key of keysByTopic[topic] ?? []) keys.set(JSON.stringify(key), key);
  return Promise.all([...keys.values()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

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
