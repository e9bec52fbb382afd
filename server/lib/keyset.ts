import { and, eq, or, type SQL, sql } from 'drizzle-orm';

/** One column of a sort order: an expression, its direction and the SQL type its text value is cast back to. */
export type KeyPart = { expr: SQL; order: 'asc' | 'desc'; type: 'text' | 'timestamptz' | 'uuid' };

/** The sort key of a row as text (timestamps keep their microseconds, which a JavaScript Date would lose). */
export const keyColumns = (parts: KeyPart[]) =>
  Object.fromEntries(parts.map((p, i) => [`k${i}`, sql<string>`(${p.expr})::text`])) as Record<
    `k${number}`,
    SQL<string>
  >;

const cast = (value: string, type: KeyPart['type']) =>
  type === 'text' ? sql`${value}` : sql`${value}::${sql.raw(type)}`;

/**
 * Rows after `last` in the order `parts` describe (keyset pagination): (a > x) or (a = x and b > y) ..., with
 * < for descending parts. Every key part must be non-null, and the last one unique (the id).
 */
export function afterKey(parts: KeyPart[], last: string[]): SQL {
  const branches = parts.map((part, i) => {
    const equal = parts.slice(0, i).map((p, j) => eq(p.expr, cast(last[j], p.type)));
    const beyond =
      part.order === 'asc'
        ? sql`${part.expr} > ${cast(last[i], part.type)}`
        : sql`${part.expr} < ${cast(last[i], part.type)}`;
    return and(...equal, beyond)!;
  });
  return or(...branches)!;
}

export const orderOf = (parts: KeyPart[]) => parts.map((p) => sql`${p.expr} ${sql.raw(p.order)}`);

export const KEYSET_BATCH = 1000;

/**
 * Reads a whole ordered result in batches of `size` rows, each batch one query starting after the previous
 * batch's last key. No transaction or cursor stays open between batches: the embedded database runs one
 * statement at a time for everyone, so a long-held cursor would stall every other request while a slow client
 * downloads.
 */
export async function* keysetBatches<R extends Record<`k${number}`, string>>(
  fetch: (after: string[] | null, limit: number) => Promise<R[]>,
  keyCount: number,
  size = KEYSET_BATCH,
): AsyncGenerator<R[]> {
  let after: string[] | null = null;
  for (;;) {
    const rows = await fetch(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1];
    after = Array.from({ length: keyCount }, (_, i) => last[`k${i}`]);
  }
}
