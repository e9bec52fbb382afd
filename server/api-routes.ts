import type { RouteGroup } from './lib/route-declaration';
import { adminRoutes } from './modules/admin/admin.routes';
import { authRoutes, navigationRoutes } from './modules/auth/auth.routes';
import { bookingRequestsRoutes } from './modules/booking-requests/booking-requests.routes';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { demoTrackerRoutes } from './modules/demo-tracker/demo-tracker.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { greenrefitRoutes } from './modules/greenrefit/greenrefit.routes';
import { healthRoutes } from './modules/health/health.routes';
import { legalRoutes } from './modules/legal/legal.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { marketplaceRoutes } from './modules/marketplace/marketplace.routes';
import { algorithmRoutes, cargoRoutes } from './modules/matching/matching.routes';
import { exchangeRateRoutes } from './modules/money/exchange-rate.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { openapiRoutes } from './modules/openapi/openapi.routes';
import { shipOfferingsRoutes } from './modules/ship-offerings/ship-offerings.routes';
import { smartfeederRoutes } from './modules/smartfeeder/smartfeeder.routes';
import { vesselsRoutes } from './modules/vessels/vessels.routes';

/**
 * Every route group of the API, in mounting order (docs/adr/011-route-declarations.md): the groups declared
 * `session: false` are mounted ahead of the session, the others after it, each in this order. The router, the
 * API reference, the answer check of the integration tests and the authorization matrix are built from this list.
 */
export const apiGroups: RouteGroup[] = [
  healthRoutes,
  demoTrackerRoutes,
  legalRoutes,
  openapiRoutes(() => apiGroups),
  authRoutes,
  adminRoutes,
  notificationsRoutes,
  mailRoutes,
  eventsRoutes,
  contactRoutes,
  vesselsRoutes,
  exchangeRateRoutes,
  shipOfferingsRoutes,
  bookingRequestsRoutes,
  bookingsRoutes,
  marketplaceRoutes,
  algorithmRoutes,
  cargoRoutes,
  greenrefitRoutes,
  smartfeederRoutes,
  navigationRoutes,
];
