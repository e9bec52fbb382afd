import { findPort } from '@shared/domain/ports';
import type {
  shipyardFieldsSchema,
  shipyardListQuerySchema,
  updateShipyardSchema,
} from '@shared/schemas/greenrefit';
import { and, arrayContains, asc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { lockRow } from '../../db/lock-row';
import { type ShipyardRow, shipyards } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { fieldError } from '../../lib/field-error';
import { recordAudit } from '../activity/activity.service';
import { toShipyardDto } from './greenrefit.dto';

type Fields = z.output<typeof shipyardFieldsSchema>;

/** Country and sea region follow from the catalogue port, so the list can filter by region. */
function placeOf(port: string) {
  const p = findPort(port);
  // The contract accepts only catalogue ports; this guards a catalogue change between parse and save.
  if (!p) throw fieldError('port', 'unknownPort');
  return { port: p.code, country: p.country, region: p.region };
}

/** What the audit log keeps of a shipyard: its fields, without ids and timestamps. */
const audited = ({ id, createdAt, updatedAt, ...fields }: ShipyardRow) => fields;

export async function findShipyards(deps: AppDeps, query: z.output<typeof shipyardListQuerySchema>) {
  const filters: SQL[] = [];
  if (query.measure) filters.push(arrayContains(shipyards.measures, [query.measure]));
  if (query.region) filters.push(eq(shipyards.region, query.region));
  const rows = await deps.database.db
    .select()
    .from(shipyards)
    .where(and(...filters))
    .orderBy(asc(shipyards.name), asc(shipyards.id));
  return rows.map(toShipyardDto);
}

export async function createShipyard(deps: AppDeps, adminId: string, fields: Fields) {
  const now = deps.clock();
  const row = await deps.database.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(shipyards)
      .values({ ...fields, ...placeOf(fields.port), isDemo: false, createdAt: now, updatedAt: now })
      .returning();
    await recordAudit(tx, {
      actorId: adminId,
      action: 'create_shipyard',
      resource: 'shipyard',
      resourceId: created.id,
      before: null,
      after: audited(created),
    });
    return created;
  });
  return toShipyardDto(row);
}

export async function updateShipyard(
  deps: AppDeps,
  input: { adminId: string; id: string; fields: z.output<typeof updateShipyardSchema> },
) {
  // A partial body: only the fields sent change.
  const changes = input.fields;
  const now = deps.clock();
  const row = await deps.database.db.transaction(async (tx) => {
    const before = await lockRow(tx, shipyards, input.id, 'Shipyard');
    const [after] = await tx
      .update(shipyards)
      .set({ ...changes, ...(changes.port ? placeOf(changes.port) : {}), updatedAt: now })
      .where(eq(shipyards.id, input.id))
      .returning();
    await recordAudit(tx, {
      actorId: input.adminId,
      action: 'update_shipyard',
      resource: 'shipyard',
      resourceId: input.id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
  return toShipyardDto(row);
}

/** Quote requests already sent keep their copy of the shipyard's name and port; their link becomes null. */
export async function deleteShipyard(deps: AppDeps, adminId: string, id: string) {
  await deps.database.db.transaction(async (tx) => {
    const [before] = await tx.delete(shipyards).where(eq(shipyards.id, id)).returning();
    if (!before) throw notFound('Shipyard');
    await recordAudit(tx, {
      actorId: adminId,
      action: 'delete_shipyard',
      resource: 'shipyard',
      resourceId: id,
      before: audited(before),
      after: null,
    });
  });
}
