import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
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
