import type { FuelType } from '../../schemas/vessels';
import { voyageScope } from '../voyage/ets';
import { fuelPerDayAtSpeed } from '../voyage/fuel';
import { classForTeu, type FleetVesselFigures } from '../voyage/vessel';
import { estimateGrossTonnage, VESSEL_CLASSES } from '../voyage/vessel-classes';

/** The ship an assessment is about: a fleet vessel's figures or ones entered by hand, all editable. */
export type RefitShip = {
  name: string;
  teuCapacity: number;
  deadweightTonnes: number;
  grossTonnage: number;
  yearBuilt: number | null;
  mainEnginePowerKw: number | null;
  serviceSpeedKnots: number;
  /** Main-engine fuel at service speed, t/day. */
  fuelTonnesPerDay: number;
  fuelType: FuelType;
  scrubberFitted: boolean;
};

export type ProfileSource = 'voyages' | 'service_speed' | 'manual';

/** A year of operation. `annualFuel`, when given, replaces the modelled consumption (fuel by type as logged). */
export type OperatingProfile = {
  source: ProfileSource;
  distanceNm: number;
  daysAtSea: number;
  daysInPort: number;
  /** Average speed at sea, knots. */
  speedKnots: number;
  auxFuelAtSeaTPerDay: number;
  fuelInPortTPerDay: number;
  annualFuel: { fuelType: FuelType; tonnes: number }[];
};

/** DOMAIN.md: roughly 12–14 t DWT per TEU for these sizes (midpoint, an estimate). */
export const estimateDeadweight = (teu: number) => Math.round(teu * 13);

export type ShipFromVessel = { ship: RefitShip; estimated: (keyof RefitShip)[] };

/**
 * A fleet vessel as an assessment's ship: missing figures come from DOMAIN.md's estimates or the vessel's
 * size class (consumption from the engine's power when given, as the voyage model does), and are named so the
 * screen can say which figures are estimates.
 */
export function shipFromVessel(
  v: FleetVesselFigures & { deadweightTonnes: number | null; yearBuilt: number | null },
) {
  const c = VESSEL_CLASSES[classForTeu(v.teuCapacity)];
  const estimated: (keyof RefitShip)[] = [];
  const pick = <K extends keyof RefitShip>(key: K, value: RefitShip[K] | null, fallback: RefitShip[K]) => {
    if (value !== null && value !== undefined) return value;
    estimated.push(key);
    return fallback;
  };
  const fromPower = v.mainEnginePowerKw ? (v.mainEnginePowerKw * 0.85 * 24 * 190) / 1e6 : null;
  const ship: RefitShip = {
    name: v.name,
    teuCapacity: v.teuCapacity,
    deadweightTonnes: pick('deadweightTonnes', v.deadweightTonnes, estimateDeadweight(v.teuCapacity)),
    grossTonnage: pick('grossTonnage', v.grossTonnage, estimateGrossTonnage(v.teuCapacity)),
    yearBuilt: v.yearBuilt,
    mainEnginePowerKw: v.mainEnginePowerKw,
    serviceSpeedKnots: pick('serviceSpeedKnots', v.serviceSpeedKnots, c.serviceSpeedKnots),
    fuelTonnesPerDay: pick(
      'fuelTonnesPerDay',
      v.fuelConsumptionTonnesPerDay,
      Math.round((fromPower ?? c.fuelTonnesPerDay) * 10) / 10,
    ),
    fuelType: v.fuelType,
    scrubberFitted: v.scrubberFitted,
  };
  return { ship, estimated } satisfies ShipFromVessel;
}

/** Defaults for a short-sea feeder's year (estimates): sea and port days, auxiliary and berth fuel (DOMAIN.md). */
export const PROFILE_DEFAULTS = {
  daysAtSea: 220,
  daysInPort: 130,
  auxFuelAtSeaTPerDay: 1.5,
  fuelInPortTPerDay: 2.4,
};

/** A year at service speed: the sea days at the ship's own speed give the distance. */
export function profileFromServiceSpeed(ship: RefitShip): OperatingProfile {
  const { daysAtSea, daysInPort } = PROFILE_DEFAULTS;
  return {
    ...PROFILE_DEFAULTS,
    source: 'service_speed',
    distanceNm: Math.round(daysAtSea * 24 * ship.serviceSpeedKnots),
    daysAtSea,
    daysInPort,
    speedKnots: ship.serviceSpeedKnots,
    annualFuel: [],
  };
}

export type PlatformVoyage = {
  distanceNm: number;
  originCountry: string;
  destinationCountry: string;
  departure: Date;
  arrival: Date | null;
};

export type VoyageEstimate = {
  profile: OperatingProfile;
  voyages: number;
  periodDays: number;
  /** Share of the distance in the EU ETS scope (100% intra-EU, 50% into or out of the EU). */
  etsScopeShare: number;
};

/**
 * Why the default year is the service-speed one and not the voyages' year: no voyages on the platform, or too
 * few days at sea on them to stand for the ship's trade (MIN_VOYAGE_SEA_DAYS).
 */
