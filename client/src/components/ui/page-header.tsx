import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

type Props = {
  title: ReactNode;
  subtitle: ReactNode;
  /** Stands before the title. */
  icon?: LucideIcon;
  /** Keeps a long subtitle to a readable width. */
  narrow?: boolean;
  /** The page's buttons, beside the title from the small breakpoint on. */
  children: ReactNode;
};

/** A signed-in page's h1, the line under it and its actions. */
export function PageHeader({ title, subtitle, icon: Icon, narrow = false, children }: Props) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1
          className={cn(
            'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl',
            Icon && 'flex items-center gap-2',
          )}
        >
          {Icon ? <Icon className="h-7 w-7 text-brand-700" aria-hidden="true" /> : null}
          {title}
        </h1>
        <p className={cn('mt-1 text-slate-600', narrow && 'max-w-2xl')}>{subtitle}</p>
      </div>
      {children}
    </div>
  );
}
