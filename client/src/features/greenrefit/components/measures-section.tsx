import { isFuelMeasure, MEASURES } from '@shared/domain/greenrefit';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { tValidation } from '@/lib/i18n';
import type { RefitForm } from '../utils/form';
import { errorAt } from './figure-field';
import { MeasureCard } from './measure-card';

/** The retrofit catalogue as checkable cards; a fuel switch or a scrubber excludes the others of its sort. */
export function MeasuresSection() {
  // 'validation' loads the shared validation texts for the list's error message.
  const { t } = useTranslation(['greenrefit', 'validation']);
  const {
    control,
    formState: { errors },
  } = useFormContext<RefitForm>();
  const measures = useWatch({ control, name: 'measures' });
  const fuelChosen = measures.find((m) => m.selected && isFuelMeasure(m.id));
  const listError = errorAt(errors, 'measures.root');
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
        {listError ? (
          <p role="alert" className="text-sm text-red-600">
            {tValidation(listError)}
          </p>
        ) : null}
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
