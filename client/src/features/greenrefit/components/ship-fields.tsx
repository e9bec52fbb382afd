import { fuelTypes } from '@shared/schemas/vessels';
import { type Path, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { fieldA11y } from '@/lib/form-errors';
import type { Estimated, RefitForm } from '../utils/form';
import { errorAt, FigureField, fieldId } from './figure-field';

const figures: {
  key: Exclude<keyof RefitForm['ship'], 'name' | 'fuelType' | 'scrubberFitted'>;
  step: number;
  optional?: boolean;
}[] = [
  { key: 'teuCapacity', step: 1 },
  { key: 'deadweightTonnes', step: 1 },
  { key: 'grossTonnage', step: 1 },
  { key: 'yearBuilt', step: 1, optional: true },
  { key: 'mainEnginePowerKw', step: 1, optional: true },
  { key: 'serviceSpeedKnots', step: 0.1 },
  { key: 'fuelTonnesPerDay', step: 0.1 },
];

type Props = {
  estimated: Estimated;
  onEdit: (name: Path<RefitForm>) => void;
  /** The ship came from the fleet (its figures may be edited here without changing the fleet). */
  fromFleet: boolean;
};

/** The ship's figures: from the fleet or typed in, each editable, estimates badged. */
export function ShipFields({ estimated, onEdit, fromFleet }: Props) {
  const { t } = useTranslation('greenrefit');
  const {
    register,
    formState: { errors },
  } = useFormContext<RefitForm>();
  const nameError = errorAt(errors, 'ship.name');
  const fuelError = errorAt(errors, 'ship.fuelType');
  const anyEstimate = [...estimated].some((k) => k.startsWith('ship.'));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('ship.title')}</CardTitle>
        <CardDescription>
          {fromFleet ? t('ship.fromFleet') : t('ship.byHand')}{' '}
          {anyEstimate ? (
            <span>
              {t('ship.estimatesBefore')}{' '}
              <Badge variant="warning" className="px-1.5 py-0 text-[10px] font-medium">
                {t('estimateBadge')}
              </Badge>{' '}
              {t('ship.estimatesAfter')}
            </span>
          ) : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid items-end gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <div className="sm:col-span-2 xl:col-span-3">
          <FormField id={fieldId('ship.name')} label={t('ship.fields.name')} error={nameError}>
            <Input {...fieldA11y(fieldId('ship.name'), nameError)} {...register('ship.name')} />
          </FormField>
        </div>
        {figures.map((f) => (
          <FigureField
            key={f.key}
            name={`ship.${f.key}`}
            label={
              f.optional ? (
                <>
                  {t(`ship.fields.${f.key}`)}
                  <span className="text-xs font-normal text-slate-400">{t('ship.optional')}</span>
                </>
              ) : (
                t(`ship.fields.${f.key}`)
              )
            }
            step={f.step}
            estimated={estimated.has(`ship.${f.key}`)}
            onEdit={onEdit}
          />
        ))}
        <FormField id={fieldId('ship.fuelType')} label={t('ship.fields.fuelType')} error={fuelError}>
          <NativeSelect {...fieldA11y(fieldId('ship.fuelType'), fuelError)} {...register('ship.fuelType')}>
            {fuelTypes.map((fuel) => (
              <option key={fuel} value={fuel}>
                {t(`fuelTypes.${fuel}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <label className="flex items-center gap-2 self-end pb-2.5 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300 accent-brand-700"
            {...register('ship.scrubberFitted')}
          />
          {t('ship.fields.scrubberFitted')}
        </label>
      </CardContent>
    </Card>
  );
}
