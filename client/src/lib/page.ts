import { useEffect } from 'react';

/** One page of a server-paged list (PRODUCT.md 26) and how many pages there are. */
export type Page<T> = { items: T[]; total: number; pageCount: number };

/** Without a usable X-Total-Count the page itself is the whole list. */
export function toPage<T>(items: T[], total: number, pageSize: number): Page<T> {
  const known = Number.isNaN(total) ? items.length : total;
  return { items, total: known, pageCount: Math.max(1, Math.ceil(known / pageSize)) };
}

/**
 * A withdrawal or a decision can empty the last page: shows the new last page instead of an empty one. Only an
 * answer for the page on screen counts, not the previous page kept while the next one loads.
 */
export function useStayInRange(
  page: number,
  data: Page<unknown> | undefined,
  isPlaceholderData: boolean,
  setPage: (page: number) => void,
) {
  useEffect(() => {
    if (data && !isPlaceholderData && data.items.length === 0 && page > 1)
      setPage(Math.min(page - 1, data.pageCount));
  }, [data, isPlaceholderData, page, setPage]);
}
