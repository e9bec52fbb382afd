import type { Vessel } from '@shared/schemas/vessels';
import type { VesselRow } from '../../db/schema';

const decimal = (s: string | null) => (s === null ? null : Number(s));

export function toVesselDto(row: VesselRow): Vessel {
  return {
    id: row.id,
    ownerId: row.ownerId,
    name: row.name,
    imoNumber: row.imoNumber,
    teuCapacity: row.teuCapacity,
    deadweightTonnes: row.deadweightTonnes,
    grossTonnage: row.grossTonnage,
    yearBuilt: row.yearBuilt,
    mainEnginePowerKw: row.mainEnginePowerKw,
    serviceSpeedKnots: decimal(row.serviceSpeedKnots),
    fuelConsumptionTonnesPerDay: decimal(row.fuelConsumptionTonnesPerDay),
    fuelType: row.fuelType,
    scrubberFitted: row.scrubberFitted,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
