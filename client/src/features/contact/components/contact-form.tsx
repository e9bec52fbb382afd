import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactInput, type ContactMessage, contactSchema } from '@shared/schemas/contact';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, FormActions, FormRow, TextareaField, TextField } from '@/components/form';
import { toast } from '@/components/ui/toast-store';
import { ApiError, requestIdOf } from '@/lib/api-client';
import { applyServerIssues, serverMessageOr } from '@/lib/form-errors';
import { useSendContactMessage } from '../api/send-contact-message';

const fields = ['name', 'email', 'subject', 'message'] as const;
const empty: ContactInput = { name: '', email: '', subject: '', message: '' };

/** `defaults` prefills name and email for a signed-in user; the form returns to them after sending. */
export function ContactForm({ defaults }: { defaults?: Partial<ContactInput> }) {
  const { t } = useTranslation('contact');
  const send = useSendContactMessage();
  const form = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: { ...empty, ...defaults },
  });

  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast({ title: t('form.successTitle'), description: t('form.successBody') });
        form.reset();
      },
      onError: (err) => {
        applyServerIssues(err, fields, form.setError);
        // A throttled sender is told when to retry; anything else gets the specified text.
        const failed = t('form.failedBody');
        toast({
          variant: 'destructive',
          title: t('form.failedTitle'),
          description: err instanceof ApiError && err.status === 429 ? serverMessageOr(err, failed) : failed,
          reference: requestIdOf(err),
        });
      },
    }),
  );

  return (
    <Form form={form} idPrefix="contact" onSubmit={onSubmit} className="space-y-5">
      <FormRow className="gap-5">
        <TextField name="name" label={t('form.name')} required autoComplete="name" />
        <TextField
          name="email"
          type="email"
          label={t('form.email')}
          required
          inputMode="email"
          autoComplete="email"
        />
      </FormRow>
      <TextField name="subject" label={t('form.subject')} required />
      <TextareaField name="message" label={t('form.message')} required rows={6} />
      <FormActions
        className="sm:justify-start"
        pending={send.isPending}
        submitLabel={
          <>
            <Send aria-hidden="true" />
            {t('form.submit')}
          </>
        }
        pendingLabel={t('form.sending')}
      />
    </Form>
  );
}
