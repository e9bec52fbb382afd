import { demoTrackerMapSchema, demoTrackerSchema } from '@shared/schemas/demo-tracker';
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import {
  activities,
  auditLogs,
  cargoMatches,
  cargoRequests,
  contactMessages,
  contactReplies,
  greenrefitAssessments,
  notifications,
  quoteRequests,
  shipBookingRequests,
  shipOfferings,
  shipyards,
  smartfeederCalculations,
  users,
  vesselAvailabilities,
  vessels,
} from '../../db/schema';

/**
 * Response schemas of the API document, shaped like the DTOs the routes answer (the *.dto.ts files): column types
 * come from the Drizzle tables through drizzle-zod, then each DTO's renames and conversions are applied (timestamps
 * are ISO strings in JSON, numeric columns are numbers, password hashes and internal columns are left out).
 * Objects are strict where the DTO is fully described, so an undocumented field fails the answer check of the
 * integration tests (server/test/harness.ts); computed reports nest loose objects, documented by their main fields.
 */
const iso = z.iso.datetime({ offset: true });
const isoOrNull = iso.nullable();
const money = z.number().describe('USD, at most two decimals');
const count = z.number().int().min(0);
const footprint = z
  .looseObject({
    basis: z.enum(['fleet', 'class']),
    vesselType: z.string(),
    fuelType: z.string(),
    distanceNm: z.number(),
    teuBasis: z.number(),
    voyageFuelT: z.number(),
    co2TtwKgPerTeu: z.number(),
    co2eWtwKgPerTeu: z.number(),
    gramsPerTeuKm: z.number(),
  })
  .nullable()
  .optional()
  .describe('CO2 per TEU and all-in price per TEU of a slot (ADR 008); null when the route cannot be sailed');

/** CO2 of an accepted booking or match (shared/domain/voyage/booked-co2.ts); null until accepted or when unsailable. */
const bookedCo2 = z
  .strictObject({
    teu: count,
    co2TtwKgPerTeu: z.number(),
    co2eWtwKgPerTeu: z.number(),
    co2TtwKg: z.number(),
    co2eWtwKg: z.number(),
    distanceNm: z.number(),
    basis: z.enum(['fleet', 'class']),
  })
  .nullable();

const u = createSelectSchema(users).shape;
export const userDto = z
  .strictObject({
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    companyName: u.companyName,
    role: u.role,
    userType: u.userType,
    approvalStatus: u.approvalStatus,
    rejectionReason: u.rejectionReason,
    profileImageUrl: u.profileImageUrl,
    preferences: z.strictObject({ hasSeenTour: u.hasSeenTour }),
    isEmailVerified: z.boolean(),
    preferredLanguage: u.preferredLanguage,
    lastLoginAt: isoOrNull,
    createdAt: iso,
  })
  .meta({ id: 'User' });
export const adminUserDto = userDto
  .extend({ suspendedAt: isoOrNull, suspensionReason: u.suspensionReason })
  .meta({ id: 'AdminUser' });
const actor = z
  .strictObject({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName })
  .nullable();

const recordRef = z
  .strictObject({
    kind: z.string(),
    id: z.string(),
    name: z.string().nullable(),
    detail: z.string().nullable(),
    route: z
      .strictObject({ origin: z.string(), destination: z.string(), date: z.string().nullable() })
      .nullable(),
  })
  .nullable()
  .optional();
const a = createSelectSchema(activities).shape;
export const adminActivityDto = z
  .strictObject({
    id: a.id,
    userId: a.userId,
    activityType: a.activityType,
    resource: a.resource,
    success: a.success,
    createdAt: iso,
    actor,
    subject: recordRef,
  })
  .meta({ id: 'AdminActivity' });
