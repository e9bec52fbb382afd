import { z } from 'zod';
import { v } from '../i18n/validation';

/** Query-string helpers every paged list shares (ship offerings, admin lists). */

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** Empty query values ('?origin=') count as absent, so a form can send every field. */
export const blankToUndefined = (x: unknown) => (x === '' ? undefined : x);

export const queryInt = (min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: v('invalidNumber') })
      .int({ error: v('invalidNumber') })
      .min(min, { error: v('invalidNumber') })
      .max(max, { error: v('invalidNumber') })
      .optional(),
  );

/** An enum parameter: blank means the default (or absent when there is none). */
export const queryEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: v('invalid') }).optional());

/** A free-text search (trimmed, at most 200 characters); blank means none. */
export const searchParam = z.preprocess(
  blankToUndefined,
  z
    .string({ error: v('invalid') })
    .trim()
    .max(200, { error: v('tooLong') })
    .optional(),
);

export const sortOrderParam = (fallback: SortOrder) =>
  z.preprocess(blankToUndefined, z.enum(sortOrders, { error: v('invalid') }).default(fallback));

/** `page` (from 1) and `pageSize`; the total across pages travels in the X-Total-Count header (PRODUCT.md 26). */
export const pageParams = (defaultSize: number, maxSize: number) => ({
  page: z.preprocess(blankToUndefined, queryInt(1, 100_000).default(1)),
  pageSize: z.preprocess(blankToUndefined, queryInt(1, maxSize).default(defaultSize)),
});
export type PageParams = { page: number; pageSize: number };

/**
 * Issue 28: a long history is read page after page by a cursor (keyset pagination) rather than an offset that
 * grows with the page number: the server answers the next page's cursor in X-Next-Cursor, the client sends it
 * back as `before`. Opaque to the client (base64url of the last row's sort key).
 */
const cursor = z.preprocess(
  blankToUndefined,
  z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, { error: v('invalid') })
    .optional(),
);
export const cursorParam = { before: cursor };

/**
 * The same for a list in a chosen sort and order (the owner's offerings, booking requests): `after` is the cursor
 * of the last row read, and the page starts with the row after it in the list's order. `page` still works (a
 * numbered pager) and is ignored while a cursor is given.
 */
export const afterCursorParam = { after: cursor };
