import { isAdminRole } from '@shared/schemas/auth';
import type {
  QuoteStatus,
  quoteRequestListQuerySchema,
  updateQuoteRequestSchema,
} from '@shared/schemas/greenrefit';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type QuoteRequestRow, quoteRequests } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { lockRow } from '../../db/lock-row';
import { pageOffset } from '../../lib/paging';
import { recordAudit } from '../activity/activity.service';
import { notify } from '../notifications/notifications.service';
import type { Actor } from '../vessels/vessels.service';
import { toQuoteRequestDto } from './greenrefit.dto';

/** A page of the quote requests `actor` sees and their total, unexecuted (greenrefit-plans.test.ts). */
export function quoteRequestPageQueries(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  query: z.output<typeof quoteRequestListQuerySchema>,
) {
  const filters: SQL[] = [];
  if (!isAdminRole(actor.role)) filters.push(eq(quoteRequests.requesterId, actor.id));
  if (query.status) filters.push(eq(quoteRequests.status, query.status));
  const where = and(...filters);
  return {
    page: db
      .select()
      .from(quoteRequests)
      .where(where)
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    total: db.select({ total: count() }).from(quoteRequests).where(where),
  };
}

/** The caller's own requests; administrators, who follow them up, see everyone's. Newest first. */
export async function findQuoteRequests(
  deps: AppDeps,
  actor: Actor,
  query: z.output<typeof quoteRequestListQuerySchema>,
) {
  const queries = quoteRequestPageQueries(deps.database.db, actor, query);
  const rows = await queries.page;
  const [{ total }] = await queries.total;
  return { items: rows.map(toQuoteRequestDto), total: Number(total) };
}

const statusNotice: Record<QuoteStatus, string> = {
  sent: 'quoteSent',
  in_discussion: 'quoteInDiscussion',
  quoted: 'quoteQuoted',
  closed: 'quoteClosed',
};

/**
 * An administrator's follow-up: the status and the internal note are set together. The requester hears of a new
 * status (not of a note, which is for administrators); a repeated click changes nothing and tells no one.
 */
export async function updateQuoteRequest(
  deps: AppDeps,
  input: { adminId: string; id: string; body: z.output<typeof updateQuoteRequestSchema> },
) {
  const now = deps.clock();
  const row = await deps.database.db.transaction(async (tx) => {
    const before = await lockRow(tx, quoteRequests, input.id, 'Quote request');
    const { status, adminNote } = input.body;
    if (before.status === status && before.adminNote === adminNote) return before;
    const [after] = await tx
      .update(quoteRequests)
      .set({ status, adminNote, updatedAt: now })
      .where(eq(quoteRequests.id, input.id))
      .returning();
    const pick = (q: QuoteRequestRow) => ({ status: q.status, adminNote: q.adminNote });
    await recordAudit(tx, {
      actorId: input.adminId,
      action: 'update_quote_request',
      resource: 'quote_request',
      resourceId: input.id,
      before: pick(before),
      after: pick(after),
    });
    if (before.status !== status) {
      await notify(tx, {
        userId: after.requesterId,
        type: 'system_message',
        // A quote in hand is what the requester waits for.
        priority: status === 'quoted' ? 'high' : 'normal',
        text: { key: statusNotice[status], params: { shipyard: after.shipyardName, ship: after.shipName } },
        actionUrl: '/greenrefit',
      });
    }
    return after;
  });
  return toQuoteRequestDto(row);
}
