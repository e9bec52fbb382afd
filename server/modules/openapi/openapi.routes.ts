import { Router } from 'express';
import { buildOpenApiDocument } from './document';
import { DOCS_CSS, renderDocsPage } from './docs-page';

/** /api/openapi.json and the readable reference /api/docs (public, no session: mounted ahead of it). */
export function openapiRoutes() {
  const r = Router();
  let built: { json: string; html: string } | undefined;
  // Built on first use, once: the registry does not change while the process runs.
  const get = () => {
    if (!built) {
      const doc = buildOpenApiDocument();
      built = { json: JSON.stringify(doc), html: renderDocsPage(doc) };
    }
    return built;
  };
  r.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('json').send(get().json);
  });
  r.get('/docs', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('html').send(get().html);
  });
  r.get('/docs.css', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('css').send(DOCS_CSS);
  });
  return r;
}
