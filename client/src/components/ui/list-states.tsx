import { AlertTriangle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { Skeleton } from './skeleton';

/** Placeholder rows in the height of the list's real rows, so the page does not jump when they arrive. */
export function ListSkeleton({
  label,
  rows = 3,
  rowClassName = 'h-12',
}: {
  label: string;
  rows?: number;
  rowClassName?: string;
}) {
  return (
    // aria-label names the region; a live region announces its text, hence the hidden copy of the label.
    <div role="status" aria-label={label} className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
        <Skeleton key={i} className={cn('w-full', rowClassName)} />
      ))}
    </div>
  );
}

/** `list` sits inside a card or a section; `page` is the whole content of a page or a tab. */
type StateSize = 'list' | 'page';

const emptySize = {
  list: { box: 'py-10', icon: 'h-10 w-10', title: 'mt-3 font-medium', action: 'mt-4' },
  page: { box: 'py-14', icon: 'h-12 w-12', title: 'mt-4 text-lg font-semibold', action: 'mt-5' },
};

export function ListEmpty({
  icon: Icon,
  title,
  hint,
  size = 'list',
  children,
}: {
  icon: LucideIcon;
  title: string;
  hint: string;
  size?: StateSize;
  /** The call to action. */
  children?: ReactNode;
}) {
  const c = emptySize[size];
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-6 text-center',
        c.box,
      )}
    >
      <Icon className={cn('text-slate-300', c.icon)} aria-hidden="true" />
      <p className={cn('text-slate-900', c.title)}>{title}</p>
      <p className="mt-1 max-w-md text-sm text-slate-500">{hint}</p>
      {children ? (
        <div className={cn('flex flex-wrap justify-center gap-2', c.action)}>{children}</div>
      ) : null}
    </div>
  );
}

/** What a filter left empty: one line where the list would be. */
export function ListEmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
      {children}
    </p>
  );
}

const errorSize = {
  list: { box: 'py-8', icon: 'h-8 w-8', message: 'mt-2 text-sm', retry: 'mt-3' },
  page: { box: 'py-12', icon: 'h-10 w-10', message: 'mt-3', retry: 'mt-4' },
};

export function ListError({
  message,
  onRetry,
  size = 'list',
}: {
  message: string;
  onRetry: () => void;
  size?: StateSize;
}) {
  const { t } = useTranslation('common');
  const c = errorSize[size];
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center rounded-lg border border-red-200 bg-red-50 px-6 text-center',
        c.box,
      )}
    >
      <AlertTriangle className={cn('text-red-400', c.icon)} aria-hidden="true" />
      <p className={cn('font-medium text-slate-900', c.message)}>{message}</p>
      <Button variant="outline" size="sm" className={c.retry} onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
