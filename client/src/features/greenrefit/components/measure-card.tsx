import { isFuelMeasure, type MeasureDefinition } from '@shared/domain/greenrefit';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldId } from '@/components/form';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { PARAMETER_SCALE, parameterToForm, type RefitForm, savingToForm } from '../utils/form';
import { formatEurInput, formatNumber } from '../utils/format';
import { FigureField } from './figure-field';

type Props = {
  index: number;
  def: MeasureDefinition;
  /** Why the measure cannot be chosen now (another fuel switch or scrubber is), or null. */
  blockedBy: string | null;
};

const pct = (n: number) => formatNumber(n, 1, 0);

/** One catalogue entry: what it does, the published ranges and their source; once chosen, its figures. */
export function MeasureCard({ index, def, blockedBy }: Props) {
  const { t } = useTranslation('greenrefit');
  const { register, control } = useFormContext<RefitForm>();
  const selected = useWatch({ control, name: `measures.${index}.selected` });
  const id = useFieldId(`measures.${index}.selected`);
  const name = t(`measures.${def.id}.name`);
  const descId = `${id}-desc`;
  const reasonId = `${id}-blocked`;
  return (
    <li
      className={cn(
        'rounded-lg border p-4 transition-colors',
        selected ? 'border-brand-500 bg-brand-50/40' : 'border-slate-200 bg-white',
        blockedBy && 'bg-slate-50',
      )}
      data-testid={`measure-${def.id}`}
    >
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 h-4 w-4 rounded border-slate-300 accent-brand-700 disabled:opacity-50"
          disabled={Boolean(blockedBy) && !selected}
          aria-describedby={blockedBy && !selected ? `${descId} ${reasonId}` : descId}
          {...register(`measures.${index}.selected`)}
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={id} className="cursor-pointer font-medium text-slate-900">
              {name}
            </label>
            <Badge variant={isFuelMeasure(def.id) ? 'warning' : 'secondary'}>
              {t(`measureKinds.${def.kind}`)}
            </Badge>
          </div>
          <p id={descId} className="mt-1 text-sm text-slate-600">
            {t(`measures.${def.id}.description`)}
          </p>
          <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-0.5 text-xs text-slate-600">
            {def.saving ? (
              <div className="flex gap-1">
                <dt>{t('measureCard.savingRange')}</dt>
                <dd className="font-medium text-slate-800">
                  {t('measureCard.range', {
                    min: pct(savingToForm(def.saving.min)),
                    max: pct(savingToForm(def.saving.max)),
                    def: pct(savingToForm(def.saving.default)),
                    unit: '%',
                  })}
                </dd>
              </div>
            ) : null}
            {def.parameter ? (
              <div className="flex gap-1">
                <dt>{t(`measures.${def.id}.parameterShort`)}</dt>
                <dd className="font-medium text-slate-800">
                  {t('measureCard.range', {
                    min: pct(parameterToForm(def.parameter.min)),
                    max: pct(parameterToForm(def.parameter.max)),
                    def: pct(parameterToForm(def.parameter.default)),
                    unit: '%',
                  })}
                </dd>
              </div>
            ) : null}
            <div className="flex gap-1">
              <dt>{t('measureCard.capexRange')}</dt>
              <dd className="font-medium text-slate-800">
                {t('measureCard.range', {
                  min: formatEurInput(def.capexEur.min),
                  max: formatEurInput(def.capexEur.max),
                  def: formatEurInput(def.capexEur.default),
                  unit: '',
                })}
              </dd>
            </div>
          </dl>
          <p className="mt-1 text-xs text-slate-500">
            {t('measureCard.source')}: {t(`measures.${def.id}.source`)}
          </p>
          {blockedBy && !selected ? (
            <p id={reasonId} className="mt-2 text-xs font-medium text-amber-800">
              {t('measureCard.oneFuelMeasure', { chosen: blockedBy })}
            </p>
          ) : null}
        </div>
      </div>
      {selected ? (
        <fieldset className="mt-4 grid items-end gap-3 border-t border-slate-200 pt-4 sm:ml-7 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="sr-only">{t('measureCard.figuresFor', { name })}</legend>
          {def.saving ? (
            <FigureField
              name={`measures.${index}.saving`}
              label={t('measureCard.saving')}
              required
              step={0.1}
            />
          ) : null}
          {def.parameter ? (
            <FigureField
              name={`measures.${index}.parameter`}
              label={t(`measures.${def.id}.parameter`)}
              required
              step={0.1}
              min={def.parameter.min * PARAMETER_SCALE}
              max={def.parameter.max * PARAMETER_SCALE}
            />
          ) : null}
          <FigureField
            name={`measures.${index}.capexEur`}
            label={t('measureCard.capex')}
            required
            step={1000}
            min={0}
          />
          <FigureField
            name={`measures.${index}.opexEurPerYear`}
            label={t('measureCard.opex')}
            required
            step={100}
          />
        </fieldset>
      ) : null}
    </li>
  );
}
