import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keysByTopic, useLiveEvents } from '@/app/live-events';
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
import { setLiveStreamOpen, usePollInterval } from '@/lib/live-status';

/** A stand-in for the browser's EventSource that the test drives. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  listeners = new Map<string, ((e: { data: string }) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(public url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(name: string, fn: (e: { data: string }) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data: unknown) {
    for (const fn of this.listeners.get(name) ?? []) fn({ data: JSON.stringify(data) });
  }
}
const latest = () => FakeEventSource.instances.at(-1)!;

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setLiveStreamOpen(false);
});

describe('the topics of the live stream', () => {
  it("name the features' own query keys", () => {
    const exported = [
      pendingShipOfferingsKey,
      currentUserKey,
      agreedBookingsKey,
      incomingBookingRequestsKey,
      myBookingRequestsKey,
      cargoRequestsKey,
      matchesKey,
      matchingStatsKey,
      vesselAvailabilitiesKey,
      notificationsKey,
      unreadCountKey,
      marketplaceSummaryKey,
      myShipOfferingsKey,
      shipOfferingsKey,
      vesselStatsKey,
    ].map((key) => key.join('|'));
    const named = new Set(Object.values(keysByTopic).flat());
    named.delete('/api/bookings/confirmation'); // the confirmation's key is written inline by its hook
    expect([...named].filter((prefix) => !exported.includes(prefix))).toEqual([]);
    expect(exported.filter((key) => !named.has(key))).toEqual([]);
  });
});

describe('useLiveEvents', () => {
  it('refetches the queries of the topics a change names, and only those', async () => {
    const fetched: string[] = [];
    const query = (key: string) => () =>
      useQuery({
        queryKey: [key],
        queryFn: () => {
          fetched.push(key);
          return Promise.resolve(key);
        },
      });
    const Bookings = query('/api/ship-booking-requests/my');
    const Matches = query('/api/algorithm/matches');
    function Screen() {
      useLiveEvents(true);
      Bookings();
      Matches();
      return null;
    }
    render(<Screen />, { wrapper });
    await waitFor(() => expect(fetched).toHaveLength(2));
    act(() => latest().emit('ready', {}));
    act(() => latest().emit('change', { topics: ['bookings', 'notifications'] }));
    await waitFor(() => expect(fetched).toEqual(expect.arrayContaining(['/api/ship-booking-requests/my'])));
    await waitFor(() => expect(fetched.filter((k) => k === '/api/ship-booking-requests/my')).toHaveLength(2));
    expect(fetched.filter((k) => k === '/api/algorithm/matches')).toHaveLength(1);
  });

  it('turns polling off while the stream is open and back on when it drops', async () => {
    const { result } = renderHook(
      () => {
        useLiveEvents(true);
        return usePollInterval(10_000);
      },
      { wrapper },
    );
    expect(result.current).toBe(10_000);
    act(() => latest().emit('ready', {}));
    expect(result.current).toBe(false);
    act(() => latest().onerror?.());
    expect(result.current).toBe(10_000);
    expect(latest().closed).toBe(true);
  });

  it('asks for the current user again when the server ends the stream with the session', async () => {
    const spy = vi.spyOn(client, 'invalidateQueries');
    renderHook(() => useLiveEvents(true), { wrapper });
    act(() => latest().emit('ready', {}));
    act(() => latest().emit('end', { reason: 'signedOut' }));
    expect(spy).toHaveBeenCalledWith({ queryKey: ['/api/auth/user'] });
    expect(latest().closed).toBe(true);
  });

  it('opens nothing for a visitor who is not signed in', () => {
    renderHook(() => useLiveEvents(false), { wrapper });
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});
