import { findPort } from '@shared/domain/ports';
import { defaultAssumptions } from '@shared/domain/voyage/assumptions';
import { classForTeu, classVessel } from '@shared/domain/voyage/vessel';
import { computeVoyage } from '@shared/domain/voyage/voyage';
import { seaDistanceNm } from './port-proximity';

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
  const origin = findPort(input.originPort);
  const destination = findPort(input.destinationPort);
  const distanceNm = seaDistanceNm(input.originPort, input.destinationPort);
  if (!origin || !destination || !Number.isFinite(distanceNm) || input.teu <= 0) return 0;
  const vessel = classVessel(classForTeu(input.teu));
  const assumptions = defaultAssumptions({ vesselType: vessel.vesselType, year: input.year });
  const voyage = computeVoyage({
    distanceNm,
    originCountry: origin.country,
    destinationCountry: destination.country,
    vessel,
    speedKnots: vessel.serviceSpeedKnots,
    fuelType: vessel.fuelType,
    cargoWeightTonnes: input.teu * assumptions.tonnesPerTeu,
    year: input.year,
    assumptions,
  });
  return (voyage.co2.totalT * input.teu) / voyage.cargo.teuBasis;
}
