import { zodResolver } from '@hookform/resolvers/zod';
import type { Span } from '@shared/domain/mail-parser';
import { Fragment, type ReactNode, useMemo } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toastSubmitError } from '@/components/form';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import type { MailPrefill } from '../utils/draft-to-form';
import {
  type ContactDefaults,
  firstValues,
  type MatchingFormKind,
  type MatchingFormSpec,
} from '../utils/form-values';
import { applyPayloadIssues, withFormFieldNames } from '../utils/payload-field-names';
import { MailSource } from './mail-source';

/** Closed (null), a new item (prefilled from a pasted mail, with the mail beside it), or a stored one. */
type Target<F> = { mode: 'create'; prefill?: MailPrefill<F> } | { mode: 'edit' } | null;

/** What the dialog hands its form: the stored item edited (null for a new one), the mail prefill, and closing. */
export type MatchingFormBody<T, F> = { editing: T | null; prefill?: MailPrefill<F>; onDone: () => void };

/**
 * The dialog around a capacity or transport request form: title and description for a new or an edited item, the
 * form made anew for each item, and the pasted mail beside it when a mail prefilled it.
 */
export function MatchingFormDialog<T extends { id: string }, F>({
  kind,
  target,
  editing,
  onClose,
  children,
}: {
  kind: MatchingFormKind;
  target: Target<F>;
  editing: T | null;
  onClose: () => void;
  children: (body: MatchingFormBody<T, F>) => ReactNode;
}) {
  const { t } = useTranslation('matching');
  const prefill = target?.mode === 'create' ? target.prefill : undefined;
  const body = target && (
    <Fragment key={editing?.id ?? 'new'}>{children({ editing, prefill, onDone: onClose })}</Fragment>
  );
  return (
    <Dialog open={target !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className={prefill ? 'max-w-5xl' : 'max-w-2xl'}>
        <DialogHeader>
          <DialogTitle>{editing ? t(`${kind}.editTitle`) : t(`${kind}.title`)}</DialogTitle>
          <DialogDescription>
            {editing ? t(`${kind}.editDescription`) : t(`${kind}.description`)}
          </DialogDescription>
        </DialogHeader>
        {prefill ? (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            {body}
            <MailSource
              text={prefill.source}
              spans={Object.values(prefill.spans) as Span[]}
              missing={prefill.missing.map((f) => t(`${kind}.fields.${String(f)}`))}
              guessed={prefill.guessed.map((f) => t(`${kind}.fields.${String(f)}`))}
            />
          </div>
        ) : (
          body
        )}
      </DialogContent>
    </Dialog>
  );
}

/** What a save answers: the stored item and the matches found for it at once. */
type Saved = { matchingResult: { matches: unknown[] } };
type SaveCallbacks = { onSuccess: (res: Saved) => void; onError: (err: unknown) => void };

/**
 * A capacity or transport request form (spec: ../utils/form-values.ts): the shared contract over the form's names
 * (issues renamed back to the form's fields), the first field in error focused in the order shown (react-hook-form's
 * own focus would skip the port fields, whose controllers register after the plain inputs), and the outcome of
 * `send`: a toast with the matches found and closing, or the server's field issues under the fields and the
 * failure toast.
 */
export function useMatchingForm<F extends FieldValues, P, T>(
  spec: MatchingFormSpec<F, P, T>,
  { editing, prefill, contact, onDone }: MatchingFormBody<T, F> & { contact: ContactDefaults },
  /** Sends the payload as a new item, or as the edited one. */
  send: (payload: P, callbacks: SaveCallbacks) => void,
) {
  const { t } = useTranslation('matching');
  const { kind, fields, renames } = spec;
  const resolver = useMemo(
    () =>
      withFormFieldNames(zodResolver(spec.schema(editing)) as unknown as Resolver<F, unknown, P>, renames),
    [spec, editing, renames],
  );
  const form = useForm<F, unknown, P>({
    resolver,
    shouldFocusError: false,
    defaultValues: firstValues(spec, editing, contact, prefill?.values),
  });

  const callbacks: SaveCallbacks = {
    onSuccess: (res) => {
      const count = res.matchingResult.matches.length;
      toast(
        editing
          ? { title: t(`${kind}.updated`), description: t('potentialMatches', { count }) }
          : { title: t(spec.created.title), description: t(spec.created.description, { count }) },
      );
      onDone();
    },
    onError: (err) => {
      applyPayloadIssues(err, renames, fields, form.setError, spec.lists);
      toastSubmitError(err, editing ? t(`${kind}.updateFailed`) : t(`${kind}.failed`));
    },
  };
  const onSubmit = form.handleSubmit(
    (payload) => send(payload, callbacks),
    (errors) => {
      const first = fields.find((f) => errors[f]);
      if (first) form.setFocus(first);
    },
  );
  // What the form's end (ContactAndActions) needs besides whether the save is pending.
  const actions = { kind, editing: editing !== null, onCancel: onDone };
  return { form, onSubmit, actions };
}
