import { AlertTriangle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';

/** Loading, empty, error and paging pieces GreenRefit's lists share (saved assessments, quotes, shipyards). */

export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="space-y-2">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

export function ListEmpty({
  icon: Icon,
  title,
  hint,
  children,
}: {
  icon: LucideIcon;
  title: string;
  hint: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-6 py-8 text-center">
      <Icon className="h-9 w-9 text-slate-300" aria-hidden="true" />
      <p className="mt-3 font-medium text-slate-900">{title}</p>
      <p className="mt-1 max-w-md text-sm text-slate-500">{hint}</p>
      {children ? <div className="mt-4 flex flex-wrap justify-center gap-2">{children}</div> : null}
    </div>
  );
}

export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-lg border border-red-200 bg-red-50 px-6 py-6 text-center"
    >
      <AlertTriangle className="h-7 w-7 text-red-400" aria-hidden="true" />
      <p className="mt-2 text-sm font-medium text-slate-900">{message}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** "21–40 of 55" and the page buttons; nothing for a single page. */
export function ListPager(props: {
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation('greenrefit');
  if (props.pageCount <= 1) return null;
  const from = (props.page - 1) * props.pageSize + 1;
  const to = Math.min(props.total, props.page * props.pageSize);
  return (
    <div className="flex flex-col items-center gap-3 pt-4 sm:flex-row sm:justify-between">
      <p className="text-sm text-slate-500">{t('list.showing', { from, to, total: props.total })}</p>
      <Pagination page={props.page} pageCount={props.pageCount} onPage={props.onPage} label={props.label} />
    </div>
  );
}