const al = createSelectSchema(auditLogs).shape;
export const auditLogDto = z
  .strictObject({
    id: al.id,
    userId: al.userId,
    action: al.action,
    resource: al.resource,
    resourceId: al.resourceId,
    changes: z.object({ before: z.unknown(), after: z.unknown() }).nullable(),
    createdAt: iso,
    actor,
    subject: recordRef,
  })
  .meta({ id: 'AuditLog' });

const v = createSelectSchema(vessels).shape;
export const vesselDto = z
  .strictObject({
    id: v.id,
    ownerId: v.ownerId,
    name: v.name,
    imoNumber: v.imoNumber,
    teuCapacity: v.teuCapacity,
    deadweightTonnes: v.deadweightTonnes,
    grossTonnage: v.grossTonnage,
    yearBuilt: v.yearBuilt,
    mainEnginePowerKw: v.mainEnginePowerKw,
    serviceSpeedKnots: z.number().nullable(),
    fuelConsumptionTonnesPerDay: z.number().nullable(),
    fuelType: v.fuelType,
    scrubberFitted: v.scrubberFitted,
    status: v.status,
    createdAt: iso,
    updatedAt: iso,
  })
  .meta({ id: 'Vessel' });

const o = createSelectSchema(shipOfferings).shape;
export const offeringDto = z
  .strictObject({
    id: o.id,
    ownerId: o.ownerId.describe(
      "null unless the caller owns the offering (or it is the owner's or an admin's view)",
    ),
    vesselId: o.vesselId,
    shipName: o.shipName,
    teuCapacity: o.teuCapacity,
    availableCapacity: o.availableCapacity,
    originPort: o.originPort,
    destinationPort: o.destinationPort,
    departureDate: iso,
    arrivalDate: isoOrNull,
    contactName: z.string().nullable().describe('null for callers who are not signed in and approved'),
    contactEmail: z.string().nullable(),
    contactPhone: o.contactPhone,
    companyName: o.companyName,
    pricePerTEU: money,
    cargoTypes: o.cargoTypes,
    specialRequirements: o.specialRequirements,
    status: o.status,
    approvalStatus: o.approvalStatus,
    isDemo: z.boolean(),
    createdAt: iso,
    updatedAt: iso,
    footprint,
  })
  .meta({ id: 'ShipOffering' });
export const ownOfferingDto = offeringDto
  .extend({
    rejectionReason: o.rejectionReason,
    bookedTEU: count,
    pendingRequests: count,
    requestCount: count,
  })
  .meta({ id: 'OwnShipOffering' });
export const pendingOfferingDto = ownOfferingDto
  .extend({
    owner: z
      .strictObject({
        id: u.id,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        companyName: u.companyName,
      })
      .nullable(),
  })
  .meta({ id: 'PendingShipOffering' });
export const ownOfferingSummary = z.strictObject({
  offerings: count,
  byApproval: z.strictObject({ pending: count, approved: count, rejected: count }),
  teuCapacity: count,
  availableTeu: count,
  bookedTeu: count,
  utilization: z.number(),
  pendingRequests: count,
});

const b = createSelectSchema(shipBookingRequests).shape;
export const bookingRequestDto = z
  .strictObject({
    id: b.id,
    shipOfferingId: b.shipOfferingId,
    requesterId: b.requesterId,
    contactName: b.contactName,
    contactEmail: b.contactEmail,
    contactPhone: b.contactPhone,
    companyName: b.companyName,
    requestedTEU: b.requestedTeu,
    cargoDescription: b.cargoDescription,
    specialRequirements: b.specialRequirements,
    urgencyLevel: b.urgencyLevel,
    maxBudget: money.nullable(),
    flexibleDates: b.flexibleDates,
    status: b.status,
    declineReason: b.declineReason,
    decidedAt: isoOrNull,
    createdAt: iso,
    offering: z.strictObject({
      id: o.id,
      shipName: o.shipName,
      originPort: o.originPort,
      destinationPort: o.destinationPort,
      departureDate: iso,
      arrivalDate: isoOrNull,
      pricePerTEU: money,
      companyName: o.companyName,
    }),
    co2: bookedCo2,
  })
  .meta({ id: 'BookingRequest' });

