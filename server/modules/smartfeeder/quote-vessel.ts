import { classVessel, fleetVessel, type VoyageVessel } from '@shared/domain/voyage';
import type { VesselType } from '@shared/domain/voyage/vessel-classes';
import type { Db } from '../../db/client';
import { fleetFigures } from '../vessels/vessels.dto';
import { getOwnVesselRow } from '../vessels/vessels.service';

/** The ship a quote is for: the signed-in user's own fleet vessel (a stranger's id is a 404), or a class default. */
export async function resolveVessel(
  db: Db,
  userId: string,
  choice: { vesselId: string | null; vesselType: VesselType },
): Promise<VoyageVessel> {
  if (!choice.vesselId) return classVessel(choice.vesselType);
  return fleetVessel(fleetFigures(await getOwnVesselRow(db, userId, choice.vesselId)));
}
