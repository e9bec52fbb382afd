import { classForTeu, classVessel, fleetVessel, type VoyageVessel } from '@shared/domain/voyage/vessel';
import type { FuelType } from '@shared/schemas/vessels';
import { sailing } from '../matching/co2-savings';
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
 * One sailing at the ship's service speed (matching's sailing model), empty: voyage CO2 does not depend on the
 * cargo or the year (those change cost and ETS only). Null when the router cannot connect the two ports.
 */
export function sailingCo2(input: {
  originPort: string;
  destinationPort: string;
  vessel: VoyageVessel;
  year: number;
}) {
  const s = sailing(input);
  return s && { distanceNm: s.distanceNm, co2Tonnes: s.voyage.co2.totalT };
}
