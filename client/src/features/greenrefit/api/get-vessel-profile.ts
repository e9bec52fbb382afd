import type { ProfileEstimates } from '@shared/schemas/greenrefit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { vesselProfileKey } from './keys';

/** GET /api/greenrefit/vessels/:id/profile: a fleet ship's figures with the estimates for what is missing. */
export const getVesselProfile = (vesselId: string) =>
  apiGet<ProfileEstimates>(`/api/greenrefit/vessels/${encodeURIComponent(vesselId)}/profile`);

export const vesselProfileQuery = (vesselId: string) =>
  queryOptions({ queryKey: vesselProfileKey(vesselId), queryFn: () => getVesselProfile(vesselId) });

/** Only for a fleet ship; a ship entered by hand has no estimates to offer. */
export const useVesselProfile = (vesselId: string) =>
  useQuery({ ...vesselProfileQuery(vesselId), enabled: vesselId !== '' });
