import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { apiGroups } from './api-routes';
import { createPassport } from './auth/passport';
import { requireSameOrigin } from './auth/same-origin';
import { enforceAbsoluteLifetime, sessionMiddleware } from './auth/session';
import type { AppDeps, CreateAppInput } from './deps';
import { createAfterResponseQueue } from './lib/after-response';
import { errorHandler } from './lib/error-handler';
import { AppError } from './lib/errors';
import { firstScreenPages, readBuildManifest, readPrerendered } from './lib/first-screens';
import { createLifecycle } from './lib/lifecycle';
import { assertEveryRouteDeclared, mountRoutes } from './lib/mount-routes';
import { clientDist } from './lib/paths';
import { precompressedStatic } from './lib/precompressed';
import { requestLog } from './lib/request-log';
import { securityHeaders, withStyleNonce } from './lib/security-headers';
import { mountOneClickUnsubscribe } from './modules/mail/mail.routes';
import { createRateLimiter } from './modules/rate-limit/rate-limit.service';

/** Builds the Express app; tests call it with their own database, mailer and clock. */
export function createApp(input: CreateAppInput) {
  const clock = input.clock ?? (() => new Date());
  const deps: AppDeps = {
    ...input,
    clock,
    lifecycle: input.lifecycle ?? createLifecycle(),
    limiter: createRateLimiter(input.database.db, clock),
    passport: createPassport(input.database.db),
    tasks: input.tasks ?? createAfterResponseQueue(input.logger),
  };
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLog(deps.logger)); // first: every answer, even a refused one, gets its id and its log line
  // API answers are compressed per response, at brotli's and gzip's fastest settings: for small dynamic bodies a
  // higher level costs about three times the CPU for a few percent fewer bytes (a 14 kB page of own offerings:
  // 51 µs and 2.4 kB at brotli 1, 169 µs and 2.1 kB at its default 4). The client's files were compressed once
  // at build time.
  app.use(
    '/api',
    compression({ level: 1, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } } }),
  );
  app.set('trust proxy', deps.config.TRUST_PROXY);
  app.use(securityHeaders());
  app.use((_req, res, next) => {
    // While stopping, no connection is kept for a next request: clients reconnect to another instance.
    if (deps.lifecycle.stopping) res.set('Connection', 'close');
    next();
  });

  // A path that does not percent-decode names nothing: 400 here, before any route (the router's own
  // decode only runs for parameters, and the SPA fallback turned it into a 500).
  app.use((req, _res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      throw new AppError('BAD_REQUEST', 'Malformed URL');
    }
    next();
  });

  const api = express.Router();
  api.use(requireSameOrigin(deps.config.APP_ORIGIN)); // before the body is read or the session loaded
  // Probes, the demo tracker and the reference come before the session: they never read a cookie or touch the
  // session store. Bodies are read by each route after its guards (server/lib/mount-routes.ts).
  mountRoutes(
    api,
    apiGroups.filter((g) => g.session === false),
    deps,
  );
  api.use(
    sessionMiddleware({
      database: deps.database,
      secret: deps.sessionSecret,
      cookieName: deps.config.SESSION_COOKIE_NAME,
    }),
  );
  api.use(deps.passport.initialize());
  api.use(deps.passport.session());
  api.use(enforceAbsoluteLifetime(deps.clock));
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  mountRoutes(
    api,
    apiGroups.filter((g) => g.session !== false),
    deps,
  );
  api.use(() => {
    throw new AppError('NOT_FOUND', 'Not found');
  });
  app.use('/api', api);
  mountOneClickUnsubscribe(app, deps);

  const indexHtml = path.join(clientDist, 'index.html');
  if (fs.existsSync(indexHtml)) {
    // Vite names every built asset by its content hash, so those never change; other files may. Files
    // compressed at build time (scripts/compress-assets.mjs) are sent as they are, with their encoding.
    const assets = path.join(clientDist, 'assets');
    app.use('/assets', precompressedStatic(assets, { immutable: true, maxAge: '1y' }));
    app.use('/assets', express.static(assets, { index: false, immutable: true, maxAge: '1y' }));
    // Read once: a new build means a restart. Every answer gets its own CSP nonce in the page, so the page
    // (about 1 kB) is the one file compressed per response.
    const pageFor = firstScreenPages(
      fs.readFileSync(indexHtml, 'utf8'),
      readBuildManifest(clientDist),
      deps.config.SESSION_COOKIE_NAME,
      readPrerendered(clientDist),
    );
    const sendPage: express.RequestHandler = (req, res) => {
      res
        .set('Cache-Control', 'no-cache')
        .type('html')
        .send(withStyleNonce(pageFor(req), res));
    };
    app.get('/index.html', compression(), sendPage);
    app.use(precompressedStatic(clientDist, { maxAge: '1h' }));
    app.use(express.static(clientDist, { index: false, maxAge: '1h' }));
    app.get('/{*splat}', compression(), sendPage);
  }
  app.use(errorHandler(deps.logger));
  assertEveryRouteDeclared(app, apiGroups);
  return app;
}
