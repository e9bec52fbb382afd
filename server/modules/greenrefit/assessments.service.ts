import { isAdminRole } from '@shared/schemas/auth';
import type { assessmentListQuerySchema, saveAssessmentSchema } from '@shared/schemas/greenrefit';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type Actor, getOwnVesselRow } from '../vessels/vessels.service';
import { computeAssessment, figuresToColumns } from './assessment-figures';
import {
  deleteOwnAssessment,
  insertAssessment,
  selectAssessment,
  selectOwnAssessment,
  selectOwnAssessments,
  updateOwnAssessment,
} from './assessments.repository';
import { toAssessmentDetailDto, toAssessmentSummaryDto } from './greenrefit.dto';

type SaveInput = z.output<typeof saveAssessmentSchema>;

/** The columns a save writes: the input as given, and the list figures from the server's own calculation. */
async function columnsFor(db: Db, ownerId: string, body: SaveInput) {
  // A vessel link is only ever to one's own fleet; a stranger's vessel id answers 404 like an unknown one.
  if (body.vesselId !== null) await getOwnVesselRow(db, ownerId, body.vesselId);
  const { figures } = computeAssessment(body.input);
  return { name: body.name, vesselId: body.vesselId, input: body.input, ...figuresToColumns(figures) };
}

export async function createAssessment(db: Db, ownerId: string, body: SaveInput, now: Date) {
  const row = await insertAssessment(db, {
    ownerId,
    ...(await columnsFor(db, ownerId, body)),
    createdAt: now,
    updatedAt: now,
  });
  return toAssessmentDetailDto(row);
}

/** Only the owner edits: an administrator may read anyone's assessment but not change it. */
export async function updateAssessment(
  db: Db,
  input: { ownerId: string; id: string; body: SaveInput; now: Date },
) {
  if (!(await selectOwnAssessment(db, input.ownerId, input.id))) throw notFound('Assessment');
  const row = await updateOwnAssessment(db, input.ownerId, input.id, {
    ...(await columnsFor(db, input.ownerId, input.body)),
    updatedAt: input.now,
  });
  if (!row) throw notFound('Assessment');
  return toAssessmentDetailDto(row);
}

export async function findAssessments(
  db: Db,
  ownerId: string,
  page: z.output<typeof assessmentListQuerySchema>,
) {
  const { rows, total } = await selectOwnAssessments(db, ownerId, page);
  return { items: rows.map(toAssessmentSummaryDto), total };
}

/** The owner's, or anyone's for administrators (they follow up quote requests); others get 404. */
export async function getAssessment(db: Db, actor: Actor, id: string) {
  const row = await selectAssessment(db, id);
  if (!row || (row.ownerId !== actor.id && !isAdminRole(actor.role))) throw notFound('Assessment');
  return toAssessmentDetailDto(row);
}

/** Quote requests sent from it keep their snapshot; their link becomes null. */
export async function deleteAssessment(db: Db, ownerId: string, id: string) {
  if (!(await deleteOwnAssessment(db, ownerId, id))) throw notFound('Assessment');
}