export const voyageProfileReasons = ['no_voyages', 'too_few_voyage_days'] as const;
export type VoyageProfileReason = (typeof voyageProfileReasons)[number];

/** How much of a year the ship's platform voyages cover, and whether that is enough to use them. */
export type VoyageCoverage = {
  voyages: number;
  /** Days at sea the voyages add up to (departure to arrival, or distance at service speed). */
  seaDays: number;
  requiredSeaDays: number;
  /** Null when the voyages are representative and their year is the default. */
  reason: VoyageProfileReason | null;
};

const DAY_MS = 86_400_000;
/**
 * The rule (issue 25): voyages stand for the ship's year only when they add up to at least 60 days at sea,
 * about a quarter of a feeder's ~220 sea days. One or two voyages scaled to a year gave 19 days at sea and a
 * rating A for ships that are rated D on their real year; below the threshold the service-speed year is used.
 */
export const MIN_VOYAGE_SEA_DAYS = 60;
/** Days a year outside operation (dry-dock, off-hire): an estimate. */
const OFF_DAYS = 15;

const sailedVoyages = (voyages: readonly PlatformVoyage[]) => voyages.filter((v) => v.distanceNm > 0);
const voyageHours = (ship: RefitShip, v: PlatformVoyage) =>
  v.arrival && v.arrival.getTime() > v.departure.getTime()
    ? (v.arrival.getTime() - v.departure.getTime()) / 3_600_000
    : v.distanceNm / ship.serviceSpeedKnots;

export function voyageCoverage(ship: RefitShip, voyages: readonly PlatformVoyage[]): VoyageCoverage {
  const sailed = sailedVoyages(voyages);
  const seaDays = sailed.reduce((s, v) => s + voyageHours(ship, v), 0) / 24;
  return {
    voyages: sailed.length,
    seaDays: Math.round(seaDays * 10) / 10,
    requiredSeaDays: MIN_VOYAGE_SEA_DAYS,
    reason: sailed.length === 0 ? 'no_voyages' : seaDays < MIN_VOYAGE_SEA_DAYS ? 'too_few_voyage_days' : null,
  };
}

/**
 * A year estimated from the ship's voyages on the platform, when they cover enough of one (voyageCoverage).
 * The period from the first departure to the last arrival stands for the ship's operating time: the voyages'
 * hours are its sea days, the rest its port days, both scaled to the operating year (365 days less dry-dock and
 * off-hire). The distance scales with the same factor, so distance = average speed × 24 × days at sea.
 * Null when the voyages are not representative: the caller falls back to the service-speed year.
 */
export function profileFromVoyages(
  ship: RefitShip,
  voyages: readonly PlatformVoyage[],
): VoyageEstimate | null {
  if (voyageCoverage(ship, voyages).reason) return null;
  const sailed = sailedVoyages(voyages);
  const start = Math.min(...sailed.map((v) => v.departure.getTime()));
  const end = Math.max(...sailed.map((v) => v.departure.getTime() + voyageHours(ship, v) * 3_600_000));
  const periodDays = (end - start) / DAY_MS;
  const distance = sailed.reduce((s, v) => s + v.distanceNm, 0);
  const seaHours = sailed.reduce((s, v) => s + voyageHours(ship, v), 0);
  const operatingDays = 365 - OFF_DAYS;
  // Voyages overlapping in time can add up to more sea time than their period: then the ship is at sea all year.
  const seaShare = Math.min(1, seaHours / 24 / periodDays);
  const daysAtSea = operatingDays * seaShare;
  const scale = daysAtSea / (seaHours / 24);
  const speedKnots = distance / seaHours;
  const scope = sailed.reduce(
    (s, v) => s + v.distanceNm * voyageScope(v.originCountry, v.destinationCountry),
    0,
  );
  return {
    profile: {
      ...PROFILE_DEFAULTS,
      source: 'voyages',
      distanceNm: Math.round(distance * scale),
      daysAtSea: Math.round(daysAtSea),
      daysInPort: Math.round(operatingDays - daysAtSea),
      speedKnots: Math.round(speedKnots * 10) / 10,
      annualFuel: [],
    },
    voyages: sailed.length,
    periodDays: Math.round(periodDays),
    etsScopeShare: Math.round((scope / distance) * 100) / 100,
  };
}

/** The year's fuel as the model sees it: main engine at the average speed, auxiliaries at sea, berth fuel. */
export function modelledFuel(ship: RefitShip, p: OperatingProfile, speedExponent: number) {
  const mePerDay = fuelPerDayAtSpeed({
    serviceFuelPerDay: ship.fuelTonnesPerDay,
    serviceSpeed: ship.serviceSpeedKnots,
    speed: p.speedKnots,
    exponent: speedExponent,
  });
  const mainEngineT = mePerDay * p.daysAtSea;
  const auxAtSeaT = p.auxFuelAtSeaTPerDay * p.daysAtSea;
  const berthT = p.fuelInPortTPerDay * p.daysInPort;
  return { mainEngineT, auxAtSeaT, berthT, totalT: mainEngineT + auxAtSeaT + berthT };
}
