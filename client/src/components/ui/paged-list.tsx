import type { ComponentProps, ReactNode } from 'react';
import type { Page } from '@/lib/page';
import { ListPager } from './list-pager';

/** A server-paged list's query; while the next page loads it holds the previous one (isPlaceholderData). */
export type PagedQuery<T> = {
  data: Page<T> | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
};

/** What usePager gives for the list's `<ListPager>`: the page on screen, the totals and the page change. */
export type PagerProps = Omit<ComponentProps<typeof ListPager>, 'label'>;

type Props<T> = {
  query: PagedQuery<T>;
  pager: PagerProps;
  /** Names what is paged, for the pager's navigation landmark. */
  pagerLabel: string;
  loading: ReactNode;
  error: ReactNode;
  empty: ReactNode;
  /**
   * The gap between the list and its pager, in a box that is busy while the next page loads; without it the
   * list itself is busy (inside a card).
   */
  spacing?: string;
  listClassName: string;
  listLabel?: string;
  /** One `<li>` with its key. */
  renderItem: (item: T) => ReactNode;
};

/**
 * A server-paged list in its states: loading, failed, empty, or the page's items above the pager. A page past
 * the end (its last item went elsewhere) shows `loading` while usePager steps back.
 */
export function PagedList<T>({
  query,
  pager,
  pagerLabel,
  loading,
  error,
  empty,
  spacing,
  listClassName,
  listLabel,
  renderItem,
}: Props<T>) {
  const { data } = query;
  if (query.isPending) return loading;
  if (query.isError || !data) return error;
  if (data.items.length === 0) return pager.page > 1 ? loading : empty;
  const busy = query.isPlaceholderData;
  const list = (
    <ul className={listClassName} aria-label={listLabel} aria-busy={spacing ? undefined : busy}>
      {data.items.map((item) => renderItem(item))}
    </ul>
  );
  const pages = <ListPager {...pager} label={pagerLabel} />;
  if (!spacing) {
    return (
      <>
        {list}
        {pages}
      </>
    );
  }
  return (
    <div className={spacing} aria-busy={busy}>
      {list}
      {pages}
    </div>
  );
}
