import type { Assessment } from '@shared/domain/greenrefit';
import { AlertTriangle, ArrowRight, CopyPlus, Factory, Printer, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber, formatShare } from '../utils/format';
import { Eur } from './eur';
import { usePaybackText } from './ranking-section';
import { RatingBadge } from './rating-badge';

type Props = {
  assessment: Assessment;
  /** The figures on screen are not all valid: the results are the last valid ones. */
  stale: boolean;
  savedId: string | null;
  dirty: boolean;
  saving: boolean;
  onSave: (asNew: boolean) => void;
  onPrint: () => void;
  onRequestQuotes: () => void;
};

function RatingStep({
  label,
  from,
  to,
}: {
  label: string;
  from?: Assessment['before']['ciiPath'][number];
  to?: Assessment['after']['ciiPath'][number];
}) {
  const { t } = useTranslation('greenrefit');
  if (!from || !to) return null;
  return (
    <div className="flex items-center justify-between gap-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="flex items-center gap-1.5" data-testid={`rating-step-${from.year}`}>
        <span className="sr-only">{t('summary.ratingChange', { from: from.rating, to: to.rating })}</span>
        <span aria-hidden="true" className="flex items-center gap-1.5">
          <RatingBadge rating={from.rating} />
          <ArrowRight className="h-3.5 w-3.5 text-slate-400" />
          <RatingBadge rating={to.rating} />
        </span>
      </dd>
    </div>
  );
}

/** The figures that move as the user types, and saving, printing and asking shipyards. */
export function SummaryPanel({
  assessment,
  stale,
  savedId,
  dirty,
  saving,
  onSave,
  onPrint,
  onRequestQuotes,
}: Props) {
  const { t } = useTranslation('greenrefit');
  const payback = usePaybackText();
  const { before, after } = assessment;
  const co2SavedT = before.co2T - after.co2T;
  return (
    <Card className="lg:sticky lg:top-20" data-testid="summary">
      <CardHeader className="pb-3">
        <CardTitle>{t('summary.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {stale ? (
          <p role="status" className="flex gap-2 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">
            <AlertTriangle className="h-4 w-4 shrink-0 text-amber-600" aria-hidden="true" />
            {t('summary.stale')}
          </p>
        ) : null}
        <dl className="space-y-2" aria-live="polite">
          <RatingStep
            label={t('summary.ratingIn', { year: before.ciiPath[0]?.year })}
            from={before.ciiPath[0]}
            to={after.ciiPath[0]}
          />
          {before.ciiPath.length > 1 ? (
            <RatingStep
              label={t('summary.ratingIn', { year: before.ciiPath.at(-1)?.year })}
              from={before.ciiPath.at(-1)}
              to={after.ciiPath.at(-1)}
            />
          ) : null}
          <div className="flex justify-between gap-2 text-sm">
            <dt className="text-slate-600">{t('summary.co2')}</dt>
            <dd className="text-right font-medium tabular-nums" data-testid="summary-co2">
              {t('units.tonnesCo2', { value: formatNumber(co2SavedT) })} ({formatShare(assessment.co2Saving)})
            </dd>
          </div>
          <div className="flex justify-between gap-2 text-sm">
            <dt className="text-slate-600">{t('summary.capex')}</dt>
            <dd className="font-medium tabular-nums">
              <Eur value={assessment.capexEur} />
            </dd>
          </div>
          <div className="flex justify-between gap-2 text-sm">
            <dt className="text-slate-600">{t('summary.firstYear')}</dt>
            <dd className="font-medium tabular-nums">
              <Eur value={assessment.cash[0]?.savingEur ?? 0} />
            </dd>
          </div>
          <div className="flex justify-between gap-2 text-sm">
            <dt className="text-slate-600">{t('summary.payback')}</dt>
            <dd className="font-medium tabular-nums" data-testid="summary-payback">
              {payback(assessment.paybackYears, assessment.ranking.length === 0)}
            </dd>
          </div>
        </dl>
        <div className="space-y-3 border-t border-slate-200 pt-4 print:hidden">
          <TextField name="name" label={t('save.name')} hint={t('save.nameHint')} required />
          <p className="text-xs text-slate-500" aria-live="polite">
            {savedId ? (dirty ? t('save.unsaved') : t('save.saved')) : t('save.notSaved')}
          </p>
          <div className="flex flex-col gap-2">
            <Button onClick={() => onSave(false)} disabled={saving}>
              {saving ? <Spinner className="h-4 w-4" /> : <Save aria-hidden="true" />}
              {savedId ? t('save.update') : t('save.create')}
            </Button>
            {savedId ? (
              <Button variant="outline" onClick={() => onSave(true)} disabled={saving}>
                <CopyPlus aria-hidden="true" />
                {t('save.asNew')}
              </Button>
            ) : null}
            <Button variant="outline" onClick={onPrint}>
              <Printer aria-hidden="true" />
              {t('print.button')}
            </Button>
            <Button variant="secondary" onClick={onRequestQuotes}>
              <Factory aria-hidden="true" />
              {t('quotes.button')}
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
