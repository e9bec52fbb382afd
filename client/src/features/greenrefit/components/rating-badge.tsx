import type { CiiRating } from '@shared/domain/greenrefit';
import { cn } from '@/lib/utils';

/** IMO's colours for the five CII ratings (A green to E red), as fill and as text on it. */
export const RATING_COLORS: Record<CiiRating, { fill: string; band: string; className: string }> = {
  A: { fill: '#059669', band: '#d1fae5', className: 'bg-emerald-600 text-white' },
  B: { fill: '#65a30d', band: '#ecfccb', className: 'bg-lime-600 text-white' },
  C: { fill: '#ca8a04', band: '#fef9c3', className: 'bg-yellow-400 text-slate-900' },
  D: { fill: '#ea580c', band: '#ffedd5', className: 'bg-orange-500 text-white' },
  E: { fill: '#dc2626', band: '#fee2e2', className: 'bg-red-600 text-white' },
};

export function RatingBadge({ rating, className }: { rating: CiiRating; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex h-6 min-w-6 items-center justify-center rounded px-1.5 text-xs font-bold print:border print:border-slate-400',
        RATING_COLORS[rating].className,
        className,
      )}
    >
      {rating}
    </span>
  );
}
