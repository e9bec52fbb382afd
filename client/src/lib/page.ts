import { useCallback, useEffect, useRef } from 'react';

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

type PagerOptions = { page: number; setPage: (page: number) => void; pageSize: number };

/**
 * What every server-paged list wires the same way, given its query (the answer on screen may be the previous
 * page's, kept while this one loads): it steps back from an emptied last page (useStayInRange) and gives the props
 * for its `<ListPager>` but the label. A page change sets the page and moves the focus to `top`, the element
 * holding the list (tabIndex -1); a list that does not attach `top` leaves the focus on the pager's button.
 */
export function usePager<E extends HTMLElement = HTMLElement>(
  query: { data: Page<unknown> | undefined; isPlaceholderData: boolean },
  { page, setPage, pageSize }: PagerOptions,
) {
  useStayInRange(page, query.data, query.isPlaceholderData, setPage);
  const top = useRef<E>(null);
  const onPage = useCallback(
    (next: number) => {
      setPage(next);
      top.current?.focus();
    },
    [setPage],
  );
  const { total = 0, pageCount = 1 } = query.data ?? {};
  return { top, pager: { page, pageSize, total, pageCount, onPage } };
}
