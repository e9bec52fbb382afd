import {
  adminActivityExportQuerySchema,
  adminActivityListQuerySchema,
  adminUserExportQuerySchema,
  adminUserListQuerySchema,
  auditLogExportQuerySchema,
  auditLogListQuerySchema,
  changeUserRoleSchema,
  suspendUserSchema,
} from '@shared/schemas/admin';
import { analyticsQuerySchema } from '@shared/schemas/analytics';
import {
  deleteAccountSchema,
  emailOnlySchema,
  loginSchema,
  markTourCompletedSchema,
  registerSchema,
  rejectSchema,
  resetPasswordSchema,
  updateCurrentUserSchema,
  verifyEmailSchema,
} from '@shared/schemas/auth';
import {
  bookingRequestListQuerySchema,
  co2StatementQuerySchema,
  createBookingRequestSchema,
  declineBookingRequestSchema,
} from '@shared/schemas/booking-requests';
import {
  contactMessageListQuerySchema,
  contactReplySchema,
  contactSchema,
  updateContactMessageSchema,
} from '@shared/schemas/contact';
import {
  assessmentListQuerySchema,
  createQuoteRequestSchema,
  quoteRequestListQuerySchema,
  saveAssessmentSchema,
  shipyardFieldsSchema,
  shipyardListQuerySchema,
  updateQuoteRequestSchema,
  updateShipyardSchema,
} from '@shared/schemas/greenrefit';
import { parseMailSchema } from '@shared/schemas/mail-parser';
import {
  acceptMatchSchema,
  cargoRequestSchema,
  createVesselAvailabilitySchema,
  matchingPageQuerySchema,
  matchListQuerySchema,
  rejectMatchSchema,
  updateVesselAvailabilitySchema,
} from '@shared/schemas/matching';
import { notificationListQuerySchema } from '@shared/schemas/notifications';
import {
  createShipOfferingSchema,
  ownOfferingListQuerySchema,
  shipOfferingListQuerySchema,
  updateCapacitySchema,
} from '@shared/schemas/ship-offerings';
import {
  listCalculationsQuerySchema,
  quoteInputSchema,
  saveCalculationSchema,
} from '@shared/schemas/smartfeeder';
import { createVesselSchema, updateVesselSchema } from '@shared/schemas/vessels';
import { z } from 'zod';
import * as r from './responses';

import { type Access, type ApiRoute, declaredRoutes, type RouteGroup } from '../../lib/route-declaration';
export type { Access };

export type Operation = {
  summary: string;
  access: Access;
  /** The shared zod schema the route parses its JSON body with. */
  body?: z.ZodType;
  /** The shared zod schema the route parses its query string with (an object schema). */
  query?: z.ZodType;
  /** Success status; 200 unless said. */
  status?: number;
  /** The JSON answer; omitted for an empty answer (204) or a redirect. */
  response?: z.ZodType;
  /** The answer is not JSON: a CSV download or a redirect. */
  produces?: 'text/csv' | 'text/html' | 'text/css' | 'redirect';
  /** One page in the body, the total across pages in X-Total-Count (PRODUCT.md 26). */
  paged?: boolean;
  description?: string;
};

const list = <T extends z.ZodType>(item: T) => z.array(item);
// The analytics query's defaults depend on today; the schema's shape does not.
const analyticsQuery = analyticsQuerySchema('2026-01-01');

/**
 * Every route of the API, keyed `METHOD /express/path` exactly as `listApiRoutes(app)` names it. A route of the
 * router without an entry here (or an entry without a route) fails server/modules/openapi/openapi.test.ts.
 */
