import { zodResolver } from '@hookform/resolvers/zod';
import { toCents } from '@shared/domain/money';
import { v } from '@shared/i18n/validation';
import { counterMatchSchema, declineMatchCounterSchema, type Match } from '@shared/schemas/matching';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Form, FormActions, MoneyField, TextareaField, toastSubmitError } from '@/components/form';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/form-errors';
import { formatMoney } from '@/lib/money';
import { useCounterMatch, useDeclineMatchCounter } from '../api/counter-match';

type CounterValues = { pricePerTEU: number; note: string };
type CounterPayload = z.output<typeof counterMatchSchema>;

/** The server's contract over the inputs; the price on the table is refused here as it is there. */
const counterSchema = (match: Match) =>
  counterMatchSchema.refine((c) => toCents(c.pricePerTEU) !== toCents(match.pricePerTEU), {
    error: v('counterSamePrice'),
    path: ['pricePerTEU'],
  });

/**
 * PRODUCT.md 33: a party answers the price per TEU on the table (or the other side's counter-offer) with another;
 * the form starts from the figure being answered.
 */
export function MatchCounterForm({ match, onDone }: { match: Match; onDone: () => void }) {
  const { t, i18n } = useTranslation('matching');
  const counter = useCounterMatch();
  const form = useForm<CounterValues, unknown, CounterPayload>({
    resolver: zodResolver(counterSchema(match) as unknown as z.ZodType<CounterPayload, CounterValues>),
    defaultValues: { pricePerTEU: match.counter?.pricePerTEU ?? match.pricePerTEU, note: '' },
  });
  const onSubmit = form.handleSubmit((terms) =>
    counter.mutate(
      { id: match.id, ...terms },
      {
        onSuccess: (answer) => {
          toast({
            title: t('decision.counter.done'),
            description: t('decision.counter.doneHint', {
              price: formatMoney(
                answer.counter?.pricePerTEU ?? terms.pricePerTEU,
                match.currency,
                i18n.language,
              ),
            }),
          });
          onDone();
        },
        onError: (err) => {
          if (applyServerIssues(err, ['pricePerTEU', 'note'] as const, form.setError)) return;
          toastSubmitError(err, t('decision.counter.failed'));
          if (err instanceof ApiError && err.status === 409) onDone();
        },
      },
    ),
  );
  return (
    <Form form={form} idPrefix="match-counter" onSubmit={onSubmit}>
      <MoneyField
        name="pricePerTEU"
        label={t('decision.counter.price')}
        hint={t('decision.counter.priceHint', {
          price: formatMoney(match.pricePerTEU, match.currency, i18n.language),
        })}
        required
      />
      <TextareaField
        name="note"
        label={t('decision.counter.note')}
        placeholder={t('decision.counter.notePlaceholder')}
        rows={3}
        maxLength={1000}
      />
      <FormActions
        onCancel={onDone}
        pending={counter.isPending}
        submitLabel={t('decision.counter.confirm')}
      />
    </Form>
  );
}

type DeclineValues = { reason: string };
type DeclinePayload = z.output<typeof declineMatchCounterSchema>;

/** The party a counter-offer was made to declines it; the match stays at its price, the reason is optional. */
export function DeclineMatchCounterForm({ match, onDone }: { match: Match; onDone: () => void }) {
  const { t } = useTranslation('matching');
  const decline = useDeclineMatchCounter();
  const form = useForm<DeclineValues, unknown, DeclinePayload>({
    resolver: zodResolver(declineMatchCounterSchema as unknown as z.ZodType<DeclinePayload, DeclineValues>),
    defaultValues: { reason: '' },
  });
  const onSubmit = form.handleSubmit(({ reason }) =>
    decline.mutate(
      { id: match.id, reason },
      {
        onSuccess: () => {
          toast({ title: t('decision.declineCounter.done') });
          onDone();
        },
        onError: (err) => {
          toastSubmitError(err, t('decision.declineCounter.failed'));
          if (err instanceof ApiError && err.status === 409) onDone();
        },
      },
    ),
  );
  return (
    <Form form={form} idPrefix="match-decline-counter" onSubmit={onSubmit}>
      <TextareaField name="reason" label={t('decision.declineCounter.reason')} rows={3} maxLength={1000} />
      <FormActions
        onCancel={onDone}
        pending={decline.isPending}
        variant="destructive"
        submitLabel={t('decision.declineCounter.confirm')}
      />
    </Form>
  );
}
