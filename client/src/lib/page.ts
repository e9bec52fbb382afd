/** One page of a server-paged list (PRODUCT.md 26) and how many pages there are. */
export type Page<T> = { items: T[]; total: number; pageCount: number };

/** Without a usable X-Total-Count the page itself is the whole list. */
export function toPage<T>(items: T[], total: number, pageSize: number): Page<T> {
  const known = Number.isNaN(total) ? items.length : total;
  return { items, total: known, pageCount: Math.max(1, Math.ceil(known / pageSize)) };
}
