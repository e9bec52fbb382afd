import type { PageParams } from '@shared/schemas/paging';
import { sql } from 'drizzle-orm';
import type { Response } from 'express';
import { type EncodedJson, sendEncodedJson, sendJson } from './encoded-json';

/** Rows to skip before the requested page. */
export const pageOffset = ({ page, pageSize }: PageParams) => (page - 1) * pageSize;

/**
 * A page's LIMIT written into a prepared statement's text (one statement per size; the size is a validated integer),
 * for `.limit()`. With a placeholder, or an OFFSET placeholder, PostgreSQL plans a generic plan as if a tenth of
 * the rows were wanted, finds it dearer than planning afresh, and plans every call again (issue 28: 0.5 ms of a
 * booking page's 0.75 ms in PostgreSQL). A first page (or one after a cursor) written with its size and no offset
 * is planned once per connection. Drizzle binds a number as a parameter; a raw chunk is written as it is.
 */
export function pageLimit(pageSize: number) {
  if (!Number.isSafeInteger(pageSize) || pageSize < 1) throw new Error(`not a page size: ${pageSize}`);
  return sql.raw(String(pageSize)) as unknown as number;
}

/**
 * PRODUCT.md 26: a paged list answers one page; the total across pages goes in X-Total-Count, and a list read by
 * cursor (issue 28) names the next page's in X-Next-Cursor while there is one.
 */
export function sendPage(
  res: Response,
  {
    total,
    body,
    encoded,
    next,
  }: { total: number; body?: unknown; encoded?: EncodedJson; next?: string | null },
) {
  res.set('X-Total-Count', String(total));
  if (next) res.set('X-Next-Cursor', next);
  // A kept page (kept-pages.ts) is sent as it was serialised, with the compressed forms made for earlier callers.
  if (encoded) sendEncodedJson(res.req, res, encoded, true);
  else sendJson(res.req, res, body);
}

/** A cursor from a row's sort key (text values, the unique id last) and back; null for a malformed one. */
export const encodeCursor = (key: string[]) => Buffer.from(JSON.stringify(key)).toString('base64url');
export function decodeCursor(cursor: string, parts: number): string[] | null {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    return Array.isArray(key) && key.length === parts && key.every((k) => typeof k === 'string') ? key : null;
  } catch {
    return null;
  }
}
