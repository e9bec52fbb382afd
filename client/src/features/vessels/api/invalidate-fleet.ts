import type { QueryClient } from '@tanstack/react-query';
import { vesselStatsKey } from './get-vessel-stats';

/** A fleet change moves the fleet list, Quick Stats' active vessels and the dashboard's role label. */
export const invalidateFleet = (queryClient: QueryClient) =>
  Promise.all(
    [['/api/vessels/user'], vesselStatsKey, ['/api/marketplace/summary']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
