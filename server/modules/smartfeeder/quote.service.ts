import { findPort } from '@shared/domain/ports';
import { suggestVesselType } from '@shared/domain/voyage/cargo';
import { ETS_MIN_GROSS_TONNAGE } from '@shared/domain/voyage/ets';
import { kielCanalPassage } from '@shared/domain/voyage/kiel-canal';
import { computeVoyage } from '@shared/domain/voyage/voyage';
import type { ExchangeRate } from '@shared/schemas/money';
import type { ParsedQuoteInput, QuoteNote, SmartFeederQuote } from '@shared/schemas/smartfeeder';
import type { Db } from '../../db/client';
import { resolveAssumptions } from './quote-assumptions';
import { compareVoyages } from './quote-comparison';
import { resolveVessel } from './quote-vessel';
import { seaRouter } from './routing/sea-network';

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Computes a quote from validated inputs; `now` dates the voyage when no departure is given, `rate` is the EUR/USD
 * rate in use (getCurrentRate, or keptCurrentRate for the quote route).
 */
export async function computeQuote(
  db: Db,
  userId: string,
  input: ParsedQuoteInput,
  now: Date,
  rate: ExchangeRate | null,
): Promise<SmartFeederQuote> {
  const origin = findPort(input.originPort)!;
  const destination = findPort(input.destinationPort)!;
  const suggested = suggestVesselType(input.cargoWeight, input.assumptions.tonnesPerTeu ?? 10);
  // A class suggestion is about which ship to take: none when the user calculates for their own (issue 25).
  const vessel = await resolveVessel(db, userId, {
    vesselId: input.vesselId,
    vesselType: input.vesselType ?? suggested,
  });
  const departure = input.departureTime ? new Date(input.departureTime) : null;
  const year = (departure ?? now).getUTCFullYear();
  const { values: assumptions, list } = resolveAssumptions({
    vesselType: vessel.vesselType,
    year,
    overrides: input.assumptions,
    rate,
  });

  const router = seaRouter();
  // The ship's draught, length and beam decide the Sound and the Kiel Canal (class defaults for a class vessel).
  const ship = vessel.dimensions;
  const route = router.route(origin.code, destination.code, { avoidKielCanal: input.avoidKielCanal, ship });
  const viaKiel = route.passages.includes('kiel-canal');
  const fuelType = input.fuelType ?? vessel.fuelType;
  const speedKnots = input.speedKnots ?? vessel.serviceSpeedKnots;
  const base = {
    distanceNm: route.distanceNm,
    originCountry: origin.country,
    destinationCountry: destination.country,
    fuelType,
    cargoWeightTonnes: input.cargoWeight,
    year,
    assumptions,
  };
  // The canal's dues by the ship's gross tonnage, its leg at the speed limit, pilotage as the user sets it.
  const kielTransit = viaKiel ? (departure ?? now) : null;
  const canal = kielTransit
    ? kielCanalPassage({ grossTonnage: vessel.grossTonnage, speedKnots, transit: kielTransit, assumptions })
    : null;
  const voyage = computeVoyage({ ...base, vessel, speedKnots, canal: canal ?? undefined });

  const notes: QuoteNote[] = [];
  if (origin.code === destination.code) notes.push('samePort');
  if (voyage.cargo.teu > 1000) notes.push('cargoExceedsLargestClass');
  else if (voyage.cargo.teu > vessel.teuCapacity) notes.push('cargoExceedsVessel');
  if (vessel.grossTonnage < ETS_MIN_GROSS_TONNAGE) notes.push('noEtsSmallShip');

  return {
    originPort: origin.code,
    destinationPort: destination.code,
    routeDistance: round(route.distanceNm, 1),
    estimatedDuration: round(voyage.seaHours, 1),
    fuelEstimation: round(voyage.fuel.totalT, 2),
    co2Estimation: round(voyage.co2.totalT, 2),
    suggestedVesselType: input.vesselId ? null : suggested,
    estimatedCost: voyage.cost.totalUsd,
    costPerTeu: voyage.cost.perTeuUsd,
    co2PerTeuKm: voyage.co2.gramsPerTeuKm === null ? null : round(voyage.co2.gramsPerTeuKm, 1),
    speedKnots,
    departureTime: departure?.toISOString() ?? null,
    eta: departure ? new Date(departure.getTime() + voyage.seaHours * 3_600_000).toISOString() : null,
    year,
    vessel,
    route: {
      coordinates: route.coordinates.map(([lon, lat]) => [lon, lat]),
      passages: route.passages,
      closedPassages: route.closedPassages,
      avoidKielCanal: input.avoidKielCanal,
      kielCanal: canal && {
        distanceNm: canal.distanceNm,
        speedKnots: canal.speedKnots,
        hours: round(canal.distanceNm / canal.speedKnots, 2),
        duesEur: canal.duesEur,
        pilotageEur: canal.pilotageEur,
      },
      distanceAvoidingKielNm: viaKiel
        ? round(router.route(origin.code, destination.code, { avoidKielCanal: true, ship }).distanceNm, 1)
        : null,
    },
    time: { seaHours: round(voyage.seaHours, 2), portHours: voyage.portHours },
    fuel: {
      ...voyage.fuel,
      mainEngineT: round(voyage.fuel.mainEngineT, 2),
      auxiliaryT: round(voyage.fuel.auxiliaryT, 2),
      inPortT: round(voyage.fuel.inPortT, 2),
      totalT: round(voyage.fuel.totalT, 2),
    },
    co2: {
      ...voyage.co2,
      totalT: round(voyage.co2.totalT, 2),
      gramsPerTeuKm: voyage.co2.gramsPerTeuKm === null ? null : round(voyage.co2.gramsPerTeuKm, 1),
    },
    cargo: voyage.cargo,
    ets: { ...voyage.ets, coveredCo2T: round(voyage.ets.coveredCo2T, 2) },
    cost: voyage.cost,
    assumptions: list,
    comparison: [...compareVoyages(base, vessel, kielTransit)],
    notes,
  };
}
