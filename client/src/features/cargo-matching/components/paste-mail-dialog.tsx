import type { MailDraft } from '@shared/domain/mail-parser';
import { MAIL_TEXT_MAX } from '@shared/schemas/mail-parser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/form/form-field';
import { Textarea } from '@/components/ui/input';
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
  const [text, setText] = useState('');
  const parse = useParseMail();
  const close = () => {
    parse.reset();
    onClose();
  };
  const drafts = parse.data?.drafts;
  const error = parse.error ? serverMessageOr(parse.error, t('mailPaste.failed')) : undefined;
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
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            parse.mutate({ text });
          }}
        >
          <FormField id="mail-text" label={t('mailPaste.textLabel')} error={error}>
            <Textarea
              id="mail-text"
              rows={12}
              maxLength={MAIL_TEXT_MAX}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={Boolean(error)}
            />
          </FormField>
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
        </form>
      </DialogContent>
    </Dialog>
  );
}
