import type { ShipOffering } from '@shared/schemas/ship-offerings';
import { Ship } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ListEmpty, ListError } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { PAGE_SIZE, useShipOfferings } from '../api/get-ship-offerings';
import { hasActiveFilters, useOfferingSearch, writeOfferingSearch } from '../hooks/use-offering-search';
import { OfferingCard } from './offering-card';
import { SortSelect } from './sort-select';

// The filter form (the form system and the shared schemas, ~45 kB) loads beside the list instead of before it: the
// cards a visitor came for paint first (e2e/first-load.spec.ts); its placeholder keeps the panel's height.
const OfferingFiltersPanel = lazy(() =>
  import('./offering-filters').then((m) => ({ default: m.OfferingFiltersPanel })),
);

function FiltersPlaceholder() {
  // The panel's box and heights by its own content width (its grid has 2, 3 or 6 columns at these sizes).
  return (
    <div
      aria-hidden="true"
      data-testid="offering-filters-placeholder"
      className="@container rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="h-[23.25rem] @xl:h-[13.25rem] @5xl:h-[7.875rem]" />
    </div>
  );
}

// grid-cols-1 (minmax(0, 1fr)) keeps long names from widening the column past a phone's screen.
export const offeringGridClass = 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3';

export function OfferingCardSkeleton() {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex gap-3">
        <Skeleton className="h-10 w-10" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
      <Skeleton className="mt-5 h-12 w-full" />
      <div className="mt-4 grid grid-cols-2 gap-4">
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
      </div>
      <Skeleton className="mt-5 h-10 w-full" />
    </div>
  );
}

type Props = {
  /** The card's button: Request Booking, a sign-in link, or a note on one's own offering. */
  renderAction: (offering: ShipOffering) => ReactNode;
};

/** SPEC.md §2 Ship Offerings list with PRODUCT.md 26's filters, sort and server-side pages, all in the URL. */
export function OfferingsBrowser({ renderAction }: Props) {
  const { t } = useTranslation('offerings');
  const { search, setFilters, setSort, setPage, clearFilters } = useOfferingSearch();
  const query = useShipOfferings(search);
  const { data } = query;
  const filtersActive = hasActiveFilters(search);
  // The filter form starts again from the address whenever it changes (Back, a shared link, clearing).
  const filterKey = writeOfferingSearch({ ...search, page: 1, sort: 'departure', order: 'asc' }).toString();

  const goToPage = (page: number) => {
    setPage(page);
    document.getElementById('offerings-results')?.scrollIntoView?.({ block: 'start' });
  };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className={offeringGridClass} role="status" aria-label={t('list.loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <OfferingCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (query.isError && !data) {
    body = <ListError size="page" message={t('list.loadFailed')} onRetry={() => void query.refetch()} />;
  } else if (data && data.items.length === 0) {
    const beyondLastPage = data.total > 0;
    body = (
      <ListEmpty
        size="page"
        icon={Ship}
        title={t('list.empty')}
        hint={
          beyondLastPage
            ? t('list.beyondLastPage')
            : filtersActive
              ? t('list.emptyFiltered')
              : t('list.emptyHint')
        }
      >
        {beyondLastPage ? (
          <Button variant="outline" size="sm" onClick={() => setPage(data.pageCount)}>
            {t('list.lastPage')}
          </Button>
        ) : (
          filtersActive && (
            <Button variant="outline" size="sm" onClick={clearFilters}>
              {t('filters.clear')}
            </Button>
          )
        )}
      </ListEmpty>
    );
  } else if (data) {
    body = (
      <ul className={cn(offeringGridClass, query.isPlaceholderData && 'opacity-60 transition-opacity')}>
        {data.items.map((o) => (
          <li key={o.id} className="flex min-w-0">
            <div className="w-full min-w-0 [&>article]:h-full">
              <OfferingCard offering={o} action={renderAction(o)} />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  const first = data && data.total > 0 ? (search.page - 1) * PAGE_SIZE + 1 : 0;
  const last = data ? Math.min(search.page * PAGE_SIZE, data.total) : 0;

  return (
    <div className="space-y-5">
      <Suspense fallback={<FiltersPlaceholder />}>
        <OfferingFiltersPanel key={filterKey} filters={search} onApply={setFilters} onClear={clearFilters} />
      </Suspense>
      {/* The cards' ship names are h3: their section needs its h2 (heading order, WCAG 1.3.1). */}
      <h2 className="sr-only">{t('list.heading')}</h2>
      <div id="offerings-results" className="flex scroll-mt-20 flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
          {data && data.total > 0 ? t('list.showing', { first, last, count: data.total }) : null}
          {query.isFetching && !query.isPending && <Spinner className="h-4 w-4 text-slate-400" />}
        </p>
        <SortSelect sort={search.sort} order={search.order} onChange={setSort} />
      </div>
      {body}
      {data && (
        <Pagination
          page={search.page}
          pageCount={data.pageCount}
          onPage={goToPage}
          label={t('pagination.label')}
        />
      )}
    </div>
  );
}
