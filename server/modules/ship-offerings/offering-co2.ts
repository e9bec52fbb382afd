import type { FleetVesselFigures } from '@shared/domain/voyage';
import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ShipOfferingRow, shipOfferings, vessels } from '../../db/schema';
import { footprintOf } from '../matching/slot-footprint';
import { fleetFigures } from '../vessels/vessels.dto';
import { offeringsChanged } from './list-cache';

type Voyage = Pick<ShipOfferingRow, 'originPort' | 'destinationPort' | 'teuCapacity' | 'departureDate'>;

/**
 * The stored CO2 per TEU of an offering (numeric text, one decimal): the same figure its card shows, from the same
 * function (footprintOf) with the same ship — the fleet vessel's own figures when the offering names one, class
 * defaults otherwise (issue 25 §1) — so that the list sorted by CO2 reads in the order of the figures on the cards.
 */
export function storedCo2Of(v: Voyage, fleet: FleetVesselFigures | null): string | null {
  // CO2 does not depend on the price: the voyage and its ship alone.
  const { originPort, destinationPort, teuCapacity, departureDate } = v;
  const f = footprintOf({ originPort, destinationPort, teuCapacity, departureDate }, fleet);
  return f ? f.co2TtwKgPerTeu.toFixed(1) : null;
}

/**
 * Insert values with their stored CO2 per TEU filled in (every write path of ship_offerings goes through it);
 * `fleet` is the vessel that `values.vesselId` names (null when it names none).
 */
export function withStoredCo2(
  values: typeof shipOfferings.$inferInsert,
  fleet: FleetVesselFigures | null,
): typeof shipOfferings.$inferInsert {
  if ((values.vesselId ?? null) !== (fleet?.id ?? null))
    throw new Error('withStoredCo2: the fleet figures are not those of the vessel the offering names');
  return { ...values, co2TtwKgPerTeu: storedCo2Of(values, fleet) };
}

const BATCH = 500;

/** Writes the figures of these rows whose stored value differs; returns how many changed. */
async function writeStale(
  db: Db,
  rows: (Voyage & { id: string; co2: string | null; vessel: typeof vessels.$inferSelect | null })[],
) {
  const stale = rows
    .map((r) => ({ id: r.id, co2: storedCo2Of(r, r.vessel ? fleetFigures(r.vessel) : null), was: r.co2 }))
    .filter((r) => (r.co2 === null ? r.was !== null : r.was === null || Number(r.was) !== Number(r.co2)));
  if (stale.length === 0) return 0;
  const values = sql.join(
    stale.map((r) => sql`(${r.id}::uuid, ${r.co2}::numeric)`),
    sql`, `,
  );
  await db.execute(
    sql`update ship_offerings as o set co2_ttw_kg_per_teu = v.co2 from (values ${values}) as v(id, co2) where o.id = v.id`,
  );
  return stale.length;
}

const voyageColumns = {
  id: shipOfferings.id,
  originPort: shipOfferings.originPort,
  destinationPort: shipOfferings.destinationPort,
  teuCapacity: shipOfferings.teuCapacity,
  departureDate: shipOfferings.departureDate,
  co2: shipOfferings.co2TtwKgPerTeu,
  vessel: vessels,
};

/**
 * Brings the stored figures in line with the voyage model and the fleet vessels' figures: fills rows written
 * before the column existed and rows whose figure a model change moved. Runs on start after the migrations;
 * touches only rows that differ, so a second run writes nothing. Returns the number of rows changed.
 */
export async function syncOfferingCo2(db: Db): Promise<number> {
  let changed = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select(voyageColumns)
      .from(shipOfferings)
      .leftJoin(vessels, eq(vessels.id, shipOfferings.vesselId))
      .where(gt(shipOfferings.id, after))
      .orderBy(asc(shipOfferings.id))
      .limit(BATCH);
    if (rows.length === 0) return changed;
    after = rows[rows.length - 1].id;
    const n = await writeStale(db, rows);
    if (n > 0) offeringsChanged();
    changed += n;
  }
}

/**
 * Recomputes the stored figures of the offerings a fleet vessel's figures feed (issue 25 §1): after the vessel is
 * changed (`vesselId`), or after it is deleted and its offerings fell back to class defaults (their `ids`).
 * Call inside the writing transaction; the caller clears the list cache after commit (offeringsChanged).
 */
export async function refreshOfferingCo2(
  db: Db,
  which: { vesselId: string } | { ids: readonly string[] },
): Promise<number> {
  if ('ids' in which && which.ids.length === 0) return 0;
  const rows = await db
    .select(voyageColumns)
    .from(shipOfferings)
    .leftJoin(vessels, eq(vessels.id, shipOfferings.vesselId))
    .where(
      'vesselId' in which
        ? eq(shipOfferings.vesselId, which.vesselId)
        : inArray(shipOfferings.id, [...which.ids]),
    );
  return writeStale(db, rows);
}
