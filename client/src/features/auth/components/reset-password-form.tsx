import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema } from '@shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { toast } from '@/components/ui/toast-store';
import { ApiError, requestIdOf } from '@/lib/api-client';
import { applyServerIssues, fieldA11y } from '@/lib/form-errors';
import { useResetPassword } from '../api/reset-password';
import { serverMessageOr } from '../utils/error-message';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';

type ResetInput = z.input<typeof resetPasswordFormSchema>;
type ResetOutput = z.output<typeof resetPasswordFormSchema>;

/** Sets a new password; a 400 without field issues means the token is invalid or expired. */
export function ResetPasswordForm({ token, onInvalidToken }: { token: string; onInvalidToken: () => void }) {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetInput, unknown, ResetOutput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast({ title: t('reset.successTitle'), description: t('reset.successBody') });
          navigate('/login');
        },
        onError: (err) => {
          if (applyServerIssues(err, ['password'] as const, setError)) return;
          if (err instanceof ApiError && err.status === 400) return onInvalidToken();
          toast({
            variant: 'destructive',
            title: t('reset.failedTitle'),
            description: serverMessageOr(err, t('common.tryAgain')),
            reference: requestIdOf(err),
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField
        id="reset-password"
        label={t('fields.newPassword')}
        error={errors.password?.message}
        hint={<span id="reset-password-hint">{t('register.passwordHint')}</span>}
      >
        <PasswordInput
          {...fieldA11y('reset-password', errors.password, 'reset-password-hint')}
          autoComplete="new-password"
          {...register('password')}
        />
      </FormField>
      <FormField
        id="reset-confirm"
        label={t('fields.confirmPassword')}
        error={errors.confirmPassword?.message}
      >
        <PasswordInput
          {...fieldA11y('reset-confirm', errors.confirmPassword)}
          autoComplete="new-password"
          {...register('confirmPassword')}
        />
      </FormField>
      <SubmitButton pending={reset.isPending}>{t('reset.submit')}</SubmitButton>
    </form>
  );
}
