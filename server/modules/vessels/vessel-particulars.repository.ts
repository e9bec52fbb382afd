import type { VesselParticulars } from '@shared/schemas/vessels';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vessels } from '../../db/schema';
import { toParticulars } from './vessels.dto';

/**
 * The particulars of the fleet vessels that offerings name, by vessel id: one read by primary key after a page is
 * found, so the page's own query (and its plan) stays as it is.
 */
export async function particularsByVessel(
  db: Db,
  ids: readonly (string | null)[],
): Promise<Map<string, VesselParticulars>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: vessels.id,
      lengthOverallM: vessels.lengthOverallM,
      beamM: vessels.beamM,
      maxDraughtM: vessels.maxDraughtM,
      reeferPlugs: vessels.reeferPlugs,
      craneCount: vessels.craneCount,
      craneSwlTonnes: vessels.craneSwlTonnes,
      iceClass: vessels.iceClass,
      dgClasses: vessels.dgClasses,
    })
    .from(vessels)
    .where(inArray(vessels.id, wanted));
  return new Map(rows.map((r) => [r.id, toParticulars(r)]));
}