export const co2StatementDto = z.strictObject({
  from: z.iso.date(),
  to: z.iso.date(),
  rows: z.array(
    z.strictObject({
      bookingId: b.id,
      departureDate: iso,
      originPort: o.originPort,
      destinationPort: o.destinationPort,
      shipName: o.shipName,
      teu: b.requestedTeu,
      distanceNm: z.number(),
      fuelType: z.string(),
      basis: z.enum(['fleet', 'class']),
      co2TtwKgPerTeu: z.number(),
      co2eWtwKgPerTeu: z.number(),
      co2TtwKg: z.number(),
      co2eWtwKg: z.number(),
    }),
  ),
  withoutFigure: count.describe('Bookings whose route cannot be sailed: counted here, not in the totals'),
  totals: z.strictObject({ bookings: count, teu: count, co2TtwKg: z.number(), co2eWtwKg: z.number() }),
  method: z.strictObject({
    loadFactor: z.number(),
    factors: z.array(
      z.strictObject({
        fuelType: z.string(),
        co2PerFuelT: z.number(),
        wtwGPerMj: z.number(),
        lcvMjPerKg: z.number(),
      }),
    ),
  }),
});

const n = createSelectSchema(notifications).shape;
export const notificationDto = z
  .strictObject({
    id: n.id,
    title: n.title,
    message: n.message,
    type: n.type,
    priority: n.priority,
    read: n.read,
    actionUrl: n.actionUrl,
    createdAt: iso,
  })
  .meta({ id: 'Notification' });

const cm = createSelectSchema(contactMessages).shape;
const cr = createSelectSchema(contactReplies).shape;
const staff = z
  .strictObject({ id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email })
  .nullable();
const contactBase = {
  id: cm.id,
  name: cm.name,
  email: cm.email,
  subject: cm.subject,
  createdAt: iso,
  handledAt: isoOrNull,
  handledBy: staff,
  replyCount: count,
  lastRepliedAt: isoOrNull,
};
export const contactSummaryDto = z
  .strictObject({ ...contactBase, preview: z.string().describe('The first 200 characters') })
  .meta({ id: 'ContactMessageSummary' });
export const contactDetailDto = z
  .strictObject({
    ...contactBase,
    message: cm.message,
    replies: z.array(z.strictObject({ id: cr.id, message: cr.message, sentAt: iso, author: staff })),
  })
  .meta({ id: 'ContactMessageDetail' });

const va = createSelectSchema(vesselAvailabilities).shape;
export const availabilityDto = z
  .strictObject({
    id: va.id,
    ownerId: va.ownerId,
    vesselId: va.vesselId,
    shipOfferingId: va.shipOfferingId,
    vesselName: va.vesselName,
    originPort: va.originPort,
    destinationPort: va.destinationPort,
    departureDate: iso,
    arrivalDate: iso,
    availableTEU: count,
    teuCapacity: va.teuCapacity,
    pricePerTEU: money,
    cargoTypes: z.array(z.string()),
    specialEquipment: z.array(z.string()),
    status: va.status,
    contactName: va.contactName,
    contactEmail: va.contactEmail,
    proposedMatches: count,
    acceptedMatches: count,
    createdAt: iso,
    updatedAt: iso,
    footprint,
  })
  .meta({ id: 'VesselAvailability' });

