import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';

/** Loading, empty, error and paging pieces the Users, Activities and Audit Logs tabs share. */

export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="space-y-3 px-6 py-4">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

export function ListEmpty({ icon: Icon, title, hint }: { icon: LucideIcon; title: string; hint: string }) {
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <Icon className="h-10 w-10 text-slate-300" aria-hidden="true" />
      <p className="mt-3 font-medium text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-500">{hint}</p>
    </div>
  );
}

export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="space-y-3 px-6 py-12 text-center text-sm text-slate-600">
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

type FooterProps = {
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
  onPage: (page: number) => void;
  label: string;
};

/** "Showing 26–50 of 80" and the page buttons. */
export function ListFooter({ page, pageSize, total, pageCount, onPage, label }: FooterProps) {
  const { t } = useTranslation('admin');
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className="flex flex-col items-center gap-3 border-t border-slate-200 px-6 py-4 sm:flex-row sm:justify-between">
      <p className="text-sm text-slate-500">{t('list.showing', { from, to, total })}</p>
      <Pagination page={page} pageCount={pageCount} onPage={onPage} label={label} />
    </div>
  );
}

/** A labelled filter control above a list. */
export function FilterField({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}

type ListQuery<T> = {
  data: { items: T[]; total: number; pageCount: number } | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

export type AdminListProps<T> = {
  /** The admin.json section holding title, description, loading, loadFailed, empty, emptyHint, pagination. */
  section: 'users' | 'activities' | 'auditLogs' | 'contact';
  emptyIcon: LucideIcon;
  /** Beside the title: a CSV download, say. */
  actions?: React.ReactNode;
  filters: React.ReactNode;
  query: ListQuery<T>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Minimum table width class, so narrow screens scroll the table instead of squeezing it. */
  minWidth: string;
  head: React.ReactNode;
  row: (item: T) => React.ReactNode;
};

/** A tab's card: title, filters, then the loading, error, empty or table state, and the pages. */
export function AdminList<T>({
  section,
  emptyIcon,
  actions,
  filters,
  query,
  page,
  pageSize,
  onPage,
  minWidth,
  head,
  row,
}: AdminListProps<T>) {
  const { t } = useTranslation('admin');
  const { data } = query;
  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="space-y-1.5">
          <CardTitle>{t(`${section}.title`)}</CardTitle>
          <CardDescription>{t(`${section}.description`)}</CardDescription>
        </div>
        {actions && <div className="flex shrink-0 flex-wrap items-center gap-3">{actions}</div>}
      </CardHeader>
      {filters}
      {query.isPending ? (
        <ListSkeleton label={t(`${section}.loading`)} />
      ) : query.isError || !data ? (
        <ListError message={t(`${section}.loadFailed`)} onRetry={() => void query.refetch()} />
      ) : data.items.length === 0 ? (
        <ListEmpty icon={emptyIcon} title={t(`${section}.empty`)} hint={t(`${section}.emptyHint`)} />
      ) : (
        <>
          <div className="overflow-x-auto" aria-busy={query.isPlaceholderData}>
            <table className={`w-full text-left text-sm ${minWidth}`}>
              <caption className="sr-only">{t(`${section}.title`)}</caption>
              <thead className="border-y border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
                <tr>{head}</tr>
              </thead>
              <tbody className="divide-y divide-slate-100">{data.items.map(row)}</tbody>
            </table>
          </div>
          <ListFooter
            page={page}
            pageSize={pageSize}
            total={data.total}
            pageCount={data.pageCount}
            onPage={onPage}
            label={t(`${section}.pagination`)}
          />
        </>
      )}
    </Card>
  );
}

type SelectFilterProps<V extends string> = {
  id: string;
  label: string;
  /** The first option's text; choosing it clears the filter. */
  allLabel: string;
  options: readonly V[];
  optionLabel: (value: V) => string;
  value: V | '';
  onChange: (value: V | '') => void;
};

/** A labelled select that filters a list by one value, or by none. */
export function SelectFilter<V extends string>({
  id,
  label,
  allLabel,
  options,
  optionLabel,
  value,
  onChange,
}: SelectFilterProps<V>) {
  return (
    <FilterField id={id} label={label}>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as V | '')}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </NativeSelect>
    </FilterField>
  );
}
