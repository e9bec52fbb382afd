import { type BoxMixWords, formatBoxMix } from '@shared/domain/box-mix/summary';
import type { BoxMix } from '@shared/schemas/box-mix';
import { Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** The summary's words in the reader's language. */
export function useBoxMixWords(): BoxMixWords {
  const { t } = useTranslation('boxMix');
  return {
    size: (s) => t(`sizes.${s}`),
    type: (c) => t(`types.${c}`),
    dg: t('summary.dg'),
    oog: t('summary.oog'),
  };
}

/**
 * A booking's or transport request's boxes on one line ("2 × 40'HC reefer −18 °C, 1 × 20' DG 3 UN1263") and its
 * commodity; nothing for a request made with a plain TEU figure and no commodity.
 */
export function BoxMixSummary({
  mix,
  commodity,
  className,
}: {
  mix: BoxMix;
  commodity?: string | null;
  className?: string;
}) {
  const { t } = useTranslation('boxMix');
  const words = useBoxMixWords();
  if (mix.length === 0 && !commodity) return null;
  return (
    <p className={cn('flex items-start gap-1.5 text-sm text-slate-700', className)}>
      <Package className="mt-0.5 h-3.5 w-3.5 shrink-0 text-slate-400" aria-label={t('summary.label')} />
      <span>
        {mix.length > 0 && <span data-testid="box-mix-summary">{formatBoxMix(mix, words)}</span>}
        {mix.length > 0 && commodity && ' · '}
        {commodity && <span>{commodity}</span>}
      </span>
    </p>
  );
}
