export type Page<T> = { items: T[]; total: number; pageCount: number };

/** A page of a list; without a usable X-Total-Count the page itself is the whole list. */
export function toPage<T>(items: T[], total: number, pageSize: number): Page<T> {
  const known = Number.isNaN(total) ? items.length : total;
  return { items, total: known, pageCount: Math.max(1, Math.ceil(known / pageSize)) };
}
