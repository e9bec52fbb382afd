import { isFuelMeasure, MEASURES } from '@shared/domain/greenrefit';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldId } from '@/components/form';
import { FieldError } from '@/components/form/form-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { RefitForm } from '../utils/form';
import { errorAt } from './figure-field';
import { MeasureCard } from './measure-card';

/** The retrofit catalogue as checkable cards; a fuel switch or a scrubber excludes the others of its sort. */
export function MeasuresSection() {
  const { t } = useTranslation('greenrefit');
  const {
    control,
    formState: { errors },
  } = useFormContext<RefitForm>();
  const measures = useWatch({ control, name: 'measures' });
  const fuelChosen = measures.find((m) => m.selected && isFuelMeasure(m.id));
  const listError = errorAt(errors, 'measures.root');
  const listId = useFieldId('measures');
  const count = measures.filter((m) => m.selected).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('measuresSection.title')}</CardTitle>
        <CardDescription>{t('measuresSection.description')}</CardDescription>
        <p className="text-sm font-medium text-slate-700" aria-live="polite">
          {t('measuresSection.chosen', { count })}
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        {listError ? <FieldError id={listId} error={listError} /> : null}
        <ul className="space-y-3">
          {measures.map((m, i) => (
            <MeasureCard
              key={m.id}
              index={i}
              def={MEASURES[m.id]}
              blockedBy={
                fuelChosen && fuelChosen.id !== m.id && isFuelMeasure(m.id)
                  ? t(`measures.${fuelChosen.id}.name`)
                  : null
              }
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
