import type { Shipyard, ShipyardPayload } from '@shared/schemas/greenrefit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, shipyardsKey } from './keys';

/** POST /api/greenrefit/shipyards (administrators). */
export const createShipyard = (payload: ShipyardPayload) =>
  apiRequest<Shipyard>('POST', '/api/greenrefit/shipyards', payload);

export function useCreateShipyard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createShipyard, onSuccess: () => invalidate(queryClient, shipyardsKey) });
}
