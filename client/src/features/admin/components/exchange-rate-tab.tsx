import { zodResolver } from '@hookform/resolvers/zod';
import { type SetExchangeRateInput, setExchangeRateSchema } from '@shared/schemas/money';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, FormActions, FormRow, NumberField, TextField, toastSubmitError } from '@/components/form';
import { toast } from '@/components/ui/toast-store';
import { applyServerIssues } from '@/lib/form-errors';
import { useExchangeRate, useSetExchangeRate } from '../api/exchange-rate';

const FIELDS = ['rate', 'rateDate', 'source'] as const;

/** The one dated EUR/USD rate (PRODUCT.md 37): the rate in use, and a form to set the rate of a day. */
export function ExchangeRateTab() {
  const { t } = useTranslation('admin');
  const current = useExchangeRate();
  const set = useSetExchangeRate();
  const form = useForm<SetExchangeRateInput>({
    resolver: zodResolver(setExchangeRateSchema),
    defaultValues: { rate: Number.NaN, rateDate: '', source: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    set.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ rate: Number.NaN, rateDate: '', source: '' });
        toast({ title: t('rate.saved', { rate: saved.rate.toFixed(4), date: saved.rateDate }) });
      },
      onError: (err) => {
        if (applyServerIssues(err, FIELDS, form.setError)) return;
        toastSubmitError(err, t('rate.failed'), t('rate.failed'));
      },
    }),
  );
  const r = current.data;
  return (
    <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-5">
      <p className="text-sm text-slate-700" data-testid="current-rate">
        {r
          ? t('rate.current', { rate: r.rate.toFixed(4), date: r.rateDate, source: r.source })
          : current.isPending
            ? t('common:loading')
            : t('rate.none')}
      </p>
      <Form form={form} idPrefix="rate" onSubmit={onSubmit}>
        <FormRow>
          <NumberField name="rate" label={t('rate.rate')} required min={0} step={0.0001} unit="USD / EUR" />
          <TextField name="rateDate" label={t('rate.date')} required placeholder="YYYY-MM-DD" />
        </FormRow>
        <TextField name="source" label={t('rate.source')} hint={t('rate.sourceHint')} required />
        <FormActions className="sm:justify-start" pending={set.isPending} submitLabel={t('rate.save')} />
      </Form>
    </div>
  );
}
