import { z } from 'zod';
import { route, type RouteGroup, routeGroup } from '../../lib/route-declaration';
import { buildOpenApiDocument } from './document';
import { DOCS_CSS, renderDocsPage } from './docs-page';

/**
 * /api/openapi.json and the readable reference /api/docs, built from every declared route (`groups`), once, on
 * first use: the declarations do not change while the process runs. Public, ahead of the session.
 */
export function openapiRoutes(groups: () => RouteGroup[]) {
  let built: { json: string; html: string } | undefined;
  const get = () => {
    if (!built) {
      const doc = buildOpenApiDocument(groups());
      built = { json: JSON.stringify(doc), html: renderDocsPage(doc) };
    }
    return built;
  };
  return routeGroup(
    '/',
    [
      route({
        method: 'GET',
        path: '/openapi.json',
        summary: 'This OpenAPI 3.1 document',
        access: 'public',
        response: z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) }),
        handler: ({ res }) => {
          res.set('Cache-Control', 'no-cache').type('json').send(get().json);
        },
      }),
      route({
        method: 'GET',
        path: '/docs',
        summary: 'The readable API reference (HTML)',
        access: 'public',
        produces: 'text/html',
        handler: ({ res }) => {
          res.set('Cache-Control', 'no-cache').type('html').send(get().html);
        },
      }),
      route({
        method: 'GET',
        path: '/docs.css',
        summary: "The reference page's stylesheet",
        access: 'public',
        produces: 'text/css',
        handler: ({ res }) => {
          res.set('Cache-Control', 'no-cache').type('css').send(DOCS_CSS);
        },
      }),
    ],
    { session: false },
  );
}
