import type { createQuoteRequestSchema } from '@shared/schemas/greenrefit';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { greenrefitAssessments, quoteRequests, shipyards, type UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { queueShipyardQuoteMails } from '../mail/shipyard-mails';
import { notifyMany } from '../notifications/notifications.service';
import { limits } from '../rate-limit/rate-limit.service';
import { computeAssessment } from './assessment-figures';
import { toQuoteRequestDto } from './greenrefit.dto';
import { findActiveAdmins } from '../users/users.repository';

type Input = z.output<typeof createQuoteRequestSchema>;

async function loadShipyards(db: Db, ids: string[]) {
  const rows = await db.select().from(shipyards).where(inArray(shipyards.id, ids));
  // In the order asked for; one unknown id refuses the whole request.
  return ids.map((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound('Shipyard');
    return row;
  });
}

/**
 * Sends one assessment to several shipyards: one request per shipyard (each gets its own answer and status), each
 * with a copy of what was sent, all in one transaction. Administrators forward them and follow them up, so every
 * administrator is told once per call, and the requester gets a receipt.
 */
export async function createQuoteRequests(deps: AppDeps, requester: UserRow, input: Input) {
  await deps.limiter.consume(`quote-requests:user:${requester.id}`, limits.quoteRequestsPerUser);
  const now = deps.clock();
  const rows = await deps.database.db.transaction(async (tx) => {
    const [assessment] = await tx
      .select()
      .from(greenrefitAssessments)
      .where(
        and(
          eq(greenrefitAssessments.id, input.assessmentId),
          eq(greenrefitAssessments.ownerId, requester.id),
        ),
      );
    if (!assessment) throw notFound('Assessment');
    const yards = await loadShipyards(tx, input.shipyardIds);
    // The figures as the requester sees them now: recomputed, like every read of the assessment.
    const { figures } = computeAssessment(assessment.input);
    const summary = {
      capexEur: figures.capexEur,
      paybackYears: figures.paybackYears,
      co2SavingT: figures.co2SavingT,
      measures: assessment.input.measures.map((m) => m.id),
    };
    const requesterName = `${requester.firstName} ${requester.lastName}`;
    const created = await tx
      .insert(quoteRequests)
      .values(
        yards.map((yard) => ({
          requesterId: requester.id,
          assessmentId: assessment.id,
          shipyardId: yard.id,
          assessmentName: assessment.name,
          shipName: figures.shipName,
          summary,
          shipyardName: yard.name,
          shipyardPort: yard.port,
          requesterName,
          requesterEmail: requester.email,
          requesterCompany: requester.companyName,
          message: input.message,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning();

    const admins = await findActiveAdmins(tx);
    const params = {
      requester: requester.companyName ? `${requesterName} (${requester.companyName})` : requesterName,
      ship: figures.shipName,
      assessment: assessment.name,
      shipyards: yards.map((y) => y.name).join(', '),
    };
    await notifyMany(tx, [
      ...admins.map((a) => ({
        userId: a.id,
        type: 'system_message' as const,
        text: { key: 'quoteRequested', params },
        actionUrl: '/admin-panel?tab=quotes',
      })),
      {
        userId: requester.id,
        type: 'system_message',
        text: { key: 'quoteRequestSent', params },
        actionUrl: '/greenrefit',
      },
    ]);
    await queueShipyardQuoteMails(tx, { requester, yards, requests: created, summary });
    await recordActivity(tx, {
      userId: requester.id,
      activityType: 'create_quote_request',
      resource: `greenrefit_assessment:${assessment.id}`,
      metadata: { quoteRequests: created.map((r) => r.id) },
    });
    return created;
  });
  // Answered in the order the shipyards were asked for, without relying on RETURNING's order.
  return input.shipyardIds.map((id) => toQuoteRequestDto(rows.find((r) => r.shipyardId === id)!));
}
