import { findPort } from '@shared/domain/ports';
import { defaultAssumptions } from '@shared/domain/voyage/assumptions';
import { classForTeu, classVessel, type VoyageVessel } from '@shared/domain/voyage/vessel';
import { computeVoyage } from '@shared/domain/voyage/voyage';
import { seaDistanceNm } from './port-proximity';

/**
 * One sailing by the SmartFeeder voyage model: sea distance along the lane network (as matching routes it), at the
 * ship's service speed with the fuel it burns, plus one port call at each end, `cargoTeu` aboard at the year's
 * tonnes per TEU. Null when the router cannot connect the two ports.
 */
export function sailing(input: {
  originPort: string;
  destinationPort: string;
  vessel: VoyageVessel;
  year: number;
  cargoTeu?: number;
}) {
  const origin = findPort(input.originPort);
  const destination = findPort(input.destinationPort);
  const distanceNm = seaDistanceNm(input.originPort, input.destinationPort, input.vessel.dimensions);
  if (!origin || !destination || !Number.isFinite(distanceNm)) return null;
  const { vessel, year } = input;
  const assumptions = defaultAssumptions({ vesselType: vessel.vesselType, year });
  const voyage = computeVoyage({
    distanceNm,
    originCountry: origin.country,
    destinationCountry: destination.country,
    vessel,
    speedKnots: vessel.serviceSpeedKnots,
    fuelType: vessel.fuelType,
    cargoWeightTonnes: (input.cargoTeu ?? 0) * assumptions.tonnesPerTeu,
    year,
    assumptions,
  });
  return { distanceNm, voyage };
}

/**
 * t CO2 avoided when a cargo rides on capacity that sails anyway instead of needing a sailing of its own
 * (docs/adr/004-cargo-matching.md): the SmartFeeder voyage model for the smallest class that carries the cargo,
 * at its service speed, on the voyage's route; the cargo's share of that sailing at the class's usual load
 * (its TEU over max(TEU, capacity × load factor)). The sailing ship's extra fuel for the added weight is not in
 * the voyage model, so this is the gross figure.
 */
export function co2AvoidedTonnes(input: {
  originPort: string;
  destinationPort: string;
  teu: number;
  year: number;
}) {
  if (input.teu <= 0) return 0;
  const own = sailing({ ...input, vessel: classVessel(classForTeu(input.teu)), cargoTeu: input.teu });
  return own ? (own.voyage.co2.totalT * input.teu) / own.voyage.cargo.teuBasis : 0;
}
