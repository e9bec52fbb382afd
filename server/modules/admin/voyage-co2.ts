import { findPort } from '@shared/domain/ports';
import { defaultAssumptions } from '@shared/domain/voyage/assumptions';
import { classForTeu, classVessel, fleetVessel, type VoyageVessel } from '@shared/domain/voyage/vessel';
import { computeVoyage } from '@shared/domain/voyage/voyage';
import type { FuelType } from '@shared/schemas/vessels';
import { seaDistanceNm } from '../matching/port-proximity';
import type { VoyageGroupRow } from './analytics.repository';

/** The ship a listed voyage is computed with: its linked fleet vessel's own figures, or its size class's defaults. */
export function voyageVessel(row: VoyageGroupRow): VoyageVessel {
  if (!row.vesselId) return classVessel(classForTeu(row.teuCapacity));
  return fleetVessel({
    id: row.vesselId,
    name: row.vesselName ?? '',
    teuCapacity: row.vesselTeu ?? row.teuCapacity,
    grossTonnage: row.grossTonnage,
    serviceSpeedKnots: row.serviceSpeedKnots === null ? null : Number(row.serviceSpeedKnots),
    fuelConsumptionTonnesPerDay: row.fuelTonnesPerDay === null ? null : Number(row.fuelTonnesPerDay),
    mainEnginePowerKw: row.mainEnginePowerKw,
    fuelType: (row.fuelType ?? 'vlsfo') as FuelType,
    scrubberFitted: row.scrubberFitted ?? false,
  });
}

/**
 * One sailing by the SmartFeeder voyage model: sea distance along the lane network (as matching routes it), at the
 * ship's service speed with the fuel it burns, plus one port call at each end. Voyage CO2 does not depend on the
 * cargo or the year (those change cost and ETS only). Null when the router cannot connect the two ports.
 */
export function sailingCo2(input: {
  originPort: string;
  destinationPort: string;
  vessel: VoyageVessel;
  year: number;
}) {
  const origin = findPort(input.originPort);
  const destination = findPort(input.destinationPort);
  const distanceNm = seaDistanceNm(input.originPort, input.destinationPort);
  if (!origin || !destination || !Number.isFinite(distanceNm)) return null;
  const { vessel } = input;
  const voyage = computeVoyage({
    distanceNm,
    originCountry: origin.country,
    destinationCountry: destination.country,
    vessel,
    speedKnots: vessel.serviceSpeedKnots,
    fuelType: vessel.fuelType,
    cargoWeightTonnes: 0,
    year: input.year,
    assumptions: defaultAssumptions({ vesselType: vessel.vesselType, year: input.year }),
  });
  return { distanceNm, co2Tonnes: voyage.co2.totalT };
}
