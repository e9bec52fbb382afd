import { isAdminRole } from '@shared/schemas/auth';
import type { ShipOfferingListParams } from '@shared/schemas/ship-offerings';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { toOfferingDto, toOwnOfferingDto } from './ship-offerings.dto';
import {
  figuresFor,
  findListedOfferings,
  findOwnOfferingRows,
  getOfferingRow,
  isListed,
} from './ship-offerings.repository';

export type Viewer = Express.User | undefined;

/** Contact details are for signed-in, approved users only; the list itself is public. */
const seesContacts = (viewer: Viewer) =>
  !!viewer && (isAdminRole(viewer.role) || viewer.approvalStatus === 'approved');

export async function listOfferings(deps: AppDeps, viewer: Viewer, query: ShipOfferingListParams) {
  const { rows, total } = await findListedOfferings(deps.database.db, query, deps.clock());
  const audience = { showContact: seesContacts(viewer), viewerId: viewer?.id };
  return { items: rows.map((row) => toOfferingDto(row, audience)), total };
}

export async function findOwnOfferings(db: Db, ownerId: string) {
  const rows = await findOwnOfferingRows(db, ownerId);
  const figures = await figuresFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toOwnOfferingDto(row, figures.get(row.id)!));
}

/** One offering: the owner and administrators see it in any status, everyone else only while it is listed. */
export async function getOffering(deps: AppDeps, viewer: Viewer, id: string) {
  const { db } = deps.database;
  const row = await getOfferingRow(db, id);
  if (!row) throw notFound('Ship offering');
  if (viewer && (row.ownerId === viewer.id || isAdminRole(viewer.role))) {
    return toOwnOfferingDto(row, (await figuresFor(db, [id])).get(id)!);
  }
  if (!isListed(row, deps.clock())) throw notFound('Ship offering');
  return toOfferingDto(row, { showContact: seesContacts(viewer), viewerId: viewer?.id });
}
