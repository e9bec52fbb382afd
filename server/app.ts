import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { createPassport } from './auth/passport';
import type { AppDeps, CreateAppInput } from './deps';
import { requireSameOrigin } from './auth/same-origin';
import { sessionMiddleware } from './auth/session';
import { AppError } from './lib/errors';
import { errorHandler } from './lib/error-handler';
import { clientDist } from './lib/paths';
import { adminRoutes } from './modules/admin/admin.routes';
import { authRoutes, navigationRoutes } from './modules/auth/auth.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { demoTrackerRoutes } from './modules/demo-tracker/demo-tracker.routes';
import { greenrefitRoutes } from './modules/greenrefit/greenrefit.routes';
import { healthRoutes } from './modules/health/health.routes';
import { bookingRequestsRoutes } from './modules/booking-requests/booking-requests.routes';
import { marketplaceRoutes } from './modules/marketplace/marketplace.routes';
import { algorithmRoutes, cargoRoutes } from './modules/matching/matching.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createRateLimiter } from './modules/rate-limit/rate-limit.service';
import { shipOfferingsRoutes } from './modules/ship-offerings/ship-offerings.routes';
import { vesselsRoutes } from './modules/vessels/vessels.routes';
import { smartfeederRoutes } from './modules/smartfeeder/smartfeeder.routes';

/** Builds the Express app; tests call it with their own database, mailer and clock. */
export function createApp(input: CreateAppInput) {
  const clock = input.clock ?? (() => new Date());
  const deps: AppDeps = {
    ...input,
    clock,
    limiter: createRateLimiter(input.database.db, clock),
    passport: createPassport(input.database.db),
  };
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.set('trust proxy', deps.config.TRUST_PROXY);
  app.use((_req, res, next) => {
    res.set({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    });
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
  api.use(express.json({ limit: '100kb' }));
  api.use('/demo/tracker', demoTrackerRoutes(deps)); // public, polled: ahead of the session on purpose
  api.use(
    sessionMiddleware({
      database: deps.database,
      secret: deps.sessionSecret,
      cookieName: deps.config.SESSION_COOKIE_NAME,
    }),
  );
  api.use(deps.passport.initialize());
  api.use(deps.passport.session());
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use('/health', healthRoutes(deps));
  api.use('/auth', authRoutes(deps));
  api.use('/admin', adminRoutes(deps));
  api.use('/notifications', notificationsRoutes(deps));
  api.use('/contact', contactRoutes(deps));
  api.use('/vessels', vesselsRoutes(deps));
  api.use('/ship-offerings', shipOfferingsRoutes(deps));
  api.use('/ship-booking-requests', bookingRequestsRoutes(deps));
  api.use('/marketplace', marketplaceRoutes(deps));
  api.use('/algorithm', algorithmRoutes(deps));
  api.use('/cargo', cargoRoutes(deps));
  api.use('/greenrefit', greenrefitRoutes(deps));
  api.use(smartfeederRoutes(deps));
  api.use(navigationRoutes(deps));
  api.use(() => {
    throw new AppError('NOT_FOUND', 'Not found');
  });
  app.use('/api', api);

  const indexHtml = path.join(clientDist, 'index.html');
  if (fs.existsSync(indexHtml)) {
    // Vite names every built asset by its content hash, so those never change; other files may.
    app.use(
      '/assets',
      express.static(path.join(clientDist, 'assets'), { index: false, immutable: true, maxAge: '1y' }),
    );
    app.use(express.static(clientDist, { index: false, maxAge: '1h' }));
    app.get('/{*splat}', (_req, res) =>
      res.sendFile(indexHtml, { headers: { 'Cache-Control': 'no-cache' } }),
    );
  }
  app.use(errorHandler(deps.logger));
  return app;
}
