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

const DAY_MS = 86_400_000;
/** The shortest period voyages are spread over before they are scaled to a year. */
const MIN_PERIOD_DAYS = 30;
/** Days a year outside operation (dry-dock, off-hire): an estimate. */
const OFF_DAYS = 15;

/**
 * A year estimated from the ship's voyages on the platform: their sea distance and sea time (arrival minus
 * departure, or distance at service speed) over the period they span, scaled to 365 days. Port days keep a
 * feeder's usual share of port to sea time (PROFILE_DEFAULTS): a ship with few voyages on the platform sails
 * elsewhere too, and those days are not berth days. Null without voyages.
 */
export function profileFromVoyages(
  ship: RefitShip,
  voyages: readonly PlatformVoyage[],
): VoyageEstimate | null {
  const sailed = voyages.filter((v) => v.distanceNm > 0);
  if (sailed.length === 0) return null;
  const hoursOf = (v: PlatformVoyage) =>
    v.arrival
      ? (v.arrival.getTime() - v.departure.getTime()) / 3_600_000
      : v.distanceNm / ship.serviceSpeedKnots;
  const start = Math.min(...sailed.map((v) => v.departure.getTime()));
  const end = Math.max(...sailed.map((v) => v.departure.getTime() + hoursOf(v) * 3_600_000));
  const periodDays = Math.max(MIN_PERIOD_DAYS, (end - start) / DAY_MS);
  const distance = sailed.reduce((s, v) => s + v.distanceNm, 0);
  const seaHours = sailed.reduce((s, v) => s + hoursOf(v), 0);
  // More sea time than a year holds (voyages overlapping in time) is capped, the distance with it.
  const scale = (365 / periodDays) * Math.min(1, (365 - OFF_DAYS) / ((seaHours / 24) * (365 / periodDays)));
  const daysAtSea = (seaHours / 24) * scale;
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
      daysInPort: Math.round(
        Math.min(
          365 - OFF_DAYS - daysAtSea,
          (daysAtSea * PROFILE_DEFAULTS.daysInPort) / PROFILE_DEFAULTS.daysAtSea,
        ),
      ),
      speedKnots: Math.round((distance / seaHours) * 10) / 10,
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
