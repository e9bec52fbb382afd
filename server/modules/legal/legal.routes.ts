import { impressumSchema } from '@shared/schemas/impressum';
import { route, routeGroup } from '../../lib/route-declaration';
import { getImpressum } from './impressum.service';

/** GET /api/legal/impressum: the imprint's fields from configuration (public, no session). */
export const legalRoutes = routeGroup(
  '/legal',
  [
    route({
      method: 'GET',
      path: '/impressum',
      summary: 'Imprint fields (§ 5 DDG, § 18 MStV) from configuration, demo values marked',
      access: 'public',
      response: impressumSchema,
      handler: ({ res, deps }) => {
        res.set('Cache-Control', 'public, max-age=300');
        return getImpressum(deps.config);
      },
    }),
  ],
  { session: false },
);
