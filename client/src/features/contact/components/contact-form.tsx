import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactInput, type ContactMessage, contactSchema } from '@shared/schemas/contact';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/form/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';

const fields = ['name', 'email', 'subject', 'message'] as const;
const empty: ContactInput = { name: '', email: '', subject: '', message: '' };

const a11y = (id: string, error: unknown) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** `defaults` prefills name and email for a signed-in user; the form returns to them after sending. */
export function ContactForm({ defaults }: { defaults?: Partial<ContactInput> }) {
  const { t } = useTranslation('contact');
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: { ...empty, ...defaults },
  });

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast({ title: t('form.successTitle'), description: t('form.successBody') });
        reset();
      },
      onError: (err) => {
        const apiErr = err instanceof ApiError ? err : null;
        for (const issue of apiErr?.issues ?? []) {
          const field = fields.find((f) => f === issue.field);
          if (field) setError(field, { type: 'server', message: issue.key });
        }
        // A throttled sender is told when to retry; anything else gets the specified text.
        const description =
          apiErr?.status === 429 && apiErr.body?.message ? apiErr.body.message : t('form.failedBody');
        toast({
          variant: 'destructive',
          title: t('form.failedTitle'),
          description,
          reference: apiErr?.requestId,
        });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={t('form.name')} error={errors.name?.message}>
          <Input {...a11y('contact-name', errors.name)} autoComplete="name" {...register('name')} />
        </FormField>
        <FormField id="contact-email" label={t('form.email')} error={errors.email?.message}>
          <Input
            {...a11y('contact-email', errors.email)}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...register('email')}
          />
        </FormField>
      </div>
      <FormField id="contact-subject" label={t('form.subject')} error={errors.subject?.message}>
        <Input {...a11y('contact-subject', errors.subject)} {...register('subject')} />
      </FormField>
      <FormField id="contact-message" label={t('form.message')} error={errors.message?.message}>
        <Textarea {...a11y('contact-message', errors.message)} rows={6} {...register('message')} />
      </FormField>
      <Button type="submit" disabled={send.isPending} aria-busy={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? <Spinner className="h-4 w-4" /> : <Send aria-hidden="true" />}
        {send.isPending ? t('form.sending') : t('form.submit')}
      </Button>
    </form>
  );
}
