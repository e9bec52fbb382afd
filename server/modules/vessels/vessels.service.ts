import { isAdminRole } from '@shared/schemas/auth';
import { type createVesselSchema, particularIssues, type updateVesselSchema } from '@shared/schemas/vessels';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { shipOfferings, vessels } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { fieldError } from '../../lib/field-error';
import { onVesselParticularsChanged } from '../matching/matching-hooks';
import { offeringsChanged } from '../ship-offerings/list-cache';
import { refreshOfferingCo2 } from '../ship-offerings/offering-co2';
import { toVesselDto } from './vessels.dto';

export type Actor = { id: string; role: Express.User['role'] };

const imoTaken = () =>
  new AppError('VALIDATION_ERROR', 'A vessel with this IMO number is already in your fleet', {
    issues: [
      {
        field: 'imoNumber',
        key: 'validation.imoTaken',
        message: 'A vessel with this IMO number is already in your fleet',
      },
    ],
  });

/** Postgres unique_violation: two saves of the same IMO racing past the pre-check. */
const isUniqueViolation = (err: unknown) => (err as { cause?: { code?: string } })?.cause?.code === '23505';

const decimalText = (n: number | null | undefined) =>
  n === undefined ? undefined : n === null ? null : String(n);

/** The decimal columns as numeric text (exact in the database); the others go as they are. */
const decimalColumns = (input: {
  serviceSpeedKnots?: number | null;
  fuelConsumptionTonnesPerDay?: number | null;
  lengthOverallM?: number | null;
  beamM?: number | null;
  maxDraughtM?: number | null;
  craneSwlTonnes?: number | null;
}) => ({
  serviceSpeedKnots: decimalText(input.serviceSpeedKnots),
  fuelConsumptionTonnesPerDay: decimalText(input.fuelConsumptionTonnesPerDay),
  lengthOverallM: decimalText(input.lengthOverallM),
  beamM: decimalText(input.beamM),
  maxDraughtM: decimalText(input.maxDraughtM),
  craneSwlTonnes: decimalText(input.craneSwlTonnes),
});

async function assertImoFree(db: Db, ownerId: string, imoNumber: string, exceptId?: string) {
  const [row] = await db
    .select({ id: vessels.id })
    .from(vessels)
    .where(and(eq(vessels.ownerId, ownerId), eq(vessels.imoNumber, imoNumber)));
  if (row && row.id !== exceptId) throw imoTaken();
}

export async function createVessel(db: Db, ownerId: string, input: z.output<typeof createVesselSchema>) {
  await assertImoFree(db, ownerId, input.imoNumber);
  try {
    const [row] = await db
      .insert(vessels)
      .values({ ...input, ownerId, ...decimalColumns(input) })
      .returning();
    return toVesselDto(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw imoTaken();
    throw err;
  }
}

/** A fleet: one's own, or anyone's for administrators; another user's id answers 404 like an unknown one. */
export async function findFleet(db: Db, actor: Actor, userId: string) {
  if (userId !== actor.id && !isAdminRole(actor.role)) throw notFound('User');
  const rows = await db
    .select()
    .from(vessels)
    .where(eq(vessels.ownerId, userId))
    .orderBy(asc(vessels.name), asc(vessels.id));
  return rows.map(toVesselDto);
}

export async function getVessel(db: Db, actor: Actor, id: string) {
  const [row] = await db.select().from(vessels).where(eq(vessels.id, id));
  if (!row || (row.ownerId !== actor.id && !isAdminRole(actor.role))) throw notFound('Vessel');
  return toVesselDto(row);
}

/** The caller's own vessel row or 404 (used by offerings started from a fleet vessel too). */
export async function getOwnVesselRow(db: Db, ownerId: string, id: string) {
  const [row] = await db
    .select()
    .from(vessels)
    .where(and(eq(vessels.id, id), eq(vessels.ownerId, ownerId)));
  if (!row) throw notFound('Vessel');
  return row;
}

/** The particulars matching filters by: a change re-matches the vessel's open capacity. */
const matchedParticulars = ['reeferPlugs', 'dgClasses', 'iceClass'] as const;

export async function updateVessel(
  db: Db,
  ownerId: string,
  id: string,
  input: z.output<typeof updateVesselSchema>,
  matching: { now: Date; limit: number },
) {
  const stored = await getOwnVesselRow(db, ownerId, id);
  // The rules across fields hold for the vessel as it will be, the change on top of what is stored.
  const [issue] = particularIssues({
    teuCapacity: input.teuCapacity ?? stored.teuCapacity,
    reeferPlugs: input.reeferPlugs === undefined ? stored.reeferPlugs : input.reeferPlugs,
    craneCount: input.craneCount === undefined ? stored.craneCount : input.craneCount,
    craneSwlTonnes:
      input.craneSwlTonnes === undefined
        ? stored.craneSwlTonnes === null
          ? null
          : Number(stored.craneSwlTonnes)
        : input.craneSwlTonnes,
  });
  if (issue) throw fieldError(issue.field, issue.key);
  if (input.imoNumber) await assertImoFree(db, ownerId, input.imoNumber, id);
  try {
    const dto = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(vessels)
        .set({ ...input, ...decimalColumns(input), updatedAt: matching.now })
        .where(and(eq(vessels.id, id), eq(vessels.ownerId, ownerId)))
        .returning();
      if (!row) throw notFound('Vessel');
      if (matchedParticulars.some((k) => input[k] !== undefined))
        await onVesselParticularsChanged(tx, id, matching.now, matching.limit);
      // The offerings on this vessel store their CO2 per TEU from its figures (issue 25 §1): same transaction.
      await refreshOfferingCo2(tx, { vesselId: id });
      return toVesselDto(row);
    });
    // Kept list pages hold the vessel's figures too (their cards' footprints), even when no stored figure moved.
    offeringsChanged();
    return dto;
  } catch (err) {
    if (isUniqueViolation(err)) throw imoTaken();
    throw err;
  }
}

/** Its offerings keep sailing without it (set null): their CO2 falls back to class defaults at once (issue 25 §1). */
export async function deleteVessel(db: Db, ownerId: string, id: string) {
  await db.transaction(async (tx) => {
    const offerings = await tx
      .select({ id: shipOfferings.id })
      .from(shipOfferings)
      .where(eq(shipOfferings.vesselId, id));
    const rows = await tx
      .delete(vessels)
      .where(and(eq(vessels.id, id), eq(vessels.ownerId, ownerId)))
      .returning({ id: vessels.id });
    if (rows.length === 0) throw notFound('Vessel');
    await refreshOfferingCo2(tx, { ids: offerings.map((o) => o.id) });
  });
  offeringsChanged();
}
