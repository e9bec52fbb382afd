import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlySchema } from '@shared/schemas/auth';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Form, FormActions, toastSubmitError } from '@/components/form';
import { EmailField } from './auth-fields';

type EmailOnly = z.output<typeof emailOnlySchema>;

type Props = {
  /** Which link: its texts (`forgot.*`, `resend.*`) and the field's id (`forgot-email`, `resend-email`). */
  kind: 'forgot' | 'resend';
  label?: string;
  request: UseMutationResult<unknown, Error, EmailOnly>;
  /** What replaces the form once the request is sent. */
  sent: ReactNode;
};

/**
 * Asks for one email to send a link to (password reset, a new verification link); the answer is the same whether
 * or not the email has an account, so it reveals nothing about it.
 */
export function EmailLinkForm({ kind, label, request, sent }: Props) {
  const { t } = useTranslation('auth');
  const form = useForm<z.input<typeof emailOnlySchema>, unknown, EmailOnly>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });

  if (request.isSuccess) return sent;

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onError: (err) => toastSubmitError(err, t('common.tryAgain'), t(`${kind}.failedTitle`)),
    }),
  );

  return (
    <Form form={form} idPrefix={kind} onSubmit={onSubmit} className="space-y-5">
      <EmailField label={label} autoComplete="email" />
      <FormActions block pending={request.isPending} submitLabel={t(`${kind}.submit`)} />
    </Form>
  );
}
