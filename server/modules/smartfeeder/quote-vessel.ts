import { classVessel, fleetVessel, type VoyageVessel } from '@shared/domain/voyage';
import type { VesselType } from '@shared/domain/voyage/vessel-classes';
import type { Db } from '../../db/client';
import { getOwnVesselRow } from '../vessels/vessels.service';

const num = (value: string | null) => (value === null ? null : Number(value));

/** The ship a quote is for: the signed-in user's own fleet vessel (a stranger's id is a 404), or a class default. */
export async function resolveVessel(
  db: Db,
  userId: string,
  choice: { vesselId: string | null; vesselType: VesselType },
): Promise<VoyageVessel> {
  if (!choice.vesselId) return classVessel(choice.vesselType);
  const row = await getOwnVesselRow(db, userId, choice.vesselId);
  return fleetVessel({
    id: row.id,
    name: row.name,
    teuCapacity: row.teuCapacity,
    grossTonnage: row.grossTonnage,
    serviceSpeedKnots: num(row.serviceSpeedKnots),
    fuelConsumptionTonnesPerDay: num(row.fuelConsumptionTonnesPerDay),
    mainEnginePowerKw: row.mainEnginePowerKw,
    fuelType: row.fuelType,
    scrubberFitted: row.scrubberFitted,
  });
}
