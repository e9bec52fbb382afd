import { imoClasses } from '@shared/schemas/box-mix';
import { iceClasses } from '@shared/schemas/vessels';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxGroupField, FormRow, FormSection, NumberField, SelectField } from '@/components/form';
import { dgPolicies, particularFigures, type VesselFormValues } from './vessel-form-schema';

const units: Record<(typeof particularFigures)[number], string | undefined> = {
  lengthOverallM: 'm',
  beamM: 'm',
  maxDraughtM: 'm',
  reeferPlugs: undefined,
  craneCount: undefined,
  craneSwlTonnes: 't',
};
const wholeNumbers = new Set<string>(['reeferPlugs', 'craneCount']);

/** Issue 23: what matching checks a voyage against (plugs, DG classes, ice class) and the ship's size and gear. */
export function VesselParticularsSection() {
  const { t } = useTranslation('fleet');
  const dgPolicy = useWatch<VesselFormValues, 'dgPolicy'>({ name: 'dgPolicy' });
  return (
    <FormSection title={t('form.particulars')}>
      <p className="-mt-2 text-xs text-slate-500">{t('form.particularsHint')}</p>
      <FormRow className="sm:grid-cols-3">
        {particularFigures.map((name) => (
          <NumberField
            key={name}
            name={name}
            label={t('form.optional', { label: t(`fields.${name}`) })}
            unit={units[name]}
            min={0}
            {...(wholeNumbers.has(name) ? { integer: true } : { step: 0.1 })}
          />
        ))}
      </FormRow>
      <FormRow>
        <SelectField
          name="iceClass"
          label={t('fields.iceClass')}
          hint={t('form.iceClassHint')}
          options={iceClasses}
          optionLabel={(c) => t(`iceClass.${c}`)}
          placeholder={t('form.notStated')}
        />
        <SelectField
          name="dgPolicy"
          label={t('fields.dgPolicy')}
          options={dgPolicies}
          optionLabel={(p) => t(`dgPolicy.${p}`)}
        />
      </FormRow>
      {dgPolicy === 'classes' && (
        <CheckboxGroupField
          name="dgClasses"
          label={t('fields.dgClasses')}
          options={imoClasses}
          optionLabel={(c) => t('dgClass', { value: c })}
        />
      )}
    </FormSection>
  );
}
