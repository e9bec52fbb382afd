import type { VesselAvailability } from '@shared/schemas/matching';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { LISTS_POLL_MS, vesselAvailabilitiesKey } from './keys';

/** GET /api/algorithm/vessel-availabilities: the caller's own capacity (administrators: all). */
export const getVesselAvailabilities = async () =>
  (await apiGet<{ data: VesselAvailability[] }>('/api/algorithm/vessel-availabilities')).data;

export const useVesselAvailabilities = (enabled = true) =>
  useQuery({
    queryKey: vesselAvailabilitiesKey,
    queryFn: getVesselAvailabilities,
    enabled,
    refetchInterval: LISTS_POLL_MS,
    refetchIntervalInBackground: false,
  });
