import type { CargoType, EquipmentType, PortFit, ScoreBreakdown } from '../../schemas/matching';
import { type ShipParticulars, shipRefusal } from './ship-fit';

/**
 * The matching score (docs/adr/004-cargo-matching.md). Published weights (SPEC.md §9): port 40 %, time window 30 %;
 * the remaining 30 % is split evenly between capacity fit and price fit. Proposed automatically at 70 % or more.
 */
export const MATCH_WEIGHTS = { port: 0.4, time: 0.3, capacity: 0.15, price: 0.15 } as const;
export const MATCH_THRESHOLD = 0.7;
/**
 * The most proposals one request or one availability holds: its best N by score (issue 22, docs/adr/004). A
 * broker acts on the first few; more only floods the other side. The server's MATCH_PROPOSAL_LIMIT overrides it.
 */
export const MATCH_PROPOSAL_LIMIT = 20;

/** A port within 150 km (81 nm) by sea of the requested one is "nearby" (DOMAIN.md: R ≈ 100–150 km). */
export const NEARBY_RADIUS_NM = 81;
/** An alternative the shipper listed scores from 1 (same place) down to 0.5 at this sea distance or more. */
export const ALTERNATIVE_RADIUS_NM = 300;
/** Hours of mismatch (ship leaves before the cargo is ready, or arrives after the latest date) that score 0. */
export const TIME_TOLERANCE_HOURS = 96;
/** Price fit falls from 1 at the budget to 0 at 20 % over it (DOMAIN.md). */
export const PRICE_TOLERANCE = 0.2;

const HOUR = 3_600_000;
const round3 = (n: number) => Math.round(n * 1000) / 1000;
const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/** Sea distance in nautical miles between two catalogue ports (the SmartFeeder router on the server). */
export type SeaDistance = (from: string, to: string) => number;

/**
 * How well the offered port serves the requested one: 1 for the same port; for an alternative the shipper listed,
 * 1 − 0.5 × d / 300 nm (never below 0.5: the shipper said it will do); for a port nearby the requested one,
 * 1 − d / 81 nm. d is the sea distance from the requested main port. Null when the port does not serve at all.
 */
export function portFit(input: {
  requested: string;
  alternatives: readonly string[];
  offered: string;
  distance: SeaDistance;
}): PortFit | null {
  const { requested, offered } = input;
  if (offered === requested) return { requested, offered, kind: 'same', distanceNm: 0, score: 1 };
  const d = input.distance(requested, offered);
  const distanceNm = Math.round(d * 10) / 10;
  const nearby = d < NEARBY_RADIUS_NM ? 1 - d / NEARBY_RADIUS_NM : null;
  const alternative = input.alternatives.includes(offered)
    ? 1 - 0.5 * Math.min(1, d / ALTERNATIVE_RADIUS_NM)
    : null;
  if (alternative === null && nearby === null) return null;
  if (alternative !== null && (nearby === null || alternative >= nearby))
    return { requested, offered, kind: 'alternative', distanceNm, score: round3(alternative) };
  return { requested, offered, kind: 'nearby', distanceNm, score: round3(nearby!) };
}

export type Window = { earliest: Date; latest: Date; departure: Date; arrival: Date };

/** The windows can overlap: the ship leaves no later than the latest arrival and arrives no earlier than the earliest departure. */
export const windowsOverlap = (w: Window) =>
  w.departure.getTime() <= w.latest.getTime() && w.arrival.getTime() >= w.earliest.getTime();

/**
 * 1 when the voyage departs after the cargo is ready and arrives by the latest date; each hour the ship leaves
 * early or arrives late costs 1/96 (0 at four days).
 */
export function timeFit(w: Window) {
  const earlyHours = Math.max(0, (w.earliest.getTime() - w.departure.getTime()) / HOUR);
  const lateHours = Math.max(0, (w.arrival.getTime() - w.latest.getTime()) / HOUR);
  return {
    score: round3(clamp01(1 - (earlyHours + lateHours) / TIME_TOLERANCE_HOURS)),
    earlyHours: Math.round(earlyHours * 10) / 10,
    lateHours: Math.round(lateHours * 10) / 10,
  };
}

/**
 * Best fit (as in bin packing): 0.5 + 0.5 × requested / available. A cargo that fills the free space scores 1, a
 * small one in a large pool 0.5, so large pools stay for large cargoes. Never called with requested > available
 * (a hard filter).
 */
export const capacityFit = (availableTEU: number, requestedTEU: number) =>
  round3(clamp01(0.5 + (0.5 * requestedTEU) / availableTEU));

