import { type UtilizationBand, utilizationBand } from '@shared/domain/utilization';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

// SPEC.md §9 colours: 80 % or more green, 50-79 yellow, below 50 red.
const bar: Record<UtilizationBand, string> = {
  green: 'bg-emerald-500',
  yellow: 'bg-amber-400',
  red: 'bg-red-500',
};
const text: Record<UtilizationBand, string> = {
  green: 'text-emerald-700',
  yellow: 'text-amber-700',
  red: 'text-red-700',
};

export function UtilizationMeter({ percent }: { percent: number }) {
  const { t } = useTranslation('management');
  const labelId = useId();
  const band = utilizationBand(percent);
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span id={labelId} className="text-slate-600">
          {t('card.utilization')}
        </span>
        <span className={cn('font-semibold tabular-nums', text[band])} data-band={band}>
          {percent}%
        </span>
      </div>
      {/* The native meter speaks to assistive technology; the bar below is its picture. */}
      <meter
        className="sr-only"
        aria-labelledby={labelId}
        min={0}
        max={100}
        low={50}
        high={80}
        optimum={100}
        value={percent}
      />
      <div aria-hidden="true" className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100">
        <div
          className={cn('h-full rounded-full transition-[width]', bar[band])}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
