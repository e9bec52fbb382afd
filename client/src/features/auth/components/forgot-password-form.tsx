import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlySchema } from '@shared/schemas/auth';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { fieldA11y } from '@/lib/form-errors';
import { useForgotPassword } from '../api/forgot-password';
import { serverMessageOr } from '../utils/error-message';
import { SubmitButton } from './submit-button';
import { requestIdOf } from '@/lib/api-client';

/** The answer is the same whether or not the email has an account, so it reveals nothing about it. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof emailOnlySchema>, unknown, z.output<typeof emailOnlySchema>>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });

  if (forgot.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <MailCheck aria-hidden="true" className="h-10 w-10 text-emerald-600" />
        <p className="font-semibold text-slate-900">{t('forgot.sentTitle')}</p>
        <p className="text-sm text-slate-600">{t('forgot.sentBody')}</p>
      </div>
    );
  }

  const onSubmit = handleSubmit((values) =>
    forgot.mutate(values, {
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: t('forgot.failedTitle'),
          description: serverMessageOr(err, t('common.tryAgain')),
          reference: requestIdOf(err),
        }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField id="forgot-email" label={t('fields.email')} error={errors.email?.message}>
        <Input
          {...fieldA11y('forgot-email', errors.email)}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...register('email')}
        />
      </FormField>
      <SubmitButton pending={forgot.isPending}>{t('forgot.submit')}</SubmitButton>
    </form>
  );
}
