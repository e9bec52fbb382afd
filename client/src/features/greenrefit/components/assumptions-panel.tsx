import {
  defaultRefitAssumptions,
  REFIT_ASSUMPTION_BOUNDS,
  type RefitAssumptionKey,
  refitAssumptionKeys,
} from '@shared/domain/greenrefit';
import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useMoneySettings } from '@/lib/money';
import type { RefitForm } from '../utils/form';
import { formatNumber } from '../utils/format';
import { FigureField } from './figure-field';

const decimals = (n: number) => (Number.isInteger(n) ? 0 : 2);

/** One assumption: the field, and beside it (below on a phone) its default and source. */
const Row = ({ children }: { children: ReactNode }) => (
  <div className="grid gap-2 py-3 first:pt-0 md:grid-cols-[minmax(0,17rem)_minmax(0,1fr)] md:items-center md:gap-6">
    {children}
  </div>
);

/** Every price and factor behind the money and the fuel, with unit, default and source; editable, resettable. */
export function AssumptionsPanel() {
  const { t } = useTranslation('greenrefit');
  const { control, setValue } = useFormContext<RefitForm>();
  const values = useWatch({ control, name: 'assumptions' });
  const startYear = useWatch({ control, name: 'startYear' });
  const { rate } = useMoneySettings();
  const defaults = defaultRefitAssumptions(
    Number.isInteger(startYear) ? startYear : new Date().getFullYear(),
    rate?.rate,
  );
  const changed = (k: RefitAssumptionKey) => values[k] !== defaults[k];
  const anyChanged = refitAssumptionKeys.some(changed);
  const reset = () => {
    for (const k of refitAssumptionKeys)
      setValue(`assumptions.${k}`, defaults[k], { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4 space-y-0">
        <div className="space-y-1.5">
          <CardTitle>{t('assumptions.title')}</CardTitle>
          <CardDescription>{t('assumptions.description')}</CardDescription>
        </div>
        {anyChanged ? (
          <Button variant="outline" size="sm" onClick={reset} className="print:hidden">
            <RotateCcw aria-hidden="true" />
            {t('assumptions.reset')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="divide-y divide-slate-100" data-testid="assumptions">
        <Row>
          <FigureField
            name="startYear"
            label={t('assumptions.startYear')}
            required
            step={1}
            min={2023}
            max={2050}
            describedBy="gr-startYear-note"
          />
          <p id="gr-startYear-note" className="text-xs text-slate-500">
            {t('assumptions.startYearHint')}
          </p>
        </Row>
        {refitAssumptionKeys.map((k) => {
          const bounds = REFIT_ASSUMPTION_BOUNDS[k];
          const unit = bounds.unit ? t(`assumptions.units.${k}`) : '';
          const noteId = `gr-assumption-${k}-note`;
          return (
            <Row key={k}>
              <FigureField
                name={`assumptions.${k}`}
                min={bounds.min}
                max={bounds.max}
                describedBy={noteId}
                required
                changed={changed(k)}
                label={
                  unit
                    ? t('assumptions.withUnit', { label: t(`assumptions.keys.${k}`), unit })
                    : t(`assumptions.keys.${k}`)
                }
              />
              <p id={noteId} className="text-xs text-slate-500">
                <span className="font-medium text-slate-600">
                  {t('assumptions.default', { value: formatNumber(defaults[k], decimals(defaults[k])) })}
                </span>{' '}
                · {t(`assumptions.sources.${k}`)}
              </p>
            </Row>
          );
        })}
      </CardContent>
    </Card>
  );
}