const c = createSelectSchema(cargoRequests).shape;
export const cargoRequestDto = z
  .strictObject({
    id: c.id,
    userId: c.userId,
    originPort: c.originPort,
    destinationPort: c.destinationPort,
    alternativeOrigins: c.alternativeOrigins,
    alternativeDestinations: c.alternativeDestinations,
    requestedTEU: c.requestedTeu,
    cargoType: c.cargoType,
    requiredEquipment: z.array(z.string()),
    preferredDepartureDate: iso,
    latestArrivalDate: iso,
    maxPricePerTEU: money.nullable(),
    specialRequirements: c.specialRequirements,
    urgencyLevel: c.urgencyLevel,
    status: c.status,
    contactName: c.contactName,
    contactEmail: c.contactEmail,
    proposedMatches: count,
    createdAt: iso,
    updatedAt: iso,
  })
  .meta({ id: 'CargoRequest' });

const m = createSelectSchema(cargoMatches).shape;
const component = { score: z.number(), weight: z.number(), points: z.number() };
const portFit = z.looseObject({
  requested: z.string(),
  offered: z.string(),
  kind: z.string(),
  distanceNm: z.number(),
});
export const matchDto = z
  .strictObject({
    id: m.id,
    matchScore: z.number(),
    status: m.status,
    expiredReason: m.expiredReason,
    pricePerTEU: money,
    breakdown: z.looseObject({
      port: z.looseObject({ ...component, origin: portFit, destination: portFit }),
      time: z.looseObject({ ...component, earlyHours: z.number(), lateHours: z.number() }),
      capacity: z.looseObject({ ...component, availableTEU: z.number(), requestedTEU: z.number() }),
      price: z.looseObject({ ...component, pricePerTEU: z.number(), maxPricePerTEU: z.number().nullable() }),
    }),
    party: z.enum(['carrier', 'shipper', 'admin']),
    vesselDetails: z.strictObject({
      availabilityId: va.id,
      shipOfferingId: va.shipOfferingId,
      vesselName: va.vesselName,
      originPort: va.originPort,
      destinationPort: va.destinationPort,
      departureDate: iso,
      availableDate: iso,
      teuCapacity: count,
      contactName: va.contactName,
      contactEmail: va.contactEmail,
    }),
    requestDetails: z.strictObject({
      requestId: c.id,
      requiredTEU: c.requestedTeu,
      originPort: c.originPort,
      destinationPort: c.destinationPort,
      earliestDate: iso,
      latestDate: iso,
      cargoType: c.cargoType,
      contactName: c.contactName,
      contactEmail: c.contactEmail,
    }),
    feedback: m.feedback,
    rejectionReason: m.rejectionReason,
    co2SavedT: z.number().nullable(),
    decidedAt: isoOrNull,
    createdAt: iso,
    co2: bookedCo2,
  })
  .meta({ id: 'Match' });
const matchingResult = z.strictObject({ matches: z.array(matchDto), processingTimeMs: z.number() });
export const matchingStats = z.strictObject(
  Object.fromEntries(
    [
      'totalMatches',
      'successfulMatches',
      'averageMatchScore',
      'processingTime',
      'vesselsActive',
      'requestsPending',
      'co2Savings',
      'totalTEUMatched',
      'activeCapacities',
      'pendingRequests',
      'proposedMatches',
      'acceptedMatches',
    ].map((k) => [k, z.number()]),
  ),
);

const s = createSelectSchema(smartfeederCalculations).shape;
const quote = z
  .looseObject({
    originPort: z.string(),
    destinationPort: z.string(),
    routeDistance: z.number(),
    estimatedDuration: z.number(),
    fuelEstimation: z.number(),
    co2Estimation: z.number(),
    suggestedVesselType: z.string(),
    estimatedCost: z.number(),
    costPerTeu: z.number().nullable(),
    co2PerTeuKm: z.number().nullable(),
    speedKnots: z.number(),
    departureTime: isoOrNull,
    eta: isoOrNull,
    year: z.number().int(),
    vessel: z.looseObject({ vesselType: z.string() }),
    route: z.looseObject({
      coordinates: z.array(z.tuple([z.number(), z.number()])),
      passages: z.array(z.string()),
      avoidKielCanal: z.boolean(),
      distanceAvoidingKielNm: z.number().nullable(),
    }),
    time: z.strictObject({ seaHours: z.number(), portHours: z.number() }),
    fuel: z.looseObject({}),
    co2: z.looseObject({}),
    cargo: z.looseObject({}),
    ets: z.looseObject({}),
    cost: z.looseObject({}),
    assumptions: z.array(
      z.strictObject({
        key: z.string(),
        value: z.number(),
        default: z.number(),
        unit: z.string(),
        source: z.string(),
      }),
    ),
    comparison: z.array(z.looseObject({ vessel: z.string(), speedKnots: z.number(), costUsd: z.number() })),
    notes: z.array(z.string()),
  })
  .meta({ id: 'SmartFeederQuote' });
