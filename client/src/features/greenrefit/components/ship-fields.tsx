import { fuelTypes } from '@shared/schemas/vessels';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, SelectField, TextField } from '@/components/form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { Estimated, RefitForm } from '../utils/form';
import { FigureField, FlagBadge } from './figure-field';

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
  const anyEstimate = [...estimated].some((k) => k.startsWith('ship.'));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('ship.title')}</CardTitle>
        <CardDescription>
          {fromFleet ? t('ship.fromFleet') : t('ship.byHand')}{' '}
          {anyEstimate ? (
            <span>
              {t('ship.estimatesBefore')} <FlagBadge>{t('estimateBadge')}</FlagBadge>{' '}
              {t('ship.estimatesAfter')}
            </span>
          ) : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid items-end gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <div className="sm:col-span-2 xl:col-span-3">
          <TextField name="ship.name" label={t('ship.fields.name')} required />
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
            required={!f.optional}
            step={f.step}
            estimated={estimated.has(`ship.${f.key}`)}
            onEdit={onEdit}
          />
        ))}
        <SelectField
          name="ship.fuelType"
          label={t('ship.fields.fuelType')}
          options={fuelTypes}
          optionLabel={(fuel) => t(`fuelTypes.${fuel}`)}
        />
        <CheckboxField
          name="ship.scrubberFitted"
          label={t('ship.fields.scrubberFitted')}
          className="self-end pb-2.5"
        />
      </CardContent>
    </Card>
  );
}
