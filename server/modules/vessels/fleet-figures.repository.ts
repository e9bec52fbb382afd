import type { FleetVesselFigures } from '@shared/domain/voyage';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vessels } from '../../db/schema';
import { fleetFigures } from './vessels.dto';

/** Fleet vessels' own figures by vessel id, for the voyages that name them (matching/slot-footprint.ts footprintOf). */
export type FleetById = ReadonlyMap<string, FleetVesselFigures>;

/** The figures of the fleet vessels these voyages name: one read by primary key after a page is found. */
export async function fleetByVessel(db: Db, ids: readonly (string | null | undefined)[]): Promise<FleetById> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(vessels).where(inArray(vessels.id, wanted));
  return new Map(rows.map((r) => [r.id, fleetFigures(r)]));
}

/** The figures of the one fleet vessel a voyage names, or null (it names none, or the vessel is gone). */
export async function fleetOfVessel(
  db: Db,
  id: string | null | undefined,
): Promise<FleetVesselFigures | null> {
  if (!id) return null;
  return (await fleetByVessel(db, [id])).get(id) ?? null;
}