export const quoteDto = quote;
export const calculationDto = z
  .strictObject({
    id: s.id,
    originPort: s.originPort,
    destinationPort: s.destinationPort,
    routeDistance: z.number(),
    estimatedDuration: z.number(),
    co2Estimation: z.number(),
    fuelEstimation: z.number(),
    suggestedVesselType: z.string(),
    estimatedCost: z.number(),
    status: z.literal('completed'),
    calculationInputs: z.looseObject({ originPort: z.string(), destinationPort: z.string() }),
    createdAt: iso,
  })
  .meta({ id: 'SmartFeederCalculation' });
export const calculationDetailDto = calculationDto
  .extend({ calculationResults: quote })
  .meta({ id: 'SmartFeederCalculationDetail' });

const g = createSelectSchema(greenrefitAssessments).shape;
export const assessmentSummaryDto = z
  .strictObject({
    id: g.id,
    name: g.name,
    vesselId: g.vesselId,
    shipName: z.string(),
    ratingNow: z.string().nullable(),
    ratingAfter2030: z.string().nullable(),
    capexEur: z.number(),
    paybackYears: z.number().nullable(),
    co2SavingT: z.number(),
    createdAt: iso,
    updatedAt: iso,
  })
  .meta({ id: 'AssessmentSummary' });
export const assessmentDetailDto = assessmentSummaryDto
  .extend({
    input: z.looseObject({
      ship: z.looseObject({}),
      profile: z.looseObject({}),
      measures: z.array(z.unknown()),
    }),
    result: z.looseObject({}).describe('The assessment recomputed from the stored input (ADR 005)'),
  })
  .meta({ id: 'AssessmentDetail' });
export const profileEstimates = z.strictObject({
  ship: z.looseObject({ name: z.string() }),
  estimated: z.array(z.string()),
  fromServiceSpeed: z.looseObject({ daysAtSea: z.number(), daysInPort: z.number() }),
  fromVoyages: z
    .strictObject({
      profile: z.looseObject({ daysAtSea: z.number() }),
      voyages: count,
      periodDays: z.number(),
      etsScopeShare: z.number(),
    })
    .nullable(),
});

const sy = createSelectSchema(shipyards).shape;
export const shipyardDto = z
  .strictObject({
    id: sy.id,
    name: sy.name,
    port: sy.port,
    country: sy.country,
    region: z.string(),
    certifications: sy.certifications,
    measures: z.array(z.string()),
    contactName: sy.contactName,
    contactEmail: sy.contactEmail,
    contactPhone: sy.contactPhone,
    website: sy.website,
    description: sy.description,
    isDemo: sy.isDemo,
    createdAt: iso,
    updatedAt: iso,
  })
  .meta({ id: 'Shipyard' });

const q = createSelectSchema(quoteRequests).shape;
export const quoteRequestDto = z
  .strictObject({
    id: q.id,
    assessmentId: q.assessmentId,
    assessmentName: q.assessmentName,
    shipName: q.shipName,
    summary: z.strictObject({
      capexEur: z.number(),
      paybackYears: z.number().nullable(),
      co2SavingT: z.number(),
      measures: z.array(z.string()),
    }),
    shipyard: z.strictObject({ id: q.shipyardId, name: q.shipyardName, port: q.shipyardPort }),
    message: q.message,
    status: q.status,
    adminNote: q.adminNote,
    requester: z.strictObject({
      id: q.requesterId,
      name: q.requesterName,
      email: q.requesterEmail,
      company: q.requesterCompany,
    }),
    createdAt: iso,
    updatedAt: iso,
  })
  .meta({ id: 'QuoteRequest' });

