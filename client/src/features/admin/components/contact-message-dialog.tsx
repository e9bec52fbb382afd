import { type ContactMessageDetail, type ContactStaff, contactReplySchema } from '@shared/schemas/contact';
import { CheckCircle2, RotateCcw, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
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
  const reply = useReplyToContactMessage();
  const [text, setText] = useState('');
  const replyId = useId();
  const valid = contactReplySchema.safeParse({ message: text }).success;
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

      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) reply.mutate({ id: m.id, message: text.trim() }, { onSuccess: () => setText('') });
        }}
      >
        <Label htmlFor={replyId}>{t('contact.replyLabel', { email: m.email })}</Label>
        <Textarea
          id={replyId}
          rows={5}
          maxLength={MAX_REPLY}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('contact.replyPlaceholder')}
        />
        <div className="flex items-center justify-between gap-3">
          <p className="text-xs text-slate-500">{t('contact.replyHint')}</p>
          <Button type="submit" size="sm" disabled={!valid || reply.isPending}>
            {reply.isPending ? <Spinner className="h-4 w-4" /> : <Send aria-hidden="true" />}
            {t('contact.send')}
          </Button>
        </div>
      </form>
    </div>
  );
}