/** 1 at or under the budget (or without one), falling linearly to 0 at 20 % over it. Works in cents. */
export function priceFit(priceCents: number, maxCents: number | null) {
  if (maxCents === null || priceCents <= maxCents) return 1;
  if (maxCents === 0) return 0;
  return round3(clamp01(1 - (priceCents / maxCents - 1) / PRICE_TOLERANCE));
}

export type MatchableCapacity = {
  ownerId: string | null;
  originPort: string;
  destinationPort: string;
  departureDate: Date;
  arrivalDate: Date;
  availableTEU: number;
  priceCents: number;
  cargoTypes: readonly CargoType[];
  specialEquipment: readonly EquipmentType[];
  /** The fleet vessel's particulars; null or absent for a capacity made without one (it passes). */
  ship?: ShipParticulars | null;
};

export type MatchableRequest = {
  userId: string | null;
  originPort: string;
  destinationPort: string;
  alternativeOrigins: readonly string[];
  alternativeDestinations: readonly string[];
  requestedTEU: number;
  cargoType: CargoType;
  requiredEquipment: readonly EquipmentType[];
  earliest: Date;
  latest: Date;
  maxPriceCents: number | null;
  /** From the box mix (shared/schemas/box-mix.ts): reefer boxes, each needing a plug, and the IMDG classes. */
  reeferBoxes?: number;
  dgClasses?: readonly string[];
};

/**
 * Hard filters, then the score. Null when the pair fails a filter: not enough TEU, a cargo type or equipment the
 * ship lacks, one's own capacity, windows that cannot overlap, a port that serves neither the requested port,
 * a listed alternative nor a nearby one, or the ship's particulars (ship-fit.ts: reefer plugs, DG classes, ice
 * class in a northern-Baltic winter). (Both parties being approved is the caller's filter: it needs accounts.)
 */
export function scorePair(
  c: MatchableCapacity,
  r: MatchableRequest,
  distance: SeaDistance,
): { matchScore: number; breakdown: ScoreBreakdown } | null {
  if (c.availableTEU < r.requestedTEU) return null;
  if (!c.cargoTypes.includes(r.cargoType)) return null;
  if (!r.requiredEquipment.every((e) => c.specialEquipment.includes(e))) return null;
  if (c.ownerId !== null && c.ownerId === r.userId) return null;
  const window = {
    earliest: r.earliest,
    latest: r.latest,
    departure: c.departureDate,
    arrival: c.arrivalDate,
  };
  if (!windowsOverlap(window)) return null;
  const cargo = { reeferBoxes: r.reeferBoxes ?? 0, dgClasses: r.dgClasses ?? [] };
  const voyage = { ...c, departure: c.departureDate, arrival: c.arrivalDate };
  if (shipRefusal(c.ship ?? null, cargo, voyage)) return null;
  const origin = portFit({
    requested: r.originPort,
    alternatives: r.alternativeOrigins,
    offered: c.originPort,
    distance,
  });
  if (!origin) return null;
  const destination = portFit({
    requested: r.destinationPort,
    alternatives: r.alternativeDestinations,
    offered: c.destinationPort,
    distance,
  });
  if (!destination) return null;

  const time = timeFit(window);
  const portScore = round3((origin.score + destination.score) / 2);
  const capacityScore = capacityFit(c.availableTEU, r.requestedTEU);
  const priceScore = priceFit(c.priceCents, r.maxPriceCents);
  const part = (weight: number, score: number) => ({ score, weight, points: round3(weight * score) });
  const breakdown: ScoreBreakdown = {
    port: { ...part(MATCH_WEIGHTS.port, portScore), origin, destination },
    time: { ...part(MATCH_WEIGHTS.time, time.score), earlyHours: time.earlyHours, lateHours: time.lateHours },
    capacity: {
      ...part(MATCH_WEIGHTS.capacity, capacityScore),
      availableTEU: c.availableTEU,
      requestedTEU: r.requestedTEU,
    },
    price: {
      ...part(MATCH_WEIGHTS.price, priceScore),
      pricePerTEU: c.priceCents / 100,
      maxPricePerTEU: r.maxPriceCents === null ? null : r.maxPriceCents / 100,
    },
  };
  const matchScore = round3(
    breakdown.port.points + breakdown.time.points + breakdown.capacity.points + breakdown.price.points,
  );
  return { matchScore, breakdown };
}

/** Proposed automatically at 0.70 or more (SPEC.md §9). */
export const isProposable = (matchScore: number) => matchScore >= MATCH_THRESHOLD;
