import { zodResolver } from '@hookform/resolvers/zod';
import { adminLoginFormSchema } from '@shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { fieldA11y } from '@/lib/form-errors';
import { NotAdminError, useAdminLogin } from '../api/admin-login';
import { serverMessageOr } from '../utils/error-message';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';
import { requestIdOf } from '@/lib/api-client';

type AdminLoginInput = z.input<typeof adminLoginFormSchema>;
type AdminLoginOutput = z.output<typeof adminLoginFormSchema>;

/** Email and password for administrators; a given email (from `?email=`) is fixed. */
export function AdminSignInForm({ presetEmail }: { presetEmail?: string }) {
  const { t } = useTranslation('auth');
  const adminLogin = useAdminLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminLoginInput, unknown, AdminLoginOutput>({
    resolver: zodResolver(adminLoginFormSchema),
    defaultValues: { email: presetEmail ?? '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    adminLogin.mutate(values, {
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: t('admin.failedTitle'),
          description:
            err instanceof NotAdminError
              ? t('admin.notAdmin')
              : serverMessageOr(err, t('admin.invalidCredentials')),
          reference: requestIdOf(err),
        }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField id="admin-email" label={t('fields.email')} error={errors.email?.message}>
        <Input
          {...fieldA11y('admin-email', errors.email)}
          type="email"
          inputMode="email"
          autoComplete="username"
          readOnly={Boolean(presetEmail)}
          {...register('email')}
        />
      </FormField>
      <FormField id="admin-password" label={t('fields.password')} error={errors.password?.message}>
        <PasswordInput
          {...fieldA11y('admin-password', errors.password)}
          autoComplete="current-password"
          autoFocus={Boolean(presetEmail)}
          {...register('password')}
        />
      </FormField>
      <SubmitButton pending={adminLogin.isPending}>
        {adminLogin.isPending ? t('login.submitting') : t('admin.submit')}
      </SubmitButton>
    </form>
  );
}
