import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ShipOfferingRow, shipOfferings } from '../../db/schema';
import { footprintOf } from '../matching/slot-footprint';
import { offeringsChanged } from './list-cache';

type Voyage = Pick<ShipOfferingRow, 'originPort' | 'destinationPort' | 'teuCapacity' | 'departureDate'>;

/**
 * The stored CO2 per TEU of an offering (numeric text, one decimal): the same figure its card shows
 * (ship-offerings.dto.ts computes the footprint with the class defaults for the ship's TEU), so that the list
 * sorted by CO2 reads in the order of the figures on the cards.
 */
export function storedCo2Of(v: Voyage): string | null {
  // CO2 does not depend on the price: the voyage alone.
  const { originPort, destinationPort, teuCapacity, departureDate } = v;
  const f = footprintOf({ originPort, destinationPort, teuCapacity, departureDate });
  return f ? f.co2TtwKgPerTeu.toFixed(1) : null;
}

/** Insert values with their stored CO2 per TEU filled in (every write path of ship_offerings goes through it). */
export const withStoredCo2 = (
  values: typeof shipOfferings.$inferInsert,
): typeof shipOfferings.$inferInsert => ({
  ...values,
  co2TtwKgPerTeu: storedCo2Of(values),
});

const BATCH = 500;

/**
 * Brings the stored figures in line with the voyage model: fills rows written before the column existed and
 * rows whose figure a model change moved. Runs on start after the migrations; touches only rows that differ,
 * so a second run writes nothing. Returns the number of rows changed.
 */
export async function syncOfferingCo2(db: Db): Promise<number> {
  let changed = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({
        id: shipOfferings.id,
        originPort: shipOfferings.originPort,
        destinationPort: shipOfferings.destinationPort,
        teuCapacity: shipOfferings.teuCapacity,
        departureDate: shipOfferings.departureDate,
        co2: shipOfferings.co2TtwKgPerTeu,
      })
      .from(shipOfferings)
      .where(gt(shipOfferings.id, after))
      .orderBy(asc(shipOfferings.id))
      .limit(BATCH);
    if (rows.length === 0) return changed;
    after = rows[rows.length - 1].id;
    const stale = rows
      .map((r) => ({ id: r.id, co2: storedCo2Of(r), was: r.co2 }))
      .filter((r) => (r.co2 === null ? r.was !== null : r.was === null || Number(r.was) !== Number(r.co2)));
    if (stale.length === 0) continue;
    const values = sql.join(
      stale.map((r) => sql`(${r.id}::uuid, ${r.co2}::numeric)`),
      sql`, `,
    );
    await db.execute(
      sql`update ship_offerings as o set co2_ttw_kg_per_teu = v.co2 from (values ${values}) as v(id, co2) where o.id = v.id`,
    );
    changed += stale.length;
    offeringsChanged();
  }
}
