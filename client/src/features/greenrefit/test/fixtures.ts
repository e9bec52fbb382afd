import {
  assessRetrofit,
  defaultRefitAssumptions,
  profileFromServiceSpeed,
  shipFromVessel,
} from '@shared/domain/greenrefit';
import type { AssessmentDetail, ProfileEstimates, QuoteRequest, Shipyard } from '@shared/schemas/greenrefit';
import type { Vessel } from '@shared/schemas/vessels';
import { owner } from '@/test/marketplace';

/**
 * GreenRefit fixtures. Estimates come from the shared profile functions (shared/domain/greenrefit), as the
 * server's do, so the figures a test expects follow from the same rules.
 */

export function profileEstimates(vessel: Vessel, withVoyages = true): ProfileEstimates {
  const { ship, estimated } = shipFromVessel(vessel);
  const fromServiceSpeed = profileFromServiceSpeed(ship);
  return {
    ship,
    estimated,
    fromServiceSpeed,
    fromVoyages: withVoyages
      ? {
          profile: {
            ...fromServiceSpeed,
            source: 'voyages',
            distanceNm: 58_000,
            daysAtSea: 170,
            daysInPort: 180,
            speedKnots: 14.2,
          },
          voyages: 12,
          periodDays: 90,
          etsScopeShare: 0.6,
        }
      : null,
    voyageCoverage: withVoyages
      ? { voyages: 12, seaDays: 63, requiredSeaDays: 60, reason: null }
      : { voyages: 1, seaDays: 1.3, requiredSeaDays: 60, reason: 'too_few_voyage_days' },
  };
}

export function assessmentDetail(
  vessel: Vessel,
  overrides: Partial<AssessmentDetail> = {},
): AssessmentDetail {
  const est = profileEstimates(vessel, false);
  const input = {
    ship: est.ship,
    profile: est.fromServiceSpeed,
    measures: [
      {
        id: 'hull_coating' as const,
        saving: 0.06,
        parameter: null,
        capexEur: 250_000,
        opexEurPerYear: 10_000,
      },
    ],
    assumptions: defaultRefitAssumptions(2026),
    startYear: 2026,
  };
  const result = assessRetrofit(input);
  return {
    id: 'f6f0c7d4-0000-4000-8000-000000000001',
    name: 'Nordlys hull 2026',
    vesselId: vessel.id,
    shipName: vessel.name,
    ratingNow: result.before.ciiPath[0].rating,
    ratingAfter2030: result.after.ciiPath.at(-1)!.rating,
    capexEur: result.capexEur,
    paybackYears: result.paybackYears,
    co2SavingT: Math.round(result.before.co2T - result.after.co2T),
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    input,
    result,
    ...overrides,
  };
}

export const shipyard = (overrides: Partial<Shipyard> = {}): Shipyard => ({
  id: 'a7f0c7d4-0000-4000-8000-000000000001',
  name: 'Elbe Retrofit Yard',
  port: 'DEHAM',
  country: 'DE',
  region: 'north-sea',
  certifications: ['ISO 9001'],
  measures: ['hull_coating', 'propeller_redesign', 'shore_power'],
  contactName: 'Jens Ahlers',
  contactEmail: 'jens@elbe-yard.example',
  contactPhone: null,
  website: null,
  description: null,
  isDemo: true,
  createdAt: '2026-10-01T08:00:00.000Z',
  updatedAt: '2026-10-01T08:00:00.000Z',
  ...overrides,
});

export const quoteRequest = (overrides: Partial<QuoteRequest> = {}): QuoteRequest => ({
  id: 'b8f0c7d4-0000-4000-8000-000000000001',
  assessmentId: 'f6f0c7d4-0000-4000-8000-000000000001',
  assessmentName: 'Nordlys hull 2026',
  shipName: 'MV Nordlys',
  summary: { capexEur: 250_000, paybackYears: 1.4, co2SavingT: 1_234, measures: ['hull_coating'] },
  shipyard: { id: shipyard().id, name: 'Elbe Retrofit Yard', port: 'DEHAM' },
  message: 'Please quote a hull coating.',
  status: 'sent',
  adminNote: null,
  requester: { id: owner.id, name: 'Olaf Jensen', email: owner.email, company: 'Nordfeeder A/S' },
  createdAt: '2026-11-02T08:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
  ...overrides,
});
