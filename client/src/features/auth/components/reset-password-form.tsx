import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema } from '@shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { Form, FormActions, toastSubmitError } from '@/components/form';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/form-errors';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from './auth-fields';

type ResetInput = z.input<typeof resetPasswordFormSchema>;
type ResetOutput = z.output<typeof resetPasswordFormSchema>;

/** Sets a new password; a 400 without field issues means the token is invalid or expired. */
export function ResetPasswordForm({ token, onInvalidToken }: { token: string; onInvalidToken: () => void }) {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const reset = useResetPassword();
  const form = useForm<ResetInput, unknown, ResetOutput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast({ title: t('reset.successTitle'), description: t('reset.successBody') });
          navigate('/login');
        },
        onError: (err) => {
          if (applyServerIssues(err, ['password'] as const, form.setError)) return;
          if (err instanceof ApiError && err.status === 400) return onInvalidToken();
          toastSubmitError(err, t('common.tryAgain'), t('reset.failedTitle'));
        },
      },
    ),
  );

  return (
    <Form form={form} idPrefix="reset" onSubmit={onSubmit} className="space-y-5">
      <NewPasswordFields label={t('fields.newPassword')} />
      <FormActions block pending={reset.isPending} submitLabel={t('reset.submit')} />
    </Form>
  );
}
