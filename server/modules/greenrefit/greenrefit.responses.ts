import { voyageProfileReasons } from '@shared/domain/greenrefit';
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { greenrefitAssessments, quoteRequests, shipyards } from '../../db/schema';
import { count, iso } from '../../lib/response-schemas';

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
  voyageCoverage: z.strictObject({
    voyages: count,
    seaDays: z.number(),
    requiredSeaDays: z.number(),
    reason: z.enum(voyageProfileReasons).nullable(),
  }),
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
