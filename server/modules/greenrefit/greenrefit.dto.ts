import type { AssessmentDetail, AssessmentSummary, QuoteRequest, Shipyard } from '@shared/schemas/greenrefit';
import type { GreenrefitAssessmentRow, QuoteRequestRow, ShipyardRow } from '../../db/schema';
import { computeAssessment, figuresFromColumns } from './assessment-figures';

const iso = (d: Date) => new Date(d).toISOString();

export const toAssessmentSummaryDto = (row: GreenrefitAssessmentRow): AssessmentSummary => ({
  id: row.id,
  name: row.name,
  vesselId: row.vesselId,
  ...figuresFromColumns(row),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/**
 * Recomputed from the stored input on every read (ADR 005): a corrected formula or default source reaches saved
 * assessments too, and the summary figures come from the same run so they match the result shown.
 */
export function toAssessmentDetailDto(row: GreenrefitAssessmentRow): AssessmentDetail {
  const { result, figures } = computeAssessment(row.input);
  return { ...toAssessmentSummaryDto(row), ...figures, input: row.input, result };
}

export const toShipyardDto = (row: ShipyardRow): Shipyard => ({
  id: row.id,
  name: row.name,
  port: row.port,
  country: row.country,
  region: row.region,
  certifications: row.certifications,
  measures: row.measures,
  contactName: row.contactName,
  contactEmail: row.contactEmail,
  contactPhone: row.contactPhone,
  website: row.website,
  description: row.description,
  isDemo: row.isDemo,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export const toQuoteRequestDto = (row: QuoteRequestRow): QuoteRequest => ({
  id: row.id,
  assessmentId: row.assessmentId,
  assessmentName: row.assessmentName,
  shipName: row.shipName,
  summary: row.summary,
  shipyard: { id: row.shipyardId, name: row.shipyardName, port: row.shipyardPort },
  message: row.message,
  status: row.status,
  adminNote: row.adminNote,
  requester: {
    id: row.requesterId,
    name: row.requesterName,
    email: row.requesterEmail,
    company: row.requesterCompany,
  },
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});
