import type { MeasureId } from '@shared/domain/greenrefit';
import type { SeaRegion } from '@shared/domain/ports';
import type { Shipyard } from '@shared/schemas/greenrefit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, withQuery } from '@/lib/api-client';
import { shipyardsKey } from './keys';

export type ShipyardFilters = { measure: MeasureId | ''; region: SeaRegion | '' };

/** GET /api/greenrefit/shipyards: the yards offering a measure in a sea region (blank filters: all). */
export const getShipyards = (filters: ShipyardFilters) =>
  apiGet<Shipyard[]>(withQuery('/api/greenrefit/shipyards', filters));

export const useShipyards = (filters: ShipyardFilters, enabled = true) =>
  useQuery({
    queryKey: [...shipyardsKey, filters],
    queryFn: () => getShipyards(filters),
    enabled,
    // The previous list stays while a changed filter loads, so ticked yards do not jump.
    placeholderData: keepPreviousData,
  });
