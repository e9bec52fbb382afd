import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, loginSchema } from '@shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import type { z } from 'zod';
import { Form, FormActions, PasswordField } from '@/components/form';
import { toast } from '@/components/ui/toast-store';
import { ApiError, requestIdOf } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/form-errors';
import { useLogin } from '../api/login';
import { safeNextPath } from '../utils/safe-next';
import { EmailField } from './auth-fields';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const search = useSearch();
  const login = useLogin(() => safeNextPath(search, '/dashboard'));
  const form = useForm<z.input<typeof loginSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onError: (err) => {
        // The 401 text is ours so it reads in the user's language; other answers (429) carry their own.
        const invalid = t('login.invalidCredentials');
        toast({
          variant: 'destructive',
          title: t('login.failedTitle'),
          description:
            err instanceof ApiError && err.status === 401 ? invalid : serverMessageOr(err, invalid),
          reference: requestIdOf(err),
        });
      },
    }),
  );

  return (
    <Form form={form} idPrefix="login" onSubmit={onSubmit} className="space-y-5">
      <EmailField autoComplete="username" />
      <div className="space-y-2">
        <PasswordField
          name="password"
          label={t('fields.password')}
          required
          autoComplete="current-password"
        />
        <div className="text-right">
          <Link href="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
            {t('login.forgotPassword')}
          </Link>
        </div>
      </div>
      <FormActions
        block
        pending={login.isPending}
        submitLabel={t('login.submit')}
        pendingLabel={t('login.submitting')}
      />
    </Form>
  );
}
