import { revalidate } from '../../lib/revalidate';
import { route, routeGroup } from '../../lib/route-declaration';
import { getMarketplaceSummary } from '../vessels/vessel-stats.service';
import { marketplaceSummary } from './marketplace.responses';

export const marketplaceRoutes = routeGroup('/marketplace', [
  route({
    method: 'GET',
    path: '/summary',
    summary: "The caller's and the platform's counts for the dashboard",
    access: 'approved',
    before: [revalidate],
    response: marketplaceSummary,
    handler: ({ deps, user }) => getMarketplaceSummary(deps, user.id),
  }),
]);