const numbers = (keys: string[]) => z.strictObject(Object.fromEntries(keys.map((k) => [k, z.number()])));
const bucketKeys = [
  'registrations',
  'shipOfferings',
  'bookingRequests',
  'matches',
  'voyages',
  'teuOffered',
  'teuBooked',
  'co2Tonnes',
];
export const analyticsDto = z.strictObject({
  from: z.iso.date(),
  to: z.iso.date(),
  granularity: z.string(),
  buckets: z.array(numbers(bucketKeys).extend({ start: z.iso.date() })),
  totals: numbers([...bucketKeys, 'utilization', 'co2AvoidedTonnes', 'unroutedVoyages']),
  routes: z.array(
    z.strictObject({
      originPort: z.string(),
      destinationPort: z.string(),
      voyages: count,
      teuOffered: z.number(),
      teuBooked: z.number(),
      utilization: z.number(),
      distanceNm: z.number().nullable(),
      co2Tonnes: z.number(),
    }),
  ),
});
export const adminStatistics = numbers([
  'totalUsers',
  'totalShipOfferings',
  'totalCargoRequests',
  'totalMatches',
  'totalVessels',
  'activeCharters',
  'totalBookingRequests',
  'listedShipOfferings',
  'pendingShipOfferings',
  'pendingBookingRequests',
  'pendingCargoRequests',
  'activeMatches',
  'acceptedMatches',
]).extend({
  users: numbers(['total', 'verified', 'active', 'pending', 'approved', 'rejected']),
  activity: numbers(['last24Hours', 'total']),
});
export const marketplaceSummary = numbers([
  'vessels',
  'offerings',
  'bookingRequests',
  'cargoRequests',
  'matches',
]).extend({ platform: numbers(['users', 'shipOfferings', 'cargoRequests', 'activeMatches']) });
export const vesselStats = numbers(['totalVessels', 'activeCharters']);

export const message = z.strictObject({ message: z.string() });
export const loginAnswer = z.strictObject({ user: userDto, firstSignIn: z.boolean() });
export const registerAnswer = z.strictObject({
  verificationMessage: z.string(),
  requiresEmailVerification: z.boolean(),
});
export const accountExport = z
  .looseObject({
    exportedAt: iso,
    format: z.string(),
    user: userDto,
    vessels: z.array(z.unknown()),
    shipOfferings: z.array(z.unknown()),
    bookingRequests: z.array(z.unknown()),
    smartfeederCalculations: z.array(z.unknown()),
    greenrefitAssessments: z.array(z.unknown()),
    quoteRequests: z.array(z.unknown()),
    notifications: z.array(z.unknown()),
    activity: z.array(z.unknown()),
  })
  .describe('Everything stored about the caller (PRODUCT.md 21), as a JSON download');
export const health = z.strictObject({ status: z.literal('ok') });
export const readiness = z.strictObject({
  status: z.enum(['ready', 'not ready']),
  database: z.string(),
  migrations: z.string(),
  stopping: z.boolean(),
});
export const parseMailAnswer = z.strictObject({
  data: z.looseObject({
    mailDate: z.string().nullable(),
    drafts: z.array(z.unknown()),
    ignored: z.array(z.unknown()),
  }),
});
export const data = <T extends z.ZodType>(schema: T) => z.strictObject({ data: schema });
export const withMatches = <T extends z.ZodType>(schema: T) =>
  z.strictObject({ data: schema, matchingResult });
export { demoTrackerMapSchema, demoTrackerSchema };
