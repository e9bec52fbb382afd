import type { Shipyard, ShipyardPayload } from '@shared/schemas/greenrefit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, shipyardsKey } from './keys';

export type UpdateShipyardVars = { id: string; payload: ShipyardPayload };

/** PATCH /api/greenrefit/shipyards/:id (administrators); the form sends every field. */
export const updateShipyard = ({ id, payload }: UpdateShipyardVars) =>
  apiRequest<Shipyard>('PATCH', `/api/greenrefit/shipyards/${encodeURIComponent(id)}`, payload);

export function useUpdateShipyard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateShipyard, onSettled: () => invalidate(queryClient, shipyardsKey) });
}