const legacyOperations: Record<string, Operation> = {
  // ---- Health and demo (public) ----
  'GET /api/health': { summary: 'Liveness: the process answers', access: 'public', response: r.health },
  'GET /api/health/ready': {
    summary: 'Readiness: database up, migrations applied, not stopping (503 otherwise, same body)',
    access: 'public',
    response: r.readiness,
  },
  'GET /api/demo/tracker': {
    summary: 'Demo vessel positions now',
    access: 'public',
    response: r.demoTrackerSchema,
  },
  'GET /api/demo/tracker/map': {
    summary: 'Demo tracker map: land outline and routes',
    access: 'public',
    response: r.demoTrackerMapSchema,
  },

  // ---- This reference ----
  'GET /api/openapi.json': {
    summary: 'This OpenAPI 3.1 document',
    access: 'public',
    response: z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) }),
  },
  'GET /api/docs': { summary: 'The readable API reference (HTML)', access: 'public', produces: 'text/html' },
  'GET /api/docs.css': { summary: "The reference page's stylesheet", access: 'public', produces: 'text/css' },

  // ---- Auth and account ----
  'POST /api/auth/register': {
    summary: 'Register an account (answers alike for a taken email)',
    access: 'public',
    body: registerSchema,
    status: 201,
    response: r.registerAnswer,
  },
  'POST /api/auth/login': {
    summary: 'Sign in; sets the session cookie',
    access: 'public',
    body: loginSchema,
    response: r.loginAnswer,
  },
  'POST /api/auth/logout': { summary: 'Sign out', access: 'public', status: 204 },
  'POST /api/auth/verify-email': {
    summary: 'Confirm an email address with the mailed token',
    access: 'public',
    body: verifyEmailSchema,
    response: r.message,
  },
  'POST /api/auth/resend-verification': {
    summary: 'Mail a new verification link',
    access: 'public',
    body: emailOnlySchema,
    response: r.message,
  },
  'POST /api/auth/forgot-password': {
    summary: 'Mail a password reset link',
    access: 'public',
    body: emailOnlySchema,
    response: r.message,
  },
  'POST /api/auth/reset-password': {
    summary: 'Set a new password with the mailed token',
    access: 'public',
    body: resetPasswordSchema,
    response: r.message,
  },
  'POST /api/auth/init-super-admin': {
    summary: 'Legacy: kept for old clients, creates nothing',
    access: 'public',
    status: 204,
  },
  'POST /api/auth/mark-tour-completed': {
    summary: 'Mark the welcome tour as seen',
    access: 'approved',
    body: markTourCompletedSchema,
    response: r.userDto,
  },
  'GET /api/auth/user': { summary: 'The signed-in user', access: 'signedIn', response: r.userDto },
  'PATCH /api/auth/user': {
    summary: 'Update the own profile and language',
    access: 'signedIn',
    body: updateCurrentUserSchema,
    response: r.userDto,
  },
  'DELETE /api/auth/user': {
    summary: 'Delete the own account (password required)',
    access: 'signedIn',
    body: deleteAccountSchema,
    status: 204,
  },
  'GET /api/auth/user/export': {
    summary: 'Download everything stored about the own account (JSON attachment)',
    access: 'signedIn',
    response: r.accountExport,
  },
  'GET /api/login': {
    summary: 'Navigation: redirects to the sign-in page',
    access: 'public',
    produces: 'redirect',
  },
  'GET /api/logout': {
    summary: 'Navigation: signs out when followed from our own pages, then redirects',
    access: 'public',
    produces: 'redirect',
  },

  // ---- Contact ----
  'POST /api/contact': {
    summary: 'Send a message to the team',
    access: 'public',
    body: contactSchema,
    status: 201,
    response: r.message,
  },

  // ---- Administration ----
  'POST /api/admin/login': { summary: 'Legacy admin login: always 410 Gone', access: 'public', status: 410 },
  'GET /api/admin/statistics': {
    summary: 'Platform statistics',
    access: 'admin',
    response: r.adminStatistics,
  },
  'GET /api/admin/analytics': {
    summary: 'Platform analytics over a date range',
    access: 'admin',
    query: analyticsQuery,
    response: r.analyticsDto,
  },
  'GET /api/admin/users': {
    summary: 'Users, filtered and paged',
    access: 'admin',
    query: adminUserListQuerySchema,
    paged: true,
    response: z.strictObject({ users: list(r.adminUserDto) }),
  },
  'GET /api/admin/users/export': {
    summary: 'Users as CSV',
    access: 'admin',
    query: adminUserExportQuerySchema,
    produces: 'text/csv',
  },
  'POST /api/admin/users/:id/suspend': {
    summary: 'Suspend a user',
    access: 'admin',
    body: suspendUserSchema,
    response: r.adminUserDto,
  },
  'POST /api/admin/users/:id/reactivate': {
    summary: 'Reactivate a suspended user',
    access: 'admin',
    response: r.adminUserDto,
  },
  'PATCH /api/admin/users/:id/role': {
    summary: "Change a user's role",
    access: 'superAdmin',
    body: changeUserRoleSchema,
    response: r.adminUserDto,
  },
  'GET /api/admin/activities': {
    summary: 'Activity log, filtered and paged',
    access: 'admin',
    query: adminActivityListQuerySchema,
    paged: true,
    response: z.strictObject({ activities: list(r.adminActivityDto) }),
  },
  'GET /api/admin/activities/export': {
    summary: 'Activity log as CSV',
    access: 'admin',
    query: adminActivityExportQuerySchema,
    produces: 'text/csv',
  },
  'GET /api/admin/audit-logs': {
    summary: 'Audit log, filtered and paged',
    access: 'admin',
    query: auditLogListQuerySchema,
    paged: true,
    response: z.strictObject({ logs: list(r.auditLogDto) }),
  },
  'GET /api/admin/audit-logs/export': {
    summary: 'Audit log as CSV',
    access: 'admin',
    query: auditLogExportQuerySchema,
    produces: 'text/csv',
  },
  'GET /api/admin/pending-users': {
    summary: 'Accounts waiting for approval',
    access: 'admin',
    response: list(r.userDto),
  },
  'POST /api/admin/approve-user/:id': { summary: 'Approve an account', access: 'admin', response: r.userDto },
  'POST /api/admin/reject-user/:id': {
    summary: 'Reject an account with a reason',
    access: 'admin',
    body: rejectSchema,
    response: r.userDto,
  },
  'GET /api/admin/pending-ship-offerings': {
    summary: 'Ship offerings waiting for review',
    access: 'admin',
    response: list(r.pendingOfferingDto),
  },
  'POST /api/admin/approve-ship-offering/:id': {
    summary: 'Approve a ship offering',
    access: 'admin',
    response: r.ownOfferingDto,
  },
  'POST /api/admin/reject-ship-offering/:id': {
    summary: 'Reject a ship offering with a reason',
    access: 'admin',
    body: rejectSchema,
    response: r.ownOfferingDto,
  },
  'GET /api/admin/contact-messages': {
    summary: 'Contact inbox, paged',
    access: 'admin',
    query: contactMessageListQuerySchema,
    paged: true,
    response: z.strictObject({ messages: list(r.contactSummaryDto) }),
  },
  'GET /api/admin/contact-messages/:id': {
    summary: 'A contact message with its replies',
    access: 'admin',
    response: r.contactDetailDto,
  },
  'PATCH /api/admin/contact-messages/:id': {
    summary: 'Mark a contact message handled or open',
    access: 'admin',
    body: updateContactMessageSchema,
    response: r.contactDetailDto,
  },
  'POST /api/admin/contact-messages/:id/reply': {
    summary: 'Reply to a contact message by mail',
    access: 'admin',
    body: contactReplySchema,
    status: 201,
    response: r.contactDetailDto,
  },

  // ---- Notifications ----
  'GET /api/notifications': {
    summary: 'Own notifications, newest first, paged',
    access: 'approved',
    query: notificationListQuerySchema,
    paged: true,
    response: list(r.notificationDto),
  },
  'GET /api/notifications/unread-count': {
    summary: 'Number of unread notifications',
    access: 'approved',
    response: z.strictObject({ count: z.number().int() }),
  },
  'PUT /api/notifications/read-all': {
    summary: 'Mark all own notifications read',
    access: 'approved',
    response: z.strictObject({ updated: z.number().int() }),
  },
  'PUT /api/notifications/:id/read': {
    summary: 'Mark one notification read',
    access: 'approved',
    response: r.notificationDto,
  },

  // ---- Vessels (the fleet) ----
  'POST /api/vessels': {
    summary: 'Add a vessel to the own fleet',
    access: 'approved',
    body: createVesselSchema,
    status: 201,
    response: r.vesselDto,
  },
  'GET /api/vessels/stats': { summary: 'Fleet figures', access: 'approved', response: r.vesselStats },
  'GET /api/vessels/user/:userId': {
    summary: "A user's fleet (own, or any for admins)",
    access: 'approved',
    response: list(r.vesselDto),
  },
  'GET /api/vessels/:id': { summary: 'A vessel', access: 'approved', response: r.vesselDto },
  'PATCH /api/vessels/:id': {
    summary: 'Update an own vessel',
    access: 'approved',
    body: updateVesselSchema,
    response: r.vesselDto,
  },
  'DELETE /api/vessels/:id': { summary: 'Delete an own vessel', access: 'approved', status: 204 },

  // ---- Ship offerings ----
  'GET /api/ship-offerings': {
    summary: 'Public list of approved, active offerings, paged',
    access: 'public',
    query: shipOfferingListQuerySchema,
    paged: true,
    response: list(r.offeringDto),
  },
  'POST /api/ship-offerings': {
    summary: 'Offer a voyage (reviewed by an administrator)',
    access: 'approved',
    body: createShipOfferingSchema,
    status: 201,
    response: r.ownOfferingDto,
  },
  'GET /api/ship-offerings/my': {
    summary: 'Own offerings in every status, paged',
    access: 'approved',
    query: ownOfferingListQuerySchema,
    paged: true,
    response: list(r.ownOfferingDto),
  },
  'GET /api/ship-offerings/user': {
    summary: 'Own offerings (older name of /my)',
    access: 'approved',
    query: ownOfferingListQuerySchema,
    paged: true,
    response: list(r.ownOfferingDto),
  },
  'GET /api/ship-offerings/my/summary': {
    summary: 'Figures over all own offerings',
    access: 'approved',
    response: r.ownOfferingSummary,
  },
  'GET /api/ship-offerings/:id': {
    summary: 'An offering (public when approved)',
    description: "The owner's and administrators' view adds the review outcome and booking figures.",
    access: 'public',
    response: z.union([r.ownOfferingDto, r.offeringDto]),
  },
  'GET /api/ship-offerings/:id/booking-requests': {
    summary: 'Booking requests on an own offering',
    access: 'approved',
    response: list(r.bookingRequestDto),
  },
  'PATCH /api/ship-offerings/:id/capacity': {
    summary: 'Change the free TEU of an own offering',
    access: 'approved',
    body: updateCapacitySchema,
    response: r.ownOfferingDto,
  },
  'DELETE /api/ship-offerings/:id': { summary: 'Delete an own offering', access: 'approved', status: 204 },

  // ---- Booking requests ----
  'POST /api/ship-booking-requests': {
    summary: 'Request slots on an offering',
    access: 'approved',
    body: createBookingRequestSchema,
    status: 201,
    response: r.bookingRequestDto,
  },
  'GET /api/ship-booking-requests/my': {
    summary: 'Own booking requests, paged',
    access: 'approved',
    query: bookingRequestListQuerySchema,
    paged: true,
    response: list(r.bookingRequestDto),
  },
  'GET /api/ship-booking-requests/incoming': {
    summary: 'Booking requests on own offerings, paged',
    access: 'approved',
    query: bookingRequestListQuerySchema,
    paged: true,
    response: list(r.bookingRequestDto),
  },
  'GET /api/ship-booking-requests/my/co2-statement': {
    summary: "CO2 statement of the caller's accepted bookings departing in a period",
    access: 'approved',
    query: co2StatementQuerySchema,
    response: r.co2StatementDto,
  },
  'GET /api/ship-booking-requests/my/co2-statement.csv': {
    summary: "The CO2 statement as CSV (column headers in `lang` or the user's language)",
    access: 'approved',
    query: co2StatementQuerySchema,
    produces: 'text/csv',
  },
  'POST /api/ship-booking-requests/:id/accept': {
    summary: 'Accept a booking request on an own offering',
    access: 'approved',
    response: r.bookingRequestDto,
  },
  'POST /api/ship-booking-requests/:id/decline': {
    summary: 'Decline a booking request on an own offering',
    access: 'approved',
    body: declineBookingRequestSchema,
    response: r.bookingRequestDto,
  },
  'GET /api/marketplace/summary': {
    summary: "The caller's and the platform's counts for the dashboard",
    access: 'approved',
    response: r.marketplaceSummary,
  },

  // ---- Matching ----
  'GET /api/algorithm/matches': {
    summary: 'Matches the caller is party to (all for admins), paged',
    access: 'approved',
    query: matchListQuerySchema,
    paged: true,
    response: r.data(list(r.matchDto)),
  },
  'GET /api/algorithm/stats': {
    summary: 'Matching figures',
    access: 'approved',
    response: r.data(r.matchingStats),
  },
  'POST /api/algorithm/parse-mail': {
    summary: "Draft availabilities and requests from a broker's mail",
    access: 'approved',
    body: parseMailSchema,
    response: r.parseMailAnswer,
  },
  'GET /api/algorithm/vessel-availabilities': {
    summary: 'Vessel capacities for matching, paged',
    access: 'approved',
    query: matchingPageQuerySchema,
    paged: true,
    response: r.data(list(r.availabilityDto)),
  },
  'POST /api/algorithm/vessel-availabilities': {
    summary: 'Enter vessel capacity; runs the matching',
    access: 'approved',
    body: createVesselAvailabilitySchema,
    status: 201,
    response: r.withMatches(r.availabilityDto),
  },
  'PUT /api/algorithm/vessel-availabilities/:id': {
    summary: 'Change own vessel capacity; matches again',
    access: 'approved',
    body: updateVesselAvailabilitySchema,
    response: r.withMatches(r.availabilityDto),
  },
  'POST /api/algorithm/vessel-availabilities/:id/withdraw': {
    summary: 'Withdraw own vessel capacity',
    access: 'approved',
    response: r.data(r.availabilityDto),
  },
  'GET /api/algorithm/cargo-requests': {
    summary: 'Cargo requests for matching, paged',
    access: 'approved',
    query: matchingPageQuerySchema,
    paged: true,
    response: r.data(list(r.cargoRequestDto)),
  },
  'POST /api/algorithm/cargo-requests': {
    summary: 'Enter a cargo request; runs the matching',
    access: 'approved',
    body: cargoRequestSchema,
    status: 201,
    response: r.withMatches(r.cargoRequestDto),
  },
  'PUT /api/algorithm/cargo-requests/:id': {
    summary: 'Change an own cargo request; matches again',
    access: 'approved',
    body: cargoRequestSchema,
    response: r.withMatches(r.cargoRequestDto),
  },
  'POST /api/algorithm/cargo-requests/:id/withdraw': {
    summary: 'Withdraw an own cargo request',
    access: 'approved',
    response: r.data(r.cargoRequestDto),
  },
  'PUT /api/algorithm/matches/:id/accept': {
    summary: 'Accept a match as a party',
    access: 'approved',
    body: acceptMatchSchema,
    response: r.data(r.matchDto),
  },
  'PUT /api/algorithm/matches/:id/reject': {
    summary: 'Reject a match as a party',
    access: 'approved',
    body: rejectMatchSchema,
    response: r.data(r.matchDto),
  },
  'GET /api/cargo/requests/user': {
    summary: 'Own cargo requests, paged',
    access: 'approved',
    query: matchingPageQuerySchema,
    paged: true,
    response: list(r.cargoRequestDto),
  },
  'GET /api/cargo/matches/user': {
    summary: 'Own matches, paged',
    access: 'approved',
    query: matchListQuerySchema,
    paged: true,
    response: list(r.matchDto),
  },

  // ---- SmartFeeder ----
  'POST /api/smartfeeder/quote': {
    summary: 'Voyage quote: route, time, fuel, CO2, ETS and cost',
    access: 'approved',
    body: quoteInputSchema,
    response: r.quoteDto,
  },
  'POST /api/smartfeeder-calculations': {
    summary: 'Save a calculation',
    access: 'approved',
    body: saveCalculationSchema,
    status: 201,
    response: r.calculationDetailDto,
  },
  'GET /api/smartfeeder-calculations': {
    summary: 'Own saved calculations, paged',
    access: 'approved',
    query: listCalculationsQuerySchema,
    paged: true,
    response: list(r.calculationDto),
  },
  'GET /api/smartfeeder-calculations/:id': {
    summary: 'An own saved calculation with its results',
    access: 'approved',
    response: r.calculationDetailDto,
  },

  // ---- GreenRefit ----
  'GET /api/greenrefit/vessels/:vesselId/profile': {
    summary: "Operating profile estimates for a fleet vessel's assessment",
    access: 'approved',
    response: r.profileEstimates,
  },
  'GET /api/greenrefit/assessments': {
    summary: 'Own saved assessments, paged',
    access: 'approved',
    query: assessmentListQuerySchema,
    paged: true,
    response: list(r.assessmentSummaryDto),
  },
  'POST /api/greenrefit/assessments': {
    summary: 'Save a retrofit assessment',
    access: 'approved',
    body: saveAssessmentSchema,
    status: 201,
    response: r.assessmentDetailDto,
  },
  'GET /api/greenrefit/assessments/:id': {
    summary: 'An assessment, recomputed from its input',
    access: 'approved',
    response: r.assessmentDetailDto,
  },
  'PUT /api/greenrefit/assessments/:id': {
    summary: 'Replace an own assessment',
    access: 'approved',
    body: saveAssessmentSchema,
    response: r.assessmentDetailDto,
  },
  'DELETE /api/greenrefit/assessments/:id': {
    summary: 'Delete an own assessment',
    access: 'approved',
    status: 204,
  },
  'GET /api/greenrefit/shipyards': {
    summary: 'Shipyard directory',
    access: 'approved',
    query: shipyardListQuerySchema,
    response: list(r.shipyardDto),
  },
  'POST /api/greenrefit/shipyards': {
    summary: 'Add a shipyard',
    access: 'admin',
    body: shipyardFieldsSchema,
    status: 201,
    response: r.shipyardDto,
  },
  'PATCH /api/greenrefit/shipyards/:id': {
    summary: 'Update a shipyard',
    access: 'admin',
    body: updateShipyardSchema,
    response: r.shipyardDto,
  },
  'DELETE /api/greenrefit/shipyards/:id': { summary: 'Delete a shipyard', access: 'admin', status: 204 },
  'POST /api/greenrefit/quote-requests': {
    summary: 'Ask shipyards for a quote on an own assessment',
    access: 'approved',
    body: createQuoteRequestSchema,
    status: 201,
    response: list(r.quoteRequestDto),
  },
  'GET /api/greenrefit/quote-requests': {
    summary: 'Own quote requests (all for admins), paged',
    access: 'approved',
    query: quoteRequestListQuerySchema,
    paged: true,
    response: list(r.quoteRequestDto),
  },
  'PATCH /api/greenrefit/quote-requests/:id': {
    summary: "Set a quote request's status and note",
    access: 'admin',
    body: updateQuoteRequestSchema,
    response: r.quoteRequestDto,
  },
};

/** TRANSITION (issue 21): the declared routes, and the hand-kept entries of modules not yet declared. */
export function apiOperations(groups: readonly RouteGroup[]): Record<string, Operation | ApiRoute> {
  return { ...legacyOperations, ...Object.fromEntries(declaredRoutes(groups)) };
}
