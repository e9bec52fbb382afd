import { zodResolver } from '@hookform/resolvers/zod';
import type { MeasureId } from '@shared/domain/greenrefit';
import { type CreateQuoteRequestPayload, createQuoteRequestSchema } from '@shared/schemas/greenrefit';
import { Save, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, FormActions, TextareaField, toastSubmitError } from '@/components/form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { applyServerIssues } from '@/lib/form-errors';
import { useCreateQuoteRequests } from '../api/create-quote-requests';
import { type ShipyardFilters, useShipyards } from '../api/get-shipyards';
import { ShipyardFilterFields } from './shipyard-filter-fields';
import { ShipyardsField } from './shipyards-field';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The saved assessment the shipyards receive; null until it is saved. */
  savedId: string | null;
  /** The form differs from what was saved. */
  dirty: boolean;
  saving: boolean;
  /** Saves the assessment (create or update); false when the form is invalid or the save failed. */
  onSave: () => Promise<boolean>;
  /** Where focus goes once the dialog closes (Radix returns it to the opening button unless prevented). */
  onCloseAutoFocus?: (event: Event) => void;
  shipName: string;
  measures: MeasureId[];
};

/** Sends the saved assessment to shipyards of the user's choice: one quote request per yard. */
export function QuoteDialog(props: Props) {
  const { t } = useTranslation('greenrefit');
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={props.onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t('quotes.title')}</DialogTitle>
          <DialogDescription>{t('quotes.description')}</DialogDescription>
        </DialogHeader>
        {props.open ? (
          props.savedId ? (
            <QuoteForm {...props} assessmentId={props.savedId} />
          ) : (
            <SaveFirst {...props} />
          )
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function SaveFirst({ saving, onSave, onClose }: Props) {
  const { t } = useTranslation('greenrefit');
  return (
    <>
      <p className="rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700">{t('quotes.saveFirst')}</p>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('common:cancel')}
        </Button>
        <Button
          disabled={saving}
          onClick={() =>
            void onSave().then((ok) => {
              if (!ok) onClose();
            })
          }
        >
          {saving ? <Spinner className="h-4 w-4" /> : <Save aria-hidden="true" />}
          {t('quotes.saveNow')}
        </Button>
      </DialogFooter>
    </>
  );
}

type QuoteForm = { shipyardIds: string[]; message: string };
const quoteFields = ['shipyardIds', 'message'] as const;

function QuoteForm({
  assessmentId,
  onClose,
  dirty,
  saving,
  onSave,
  shipName,
  measures,
}: Props & { assessmentId: string }) {
  const { t } = useTranslation('greenrefit');
  const [filters, setFilters] = useState<ShipyardFilters>({ measure: '', region: '' });
  const yards = useShipyards(filters);
  const send = useCreateQuoteRequests();
  const resolver = useMemo(
    () => zodResolver(z.preprocess((f: QuoteForm) => ({ ...f, assessmentId }), createQuoteRequestSchema)),
    [assessmentId],
  );
  const form = useForm<QuoteForm, unknown, CreateQuoteRequestPayload>({
    resolver,
    defaultValues: {
      shipyardIds: [],
      message: t('quotes.defaultMessage', {
        ship: shipName,
        measures: measures.map((m) => t(`measures.${m}.name`)).join(', ') || t('quotes.noMeasures'),
      }),
    },
  });

  const submit = form.handleSubmit((payload) =>
    send.mutateAsync(payload).then(
      (sent) => {
        toast({ title: t('quotes.sentTitle'), description: t('quotes.sentBody', { count: sent.length }) });
        onClose();
      },
      (err) => {
        if (!applyServerIssues(err, quoteFields, form.setError))
          toastSubmitError(err, t('tryAgain'), t('quotes.failed'));
      },
    ),
  );

  return (
    <Form form={form} idPrefix="gr-quote" onSubmit={submit} aria-label={t('quotes.title')}>
      {dirty ? (
        <div className="flex flex-col gap-2 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('quotes.unsavedChanges')}</p>
          <Button type="button" size="sm" variant="outline" disabled={saving} onClick={() => void onSave()}>
            {saving ? <Spinner className="h-4 w-4" /> : <Save aria-hidden="true" />}
            {t('quotes.saveChanges')}
          </Button>
        </div>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <ShipyardFilterFields idPrefix="gr-quote" filters={filters} setFilters={setFilters} />
      </div>
      <ShipyardsField yards={yards} highlight={measures} />
      <TextareaField name="message" label={t('quotes.message')} required rows={5} />
      <FormActions
        onCancel={onClose}
        pending={send.isPending}
        submitLabel={
          <>
            <Send aria-hidden="true" />
            {t('quotes.send')}
          </>
        }
        pendingLabel={t('quotes.send')}
      />
    </Form>
  );
}
