import { zodResolver } from '@hookform/resolvers/zod';
import { vesselTypes } from '@shared/domain/voyage/vessel-classes';
import type { ParsedQuoteInput } from '@shared/schemas/smartfeeder';
import { fuelTypes } from '@shared/schemas/vessels';
import { Calculator } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, type DefaultValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { PortCombobox } from '@/components/ui/port-combobox';
import { NativeSelect } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
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
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CalculatorFormValues, unknown, ParsedQuoteInput>({
    resolver: zodResolver(calculatorFormSchema),
    defaultValues: emptyCalculatorForm,
  });
  useEffect(() => {
    if (values) reset(values);
  }, [values, reset]);

  const field = (name: keyof CalculatorFormValues) => fieldA11y(`sf-${name}`, errors[name]);
  const submit = handleSubmit((input) =>
    onCalculate(input).catch((err) => {
      applyServerIssues(err, calculatorFields, setError);
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('form.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('form.title')}>
          <FormField id="sf-originPort" label={t('form.originPort')} error={errors.originPort?.message}>
            <Controller
              control={control}
              name="originPort"
              render={({ field: f }) => (
                <PortCombobox
                  {...field('originPort')}
                  name={f.name}
                  value={f.value}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                />
              )}
            />
          </FormField>
          <FormField
            id="sf-destinationPort"
            label={t('form.destinationPort')}
            error={errors.destinationPort?.message}
            hint={t('form.samePortHint')}
          >
            <Controller
              control={control}
              name="destinationPort"
              render={({ field: f }) => (
                <PortCombobox
                  {...field('destinationPort')}
                  name={f.name}
                  value={f.value}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                />
              )}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="sf-cargoWeight"
              label={t('form.cargoWeight')}
              error={errors.cargoWeight?.message}
              hint={t('form.cargoWeightHint')}
            >
              <Input
                {...field('cargoWeight')}
                {...register('cargoWeight', { valueAsNumber: true })}
                type="number"
                min={0}
                step={0.1}
                inputMode="decimal"
              />
            </FormField>
            <FormField
              id="sf-speedKnots"
              label={t('form.speed')}
              error={errors.speedKnots?.message}
              hint={t('form.speedHint')}
            >
              <Input
                {...field('speedKnots')}
                {...register('speedKnots', { valueAsNumber: true })}
                type="number"
                min={4}
                max={25}
                step={0.1}
                inputMode="decimal"
              />
            </FormField>
          </div>
          <FormField id="sf-vessel" label={t('form.vessel')} error={errors.vessel?.message}>
            <NativeSelect {...field('vessel')} {...register('vessel')}>
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
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="sf-fuelType" label={t('form.fuelType')} error={errors.fuelType?.message}>
              <NativeSelect {...field('fuelType')} {...register('fuelType')}>
                <option value="">{t('form.fuelDefault')}</option>
                {fuelTypes.map((fuel) => (
                  <option key={fuel} value={fuel}>
                    {t(`fuelTypes.${fuel}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              id="sf-departureTime"
              label={t('form.departureTime')}
              error={errors.departureTime?.message}
            >
              <Input {...field('departureTime')} {...register('departureTime')} type="datetime-local" />
            </FormField>
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-slate-300"
              {...register('avoidKielCanal')}
            />
            {t('form.avoidKiel')}
          </label>
          <Button type="submit" className="w-full" disabled={calculating}>
            {calculating ? <Spinner className="h-4 w-4" /> : <Calculator aria-hidden="true" />}
            {calculating ? t('form.calculating') : t('form.calculate')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
