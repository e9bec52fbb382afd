import { cn } from '@/lib/utils';

/** The mark plus the word; a compact logo hides the word visually but keeps it for screen readers. */
export function Logo({
  className,
  compact = false,
  inverted = false,
  textClassName,
}: {
  className?: string;
  compact?: boolean;
  inverted?: boolean;
  textClassName?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 font-semibold',
        inverted ? 'text-white' : 'text-brand-900',
        className,
      )}
    >
      <img src="/icon.svg" alt="" width={32} height={32} className="h-8 w-8 shrink-0" />
      <span className={cn('text-lg tracking-tight', compact && 'sr-only', textClassName)}>FeederHub</span>
    </span>
  );
}
