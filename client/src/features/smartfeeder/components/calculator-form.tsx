import { zodResolver } from '@hookform/resolvers/zod';
import { vesselTypes } from '@shared/domain/voyage/vessel-classes';
import type { ParsedQuoteInput } from '@shared/schemas/smartfeeder';
import { fuelTypes } from '@shared/schemas/vessels';
import { Calculator } from 'lucide-react';
import { useEffect } from 'react';
import { type DefaultValues, useForm, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  DateTimeField,
  Form,
  FormActions,
  FormField,
  FormRow,
  NumberField,
  SelectField,
  useFieldId,
} from '@/components/form';
import { PortField } from '@/components/form/port-fields';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/select';
import { applyServerIssues, fieldA11y } from '@/lib/form-errors';
import {
  type CalculatorFormValues,
  calculatorFields,
  calculatorFormSchema,
  emptyCalculatorForm,
} from './calculator-form-schema';

export type FleetOption = { id: string; name: string; teuCapacity: number };

type Props = {
  fleet: FleetOption[];
  calculating: boolean;
  /** A reopened calculation's inputs replace the form's. */
  values?: DefaultValues<CalculatorFormValues>;
  onCalculate: (input: ParsedQuoteInput) => Promise<unknown>;
};

/** SPEC.md §2's inputs plus vessel, speed, fuel, Kiel choice and departure; validated by the server's own schema. */
export function CalculatorForm({ fleet, calculating, values, onCalculate }: Props) {
  const { t } = useTranslation('smartfeeder');
  const form = useForm<CalculatorFormValues, unknown, ParsedQuoteInput>({
    resolver: zodResolver(calculatorFormSchema),
    defaultValues: emptyCalculatorForm,
  });
  const { reset } = form;
  useEffect(() => {
    if (values) reset(values);
  }, [values, reset]);

  const submit = form.handleSubmit((input) =>
    onCalculate(input).catch((err) => {
      applyServerIssues(err, calculatorFields, form.setError);
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('form.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form form={form} idPrefix="sf" onSubmit={submit} aria-label={t('form.title')}>
          <PortField name="originPort" label={t('form.originPort')} required />
          <PortField
            name="destinationPort"
            label={t('form.destinationPort')}
            hint={t('form.samePortHint')}
            required
          />
          <FormRow>
            <NumberField
              name="cargoWeight"
              label={t('form.cargoWeight')}
              hint={t('form.cargoWeightHint')}
              min={0}
              step={0.1}
            />
            <NumberField
              name="speedKnots"
              label={t('form.speed')}
              hint={t('form.speedHint')}
              min={4}
              max={25}
              step={0.1}
            />
          </FormRow>
          <VesselField fleet={fleet} />
          {/* Issue 27: the whole width, so "Ship's fuel (MGO in emission control areas)" is never cut. */}
          <SelectField
            name="fuelType"
            label={t('form.fuelType')}
            placeholder={t('form.fuelDefault')}
            options={fuelTypes}
            optionLabel={(fuel) => t(`fuelTypes.${fuel}`)}
          />
          <DateTimeField name="departureTime" label={t('form.departureTime')} />
          <CheckboxField name="avoidKielCanal" label={t('form.avoidKiel')} />
          <FormActions
            block
            pending={calculating}
            submitLabel={
              <>
                <Calculator aria-hidden="true" />
                {t('form.calculate')}
              </>
            }
            pendingLabel={t('form.calculating')}
          />
        </Form>
      </CardContent>
    </Card>
  );
}

/** The vessel: suggested for the cargo, a size class, or one of the user's own ships, in two option groups. */
function VesselField({ fleet }: { fleet: FleetOption[] }) {
  const { t } = useTranslation('smartfeeder');
  const { register } = useFormContext<CalculatorFormValues>();
  const { errors } = useFormState<CalculatorFormValues>({ name: 'vessel' });
  const error = errors.vessel?.message;
  const id = useFieldId('vessel');
  return (
    <FormField id={id} label={t('form.vessel')} error={error}>
      <NativeSelect {...fieldA11y(id, error)} {...register('vessel')}>
        <option value="">{t('form.vesselSuggested')}</option>
        <optgroup label={t('form.vesselClasses')}>
          {vesselTypes.map((type) => (
            <option key={type} value={`class:${type}`}>
              {t(`vesselTypes.${type}`)} ({t(`vesselBands.${type}`)})
            </option>
          ))}
        </optgroup>
        {fleet.length > 0 ? (
          <optgroup label={t('form.fleet')}>
            {fleet.map((v) => (
              <option key={v.id} value={`fleet:${v.id}`}>
                {v.name} ({v.teuCapacity} TEU)
              </option>
            ))}
          </optgroup>
        ) : null}
      </NativeSelect>
    </FormField>
  );
}
