import { zodResolver } from '@hookform/resolvers/zod';
import { co2StatementQuerySchema } from '@shared/schemas/booking-requests';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form } from '@/components/form';
import { DateRangeFields } from '@/components/form/date-range-fields';
import { Button } from '@/components/ui/button';
import type { Co2Period } from '../api/get-co2-statement';

/** 1 January of this year to today (UTC days): the period a statement opens with. */
export function defaultCo2Period(now = new Date()): Co2Period {
  const today = now.toISOString().slice(0, 10);
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

/**
 * The statement's period, checked with the server's own schema (shared/schemas/booking-requests.ts) so that a
 * reversed or impossible period is explained here, field by field, before anything is asked of the server.
 */
export function Co2PeriodForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial: Co2Period;
  submitLabel: string;
  onSubmit: (period: Co2Period) => void;
}) {
  const { t } = useTranslation('bookings');
  const id = useId();
  const form = useForm<Co2Period>({ resolver: zodResolver(co2StatementQuerySchema), defaultValues: initial });
  return (
    <Form
      form={form}
      idPrefix={id}
      onSubmit={form.handleSubmit(({ from, to }) => onSubmit({ from, to }))}
      className="flex flex-wrap items-end gap-3 space-y-0"
    >
      <DateRangeFields
        from={{ name: 'from', label: t('statement.from') }}
        to={{ name: 'to', label: t('statement.to') }}
      />
      <Button type="submit">{submitLabel}</Button>
    </Form>
  );
}
