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
  /** One size on every screen, with a smaller subtitle: the administrators' pages. */
  compact?: boolean;
  /** The page's buttons, beside the title from the small breakpoint on. */
  children?: ReactNode;
};

/** A signed-in page's h1, the line under it and its actions. */
export function PageHeader({
  title,
  subtitle,
  icon: Icon,
  narrow = false,
  compact = false,
  children,
}: Props) {
  const heading = (
    <div>
      <h1
        className={cn(
          'text-2xl font-bold tracking-tight text-slate-900',
          !compact && 'sm:text-3xl',
          Icon && 'flex items-center gap-2',
        )}
      >
        {Icon ? <Icon className="h-7 w-7 text-brand-700" aria-hidden="true" /> : null}
        {title}
      </h1>
      <p className={cn('mt-1 text-slate-600', narrow && 'max-w-2xl', compact && 'text-sm')}>{subtitle}</p>
    </div>
  );
  if (!children) return heading;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      {heading}
      {children}
    </div>
  );
}
