import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Skeleton } from '@/components/ui/skeleton';

type Props = {
  label: string;
  hint: string;
  icon: LucideIcon;
  /** undefined while loading; null when the count could not be loaded. */
  value: number | null | undefined;
  href?: string;
};

/** One number of a statistics grid (dashboard, admin panel); a link when it has a page behind it. */
export function StatCard({ label, hint, icon: Icon, value, href }: Props) {
  const { i18n } = useTranslation();
  const body = (
    <>
      <span className="flex items-start justify-between gap-2 text-sm font-medium text-slate-600">
        {label}
        <Icon className="h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
      </span>
      {value === undefined ? (
        <Skeleton className="mt-2 h-8 w-16" />
      ) : (
        <span className="mt-1 text-3xl font-bold tabular-nums text-slate-900">
          {value === null ? '–' : new Intl.NumberFormat(i18n.language).format(value)}
        </span>
      )}
      <span className="mt-1 text-xs text-slate-500">{hint}</span>
    </>
  );
  const box = 'flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5';
  return href ? (
    <Link href={href} className={`${box} transition hover:border-brand-500 hover:shadow-md`}>
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  );
}
