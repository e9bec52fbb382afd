import { zodResolver } from '@hookform/resolvers/zod';
import { adminLoginFormSchema } from '@shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Form, FormActions, PasswordField, toastSubmitError } from '@/components/form';
import { NotAdminError, useAdminLogin } from '../api/admin-login';
import { EmailField } from './auth-fields';

type AdminLoginInput = z.input<typeof adminLoginFormSchema>;
type AdminLoginOutput = z.output<typeof adminLoginFormSchema>;

/** Email and password for administrators; a given email (from `?email=`) is fixed. */
export function AdminSignInForm({ presetEmail }: { presetEmail?: string }) {
  const { t } = useTranslation('auth');
  const adminLogin = useAdminLogin();
  const form = useForm<AdminLoginInput, unknown, AdminLoginOutput>({
    resolver: zodResolver(adminLoginFormSchema),
    defaultValues: { email: presetEmail ?? '', password: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    adminLogin.mutate(values, {
      onError: (err) =>
        toastSubmitError(
          err,
          t(err instanceof NotAdminError ? 'admin.notAdmin' : 'admin.invalidCredentials'),
          t('admin.failedTitle'),
        ),
    }),
  );

  return (
    <Form form={form} idPrefix="admin" onSubmit={onSubmit} className="space-y-5">
      <EmailField autoComplete="username" readOnly={Boolean(presetEmail)} />
      <PasswordField
        name="password"
        label={t('fields.password')}
        required
        autoComplete="current-password"
        autoFocus={Boolean(presetEmail)}
      />
      <FormActions
        block
        pending={adminLogin.isPending}
        submitLabel={t('admin.submit')}
        pendingLabel={t('login.submitting')}
      />
    </Form>
  );
}
