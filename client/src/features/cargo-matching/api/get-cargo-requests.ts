import type { CargoRequest } from '@shared/schemas/matching';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cargoRequestsKey, LISTS_POLL_MS } from './keys';

/** GET /api/algorithm/cargo-requests: the caller's own transport requests (administrators: all). */
export const getCargoRequests = async () =>
  (await apiGet<{ data: CargoRequest[] }>('/api/algorithm/cargo-requests')).data;

export const useCargoRequests = (enabled = true) =>
  useQuery({
    queryKey: cargoRequestsKey,
    queryFn: getCargoRequests,
    enabled,
    refetchInterval: LISTS_POLL_MS,
    refetchIntervalInBackground: false,
  });
