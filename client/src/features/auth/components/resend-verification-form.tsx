import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlySchema } from '@shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { fieldA11y } from '@/lib/form-errors';
import { useResendVerification } from '../api/resend-verification';
import { serverMessageOr } from '../utils/error-message';
import { requestIdOf } from '@/lib/api-client';

/** Asks for a fresh verification link; the answer never tells whether the email has an account. */
export function ResendVerificationForm() {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof emailOnlySchema>, unknown, z.output<typeof emailOnlySchema>>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });

  if (resend.isSuccess) {
    return (
      <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-800">
        {t('resend.sent')}
      </p>
    );
  }

  const onSubmit = handleSubmit((values) =>
    resend.mutate(values, {
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: t('resend.failedTitle'),
          description: serverMessageOr(err, t('common.tryAgain')),
          reference: requestIdOf(err),
        }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <FormField id="resend-email" label={t('resend.label')} error={errors.email?.message}>
        <div className="flex gap-2">
          <Input
            {...fieldA11y('resend-email', errors.email)}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...register('email')}
          />
          <Button type="submit" variant="outline" disabled={resend.isPending} aria-busy={resend.isPending}>
            {resend.isPending ? <Spinner className="h-4 w-4" /> : null}
            {t('resend.submit')}
          </Button>
        </div>
      </FormField>
    </form>
  );
}
