import type { MailDraft } from '@shared/domain/mail-parser';
import { MAIL_TEXT_MAX } from '@shared/schemas/mail-parser';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, TextareaField } from '@/components/form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { portName } from '@/components/ui/port-combobox';
import { Spinner } from '@/components/ui/spinner';
import { serverMessageOr } from '@/lib/form-errors';
import { useParseMail } from '../api/parse-mail';

type Props = {
  open: boolean;
  onClose: () => void;
  /** A draft chosen for review: the caller opens the normal form prefilled with it. */
  onPick: (draft: MailDraft, source: string) => void;
};

/** "Paste an email": the server reads the mail into drafts; nothing is created until a draft's form is sent. */
export function PasteMailDialog({ open, onClose, onPick }: Props) {
  const { t } = useTranslation('matching');
  const form = useForm<{ text: string }>({ defaultValues: { text: '' } });
  const text = form.watch('text');
  const parse = useParseMail();
  const close = () => {
    parse.reset();
    form.clearErrors();
    onClose();
  };
  // A refusal stands under the text field until the mail is read again.
  const onSubmit = form.handleSubmit((values) =>
    parse.mutate(values, {
      onError: (err) =>
        form.setError('text', { type: 'server', message: serverMessageOr(err, t('mailPaste.failed')) }),
    }),
  );
  const drafts = parse.data?.drafts;
  const summary = (d: MailDraft) => {
    const f = d.fields;
    const route = `${f.originPort.value ? portName(f.originPort.value) : '?'} → ${
      f.destinationPort.value ? portName(f.destinationPort.value) : '?'
    }`;
    return d.kind === 'availability'
      ? t('mailPaste.availabilityDraft', { name: d.fields.vesselName.value ?? '?', route })
      : t('mailPaste.requestDraft', { teu: d.fields.requestedTEU.value ?? '?', route });
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('mailPaste.title')}</DialogTitle>
          <DialogDescription>{t('mailPaste.description')}</DialogDescription>
        </DialogHeader>
        <Form form={form} idPrefix="mail" onSubmit={onSubmit}>
          <TextareaField name="text" label={t('mailPaste.textLabel')} rows={12} maxLength={MAIL_TEXT_MAX} />
          {drafts && (
            <section aria-live="polite" className="space-y-2">
              <h3 className="text-sm font-semibold text-slate-700">
                {t('mailPaste.found', { count: drafts.length })}
              </h3>
              <ul className="space-y-2">
                {drafts.map((d) => (
                  <li
                    key={`${d.kind}-${d.span.start}`}
                    className="flex items-center justify-between gap-3 rounded-md border border-slate-200 p-3"
                  >
                    <span className="text-sm text-slate-800">{summary(d)}</span>
                    <Button type="button" size="sm" onClick={() => onPick(d, text)}>
                      {t('mailPaste.review')}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {t('common:cancel')}
            </Button>
            <Button
              type="submit"
              variant={drafts?.length ? 'outline' : 'default'}
              disabled={parse.isPending || !text.trim()}
            >
              {parse.isPending && <Spinner className="h-4 w-4" />}
              {t('mailPaste.read')}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
