import type { VesselStats } from '@shared/schemas/vessels';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { usePollInterval } from '@/lib/live-status';

export const vesselStatsKey = ['/api/vessels/stats'] as const;
export const VESSEL_STATS_POLL_MS = 30_000;

/** Active vessels and live charters: the user's own, platform-wide for administrators (PRODUCT.md 31). */
export const getVesselStats = () => apiGet<VesselStats>('/api/vessels/stats');

/** Polled every 30 s (SPEC.md §9) for the sidebar's Quick Stats. */
export const useVesselStats = (enabled = true) =>
  useQuery({
    queryKey: vesselStatsKey,
    queryFn: getVesselStats,
    enabled,
    refetchInterval: usePollInterval(VESSEL_STATS_POLL_MS), // only while the live stream is down
    refetchIntervalInBackground: false,
  });
