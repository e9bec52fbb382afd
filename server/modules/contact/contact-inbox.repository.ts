import type { ContactMessageListParams } from '@shared/schemas/contact';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { contactMessages, contactReplies, users } from '../../db/schema';
import { containing } from '../../lib/like';
import { pageOffset } from '../../lib/paging';

const handler = alias(users, 'handler');
const handlerColumns = {
  id: handler.id,
  firstName: handler.firstName,
  lastName: handler.lastName,
  email: handler.email,
};

/** Reply count and last answer per message as correlated subqueries on (message_id, sent_at): one query a page. */
const replyCount = sql<number>`(select count(*)::int from ${contactReplies} where ${contactReplies.messageId} = ${contactMessages.id})`;
const lastRepliedAt = sql<
  string | null
>`(select to_char(max(${contactReplies.sentAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from ${contactReplies} where ${contactReplies.messageId} = ${contactMessages.id})`;

function inboxFilter(q: ContactMessageListParams) {
  const where: SQL[] = [];
  if (q.status)
    where.push(
      q.status === 'handled' ? isNotNull(contactMessages.handledAt) : isNull(contactMessages.handledAt),
    );
  if (q.search) {
    const p = containing(q.search);
    where.push(
      or(
        ilike(contactMessages.name, p),
        ilike(contactMessages.email, p),
        ilike(contactMessages.subject, p),
        ilike(contactMessages.message, p),
      )!,
    );
  }
  return and(...where);
}

const baseColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  handledBy: handlerColumns,
  replyCount,
  lastRepliedAt,
};

/** A page of the inbox and its total, unexecuted (contact-inbox-plans.test.ts checks their plans). */
export function contactMessagePageQueries(db: Db, q: ContactMessageListParams) {
  const filter = inboxFilter(q);
  return {
    page: db
      .select({ ...baseColumns, preview: sql<string>`left(${contactMessages.message}, 200)` })
      .from(contactMessages)
      .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
      .where(filter)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(q.pageSize)
      .offset(pageOffset(q)),
    total: db.select({ n: count() }).from(contactMessages).where(filter),
  };
}

export async function findContactMessageRows(db: Db, q: ContactMessageListParams) {
  const { page, total } = contactMessagePageQueries(db, q);
  const [rows, [n]] = await Promise.all([page, total]);
  return { rows, total: Number(n.n) };
}

const author = alias(users, 'author');

/** One message in full and its answers, oldest first (two queries, whatever the number of answers). */
export async function findContactMessageRow(db: Db, id: string) {
  const [row] = await db
    .select({ ...baseColumns, message: contactMessages.message })
    .from(contactMessages)
    .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id));
  if (!row) return undefined;
  const replies = await db
    .select({
      id: contactReplies.id,
      message: contactReplies.message,
      sentAt: contactReplies.sentAt,
      author: { id: author.id, firstName: author.firstName, lastName: author.lastName, email: author.email },
    })
    .from(contactReplies)
    .leftJoin(author, eq(author.id, contactReplies.authorId))
    .where(eq(contactReplies.messageId, id))
    .orderBy(asc(contactReplies.sentAt), asc(contactReplies.id));
  return { ...row, replies };
}
