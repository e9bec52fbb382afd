import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactMessageDetail, type ContactStaff, contactReplySchema } from '@shared/schemas/contact';
import { CheckCircle2, RotateCcw, Send } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Form, FormActions, TextareaField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format';
import { useContactMessage } from '../api/get-contact-message';
import { useMarkContactMessageHandled } from '../api/mark-contact-message-handled';
import { useReplyToContactMessage } from '../api/reply-contact-message';
import { ListError, ListSkeleton } from './list-states';

const MAX_REPLY = 5000;
const staffName = (s: ContactStaff | null, fallback: string) =>
  s ? `${s.firstName} ${s.lastName}` : fallback;

/** One contact message in full: who wrote, when, the text, its answers; mark handled or open again, and answer. */
export function ContactMessageDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const message = useContactMessage(id);
  return (
    <Dialog open={id !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-2xl">
        {message.data ? (
          <MessageBody message={message.data} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t('contact.dialogTitle')}</DialogTitle>
              <DialogDescription className="sr-only">{t('contact.loadingOne')}</DialogDescription>
            </DialogHeader>
            {message.isError ? (
              <ListError message={t('contact.loadOneFailed')} onRetry={() => void message.refetch()} />
            ) : (
              <ListSkeleton label={t('contact.loadingOne')} rows={3} />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function MessageBody({ message: m }: { message: ContactMessageDetail }) {
  const { t, i18n } = useTranslation('admin');
  const mark = useMarkContactMessageHandled();
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <div className="space-y-5">
      <DialogHeader>
        <DialogTitle>{m.subject}</DialogTitle>
        <DialogDescription>
          {t('contact.from', { name: m.name })}{' '}
          <a className="text-brand-700 underline" href={`mailto:${m.email}`}>
            {m.email}
          </a>{' '}
          · <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
        </DialogDescription>
      </DialogHeader>
      <p className="whitespace-pre-wrap break-words rounded-md bg-slate-50 p-4 text-sm text-slate-800">
        {m.message}
      </p>

      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className={m.handledAt ? 'text-emerald-800' : 'text-amber-800'}>
          {m.handledAt
            ? t('contact.handledBy', {
                name: staffName(m.handledBy, t('list.deletedUser')),
                date: when(m.handledAt),
              })
            : t('contact.notHandled')}
        </p>
        <Button
          size="sm"
          variant="outline"
          disabled={mark.isPending}
          onClick={() => mark.mutate({ id: m.id, handled: !m.handledAt })}
        >
          {m.handledAt ? <RotateCcw aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
          {t(m.handledAt ? 'contact.reopen' : 'contact.markHandled')}
        </Button>
      </div>

      {m.replies.length > 0 && (
        <section aria-label={t('contact.answers')} className="space-y-3">
          <h4 className="text-sm font-semibold text-slate-900">{t('contact.answers')}</h4>
          <ol className="space-y-3">
            {m.replies.map((r) => (
              <li key={r.id} className="rounded-md border border-slate-200 p-3 text-sm">
                <p className="text-xs text-slate-500">
                  {t('contact.answeredBy', {
                    name: staffName(r.author, t('list.deletedUser')),
                    date: when(r.sentAt),
                  })}
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{r.message}</p>
              </li>
            ))}
          </ol>
        </section>
      )}

      <ReplyForm message={m} />
    </div>
  );
}

type Reply = z.input<typeof contactReplySchema>;

/** The answer by email; send stays disabled until it is non-blank, and the box empties once it is sent. */
function ReplyForm({ message: m }: { message: ContactMessageDetail }) {
  const { t } = useTranslation('admin');
  const reply = useReplyToContactMessage();
  const form = useForm<Reply, unknown, z.output<typeof contactReplySchema>>({
    resolver: zodResolver(contactReplySchema),
    defaultValues: { message: '' },
  });
  const text = useWatch({ control: form.control, name: 'message' });
  const onSubmit = form.handleSubmit((values) =>
    reply.mutate({ id: m.id, ...values }, { onSuccess: () => form.reset() }),
  );
  return (
    <Form form={form} idPrefix="contact-reply" onSubmit={onSubmit} className="space-y-2">
      <TextareaField
        name="message"
        label={t('contact.replyLabel', { email: m.email })}
        hint={t('contact.replyHint')}
        rows={5}
        maxLength={MAX_REPLY}
        placeholder={t('contact.replyPlaceholder')}
      />
      <FormActions
        pending={reply.isPending}
        canSubmit={contactReplySchema.safeParse({ message: text }).success}
        submitLabel={
          <>
            <Send aria-hidden="true" />
            {t('contact.send')}
          </>
        }
      />
    </Form>
  );
}
