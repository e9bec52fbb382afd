import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/route-declaration';

/**
 * GET of an administrators' list, filtered and paged: one page in the body under `key` (`{ users: [...] }`),
 * the total across pages in X-Total-Count.
 */
export const adminListRoute = <Q extends z.ZodType, K extends string>(spec: {
  path: string;
  summary: string;
  query: Q;
  key: K;
  item: z.ZodType;
  find: (deps: AppDeps, q: z.output<Q>) => Promise<{ total: number } & Record<K, unknown>>;
}) =>
  route({
    method: 'GET',
    path: spec.path,
    summary: spec.summary,
    access: 'admin',
    query: spec.query,
    paged: true,
    response: z.strictObject({ [spec.key]: z.array(spec.item) }),
    handler: async ({ deps, query }) => {
      const found = await spec.find(deps, query as z.output<Q>);
      return { total: found.total, body: { [spec.key]: found[spec.key] } };
    },
  });
