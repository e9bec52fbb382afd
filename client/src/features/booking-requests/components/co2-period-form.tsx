import { zodResolver } from '@hookform/resolvers/zod';
import { co2StatementQuerySchema } from '@shared/schemas/booking-requests';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form } from '@/components/form';
import { DateRangeFields } from '@/components/form/date-range-fields';
import { Button } from '@/components/ui/button';
import type { Co2Period } from '../api/get-co2-statement';

/**
 * The period a statement opens with (UTC days): 1 January of this year to the last day of the month twelve months
 * ahead. Issue 27: a booking accepted today departs later, and a period ending today showed it as "none"; this
 * keeps the year so far and every voyage booked for the coming year on one statement.
 */
export function defaultCo2Period(now = new Date()): Co2Period {
  const year = now.getUTCFullYear();
  // Day 0 of the month after is the last day of the month twelve months ahead.
  const to = new Date(Date.UTC(year, now.getUTCMonth() + 13, 0));
  return { from: `${year}-01-01`, to: to.toISOString().slice(0, 10) };
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
