import { scorePair } from '@shared/domain/matching/score';
import type { CargoRequest, Match, MatchingStats, VesselAvailability } from '@shared/schemas/matching';
import { owner, shipper } from './marketplace';

/**
 * Cargo matching fixtures. Scores come from the shared scoring rules (shared/domain/matching/score.ts), so the
 * breakdowns in component tests add up exactly as the server's would.
 */

const DAY = 86_400_000;
/** Far enough ahead that no fixture date is ever in the past. */
const BASE = Date.parse('2031-03-02T08:00:00.000Z');
export const at = (days: number) => new Date(BASE + days * DAY).toISOString();

export const availability = (overrides: Partial<VesselAvailability> = {}): VesselAvailability => ({
  id: 'd4f0c7d4-0000-4000-8000-000000000001',
  ownerId: owner.id,
  vesselId: null,
  shipOfferingId: null,
  vesselName: 'MV Nordlys',
  originPort: 'DEHAM',
  destinationPort: 'NLRTM',
  departureDate: at(0),
  arrivalDate: at(1.5),
  availableTEU: 200,
  teuCapacity: 800,
  pricePerTEU: 150.5,
  priceCurrency: 'USD',
  cargoTypes: ['general', 'reefer'],
  specialEquipment: ['ship_cranes'],
  status: 'available',
  contactName: 'Olaf Jensen',
  contactEmail: 'olaf@nordfeeder.example',
  proposedMatches: 1,
  acceptedMatches: 0,
  createdAt: at(-10),
  updatedAt: at(-10),
  ...overrides,
});

export const cargoRequest = (overrides: Partial<CargoRequest> = {}): CargoRequest => ({
  id: 'e5f0c7d4-0000-4000-8000-000000000001',
  userId: shipper.id,
  originPort: 'DEHAM',
  destinationPort: 'NLRTM',
  alternativeOrigins: [],
  alternativeDestinations: ['NLAMS'],
  requestedTEU: 40,
  boxMix: [],
  commodity: null,
  cargoType: 'general',
  requiredEquipment: [],
  preferredDepartureDate: at(-1),
  latestArrivalDate: at(3),
  maxPricePerTEU: 200,
  maxPriceCurrency: 'USD',
  specialRequirements: null,
  urgencyLevel: 'normal',
  status: 'pending',
  contactName: 'Carla Moreno',
  contactEmail: 'carla@cargo.example',
  proposedMatches: 1,
  createdAt: at(-5),
  updatedAt: at(-5),
  ...overrides,
});

/** Sea distances the fixtures use, in nautical miles (only pairs a fixture needs). */
const seaNm: Record<string, number> = { 'NLRTM-NLAMS': 62.4, 'DEHAM-DEBRV': 63.9 };
const distance = (a: string, b: string) => seaNm[`${a}-${b}`] ?? seaNm[`${b}-${a}`] ?? 1000;

/** A match between a capacity and a request, scored by the shared rules; null if the pair does not fit. */
export function scoredMatch(a: VesselAvailability, r: CargoRequest, overrides: Partial<Match> = {}): Match {
  const scored = scorePair(
    {
      ownerId: a.ownerId,
      originPort: a.originPort,
      destinationPort: a.destinationPort,
      departureDate: new Date(a.departureDate),
      arrivalDate: new Date(a.arrivalDate),
      availableTEU: a.availableTEU,
      priceCents: Math.round(a.pricePerTEU * 100),
      cargoTypes: a.cargoTypes,
      specialEquipment: a.specialEquipment,
    },
    {
      userId: r.userId,
      originPort: r.originPort,
      destinationPort: r.destinationPort,
      alternativeOrigins: r.alternativeOrigins,
      alternativeDestinations: r.alternativeDestinations,
      requestedTEU: r.requestedTEU,
      cargoType: r.cargoType,
      requiredEquipment: r.requiredEquipment,
      earliest: new Date(r.preferredDepartureDate),
      latest: new Date(r.latestArrivalDate),
      maxPriceCents: r.maxPricePerTEU === null ? null : Math.round(r.maxPricePerTEU * 100),
    },
    distance,
  );
  if (!scored) throw new Error('the fixture pair does not fit');
  return {
    id: 'f6f0c7d4-0000-4000-8000-000000000001',
    matchScore: scored.matchScore,
    breakdown: scored.breakdown,
    status: 'proposed',
    expiredReason: null,
    pricePerTEU: a.pricePerTEU,
    currency: a.priceCurrency,
    party: 'shipper',
    vesselDetails: {
      availabilityId: a.id,
      shipOfferingId: a.shipOfferingId,
      vesselName: a.vesselName,
      originPort: a.originPort,
      destinationPort: a.destinationPort,
      departureDate: a.departureDate,
      availableDate: a.arrivalDate,
      teuCapacity: a.availableTEU,
      contactName: a.contactName,
      contactEmail: a.contactEmail,
    },
    requestDetails: {
      requestId: r.id,
      requiredTEU: r.requestedTEU,
      originPort: r.originPort,
      destinationPort: r.destinationPort,
      earliestDate: r.preferredDepartureDate,
      latestDate: r.latestArrivalDate,
      cargoType: r.cargoType,
      boxMix: r.boxMix,
      commodity: r.commodity,
      contactName: r.contactName,
      contactEmail: r.contactEmail,
    },
    feedback: null,
    rejectionReason: null,
    co2: null,
    co2SavedT: null,
    decidedAt: null,
    createdAt: at(-1),
    hold: null,
    counter: null,
    reference: null,
    ...overrides,
  };
}

export const stats = (overrides: Partial<MatchingStats> = {}): MatchingStats => ({
  totalMatches: 12,
  successfulMatches: 5,
  averageMatchScore: 0.8456,
  processingTime: 14,
  vesselsActive: 7,
  requestsPending: 9,
  co2Savings: 31.25,
  totalTEUMatched: 420,
  activeCapacities: 7,
  pendingRequests: 9,
  proposedMatches: 4,
  acceptedMatches: 5,
  ...overrides,
});
