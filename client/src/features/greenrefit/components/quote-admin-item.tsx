import { zodResolver } from '@hookform/resolvers/zod';
import {
  type QuoteRequest,
  quoteStatuses,
  type UpdateQuoteRequestPayload,
  updateQuoteRequestSchema,
} from '@shared/schemas/greenrefit';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Form, FormActions, SelectField, TextareaField, toastSubmitError } from '@/components/form';
import { portName } from '@/components/ui/port-combobox';
import { toast } from '@/components/ui/toast-store';
import { applyServerIssues } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { useUpdateQuoteRequest } from '../api/update-quote-request';
import { formatNumber } from '../utils/format';
import { Eur } from './eur';
import { QuoteStatusBadge } from './quote-status-badge';
import { usePaybackText } from './ranking-section';

const fields = ['status', 'adminNote'] as const;

/** One quote request for an administrator: who asks which yard for what, and the status and note to set. */
export function QuoteAdminItem({ request: q }: { request: QuoteRequest }) {
  const { t } = useTranslation('greenrefit');
  const payback = usePaybackText();
  const update = useUpdateQuoteRequest();
  const form = useForm<UpdateQuoteRequestPayload, unknown, z.output<typeof updateQuoteRequestSchema>>({
    resolver: zodResolver(updateQuoteRequestSchema),
    defaultValues: { status: q.status, adminNote: q.adminNote ?? '' },
  });
  const submit = form.handleSubmit(async (payload) => {
    try {
      const saved = await update.mutateAsync({ id: q.id, payload });
      form.reset({ status: saved.status, adminNote: saved.adminNote ?? '' });
      toast({ title: t('adminQuotes.updated'), description: t(`quoteStatuses.${saved.status}`) });
    } catch (err) {
      if (!applyServerIssues(err, fields, form.setError))
        toastSubmitError(err, t('tryAgain'), t('adminQuotes.updateFailed'));
    }
  });
  const title = `${q.shipyard.name}: ${q.assessmentName}`;
  return (
    <li className="space-y-3 py-4" aria-label={title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium text-slate-900">
            {q.shipyard.name}{' '}
            <span className="text-sm font-normal text-slate-500">({portName(q.shipyard.port)})</span>
          </p>
          <p className="text-sm text-slate-600">
            {q.requester.company
              ? t('adminQuotes.requesterWithCompany', { ...q.requester })
              : t('adminQuotes.requester', { ...q.requester })}
          </p>
        </div>
        <QuoteStatusBadge status={q.status} />
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-xs text-slate-500">{t('adminQuotes.ship')}</dt>
          <dd className="font-medium">
            {q.shipName} · {q.assessmentName}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('ranking.columns.capex')}</dt>
          <dd className="font-medium tabular-nums">
            <Eur value={q.summary.capexEur} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('ranking.columns.payback')}</dt>
          <dd className="font-medium">{payback(q.summary.paybackYears)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('summary.co2')}</dt>
          <dd className="font-medium tabular-nums">
            {t('units.tonnesCo2', { value: formatNumber(q.summary.co2SavingT) })}
          </dd>
        </div>
      </dl>
      {q.summary.measures.length > 0 ? (
        <p className="text-xs text-slate-600">
          {t('adminQuotes.measures')}: {q.summary.measures.map((m) => t(`measures.${m}.name`)).join(', ')}
        </p>
      ) : null}
      <blockquote className="whitespace-pre-line rounded-md border-l-4 border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
        {q.message}
      </blockquote>
      <p className="text-xs text-slate-500">
        {t('adminQuotes.sentAt', { date: formatDateTime(q.createdAt) })}
      </p>
      <Form
        form={form}
        idPrefix={`gr-quote-${q.id}`}
        onSubmit={submit}
        className="grid gap-3 space-y-0 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-end"
        aria-label={t('adminQuotes.formLabel', { name: title })}
      >
        <SelectField
          name="status"
          label={t('adminQuotes.status')}
          options={quoteStatuses}
          optionLabel={(s) => t(`quoteStatuses.${s}`)}
        />
        <TextareaField name="adminNote" label={t('adminQuotes.note')} rows={1} className="min-h-10" />
        <FormActions
          pending={update.isPending}
          canSubmit={form.formState.isDirty}
          submitLabel={
            <>
              <Save aria-hidden="true" />
              {t('adminQuotes.save')}
            </>
          }
          pendingLabel={t('adminQuotes.save')}
        />
      </Form>
    </li>
  );
}
