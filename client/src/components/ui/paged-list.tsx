import type { ComponentProps, ReactNode } from 'react';
import type { Page } from '@/lib/page';
import { ListPager } from './list-pager';

type Props<T> = {
  /** The list's query; while the next page loads it holds the previous one (isPlaceholderData). */
  query: { data: Page<T> | undefined; isPending: boolean; isError: boolean; isPlaceholderData: boolean };
  page: number;
  /** From usePager. */
  pager: Omit<ComponentProps<typeof ListPager>, 'label'>;
  /** Names what is paged, for the pager's navigation landmark. */
  pagerLabel: string;
  loading: ReactNode;
  error: ReactNode;
  empty: ReactNode;
  /** The gap between the list and its pager. */
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
  page,
  pager,
  pagerLabel,
  loading,
  error,
  empty,
  spacing = 'space-y-4',
  listClassName,
  listLabel,
  renderItem,
}: Props<T>) {
  const { data } = query;
  if (query.isPending) return loading;
  if (query.isError || !data) return error;
  if (data.items.length === 0) return page > 1 ? loading : empty;
  return (
    <div className={spacing} aria-busy={query.isPlaceholderData}>
      <ul className={listClassName} aria-label={listLabel}>
        {data.items.map((item) => renderItem(item))}
      </ul>
      <ListPager {...pager} label={pagerLabel} />
    </div>
  );
}
