import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Page numbers around the current one, with the first and last always reachable: 1 … 4 5 6 … 12. */
export function pageItems(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const [i, p] of sorted.entries()) {
    if (i > 0 && p - sorted[i - 1] === 2) items.push(p - 1);
    else if (i > 0 && p - sorted[i - 1] > 2) items.push('gap');
    items.push(p);
  }
  return items;
}

/** `label` names what is paged, for the navigation landmark ('Pages of ship offerings'). */
type Props = { page: number; pageCount: number; onPage: (page: number) => void; label: string };

export function Pagination({ page, pageCount, onPage, label }: Props) {
  const { t } = useTranslation('common');
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {t('pagination.previous')}
      </Button>
      <ul className="flex items-center gap-1">
        {pageItems(page, pageCount).map((item, i) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                variant={item === page ? 'default' : 'ghost'}
                size="sm"
                className={cn('min-w-8', item === page && 'pointer-events-none')}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                onClick={() => onPage(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
      </ul>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
