import { co2StatementQuerySchema } from '@shared/schemas/booking-requests';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import type { Co2Period } from '../api/get-co2-statement';

/** 1 January of this year to today (UTC days): the period a statement opens with. */
export function defaultCo2Period(now = new Date()): Co2Period {
  const today = now.toISOString().slice(0, 10);
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

type Errors = Partial<Record<'from' | 'to', string>>;

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
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [errors, setErrors] = useState<Errors>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = co2StatementQuerySchema.safeParse({ from, to });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'from' || field === 'to') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onSubmit({ from: parsed.data.from, to: parsed.data.to });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <FormField id={`${id}-from`} label={t('statement.from')} error={errors.from}>
        <Input
          id={`${id}-from`}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          aria-invalid={!!errors.from}
          aria-describedby={errors.from ? `${id}-from-error` : undefined}
        />
      </FormField>
      <FormField id={`${id}-to`} label={t('statement.to')} error={errors.to}>
        <Input
          id={`${id}-to`}
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          aria-invalid={!!errors.to}
          aria-describedby={errors.to ? `${id}-to-error` : undefined}
        />
      </FormField>
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
