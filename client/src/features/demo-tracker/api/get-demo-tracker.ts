import type { DemoTracker } from '@shared/schemas/demo-tracker';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet } from '@/lib/api-client';

export const demoTrackerKey = ['/api/demo/tracker'] as const;
/** SPEC.md §9: the demo tracker refreshes every 3,000 ms. */
export const DEMO_TRACKER_POLL_MS = 3000;

export const getDemoTracker = () => apiGet<DemoTracker>('/api/demo/tracker');

/**
 * The demo vessels, polled while `polling` (the tracker is on screen). TanStack Query skips the interval while
 * the tab is hidden (refetchIntervalInBackground: false), so a background tab sends nothing.
 */
export function useDemoTracker({ polling }: { polling: boolean }) {
  const query = useQuery({
    queryKey: demoTrackerKey,
    queryFn: getDemoTracker,
    refetchInterval: polling ? DEMO_TRACKER_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
  const { refetch, dataUpdatedAt } = query;
  // Back on screen after a while: show where the ships are now rather than after the next interval.
  useEffect(() => {
    if (polling && dataUpdatedAt > 0 && Date.now() - dataUpdatedAt > DEMO_TRACKER_POLL_MS) void refetch();
  }, [polling, dataUpdatedAt, refetch]);
  return query;
}
