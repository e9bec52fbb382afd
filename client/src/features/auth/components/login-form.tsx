import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, loginSchema } from '@shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import type { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { ApiError, requestIdOf } from '@/lib/api-client';
import { fieldA11y } from '@/lib/form-errors';
import { useLogin } from '../api/login';
import { serverMessageOr } from '../utils/error-message';
import { safeNextPath } from '../utils/safe-next';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const search = useSearch();
  const login = useLogin(() => safeNextPath(search, '/dashboard'));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof loginSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onError: (err) => {
        // The 401 text is ours so it reads in the user's language; other answers (429) carry their own.
        const invalid = t('login.invalidCredentials');
        const description =
          err instanceof ApiError && err.status === 401 ? invalid : serverMessageOr(err, invalid);
        toast({
          variant: 'destructive',
          title: t('login.failedTitle'),
          description,
          reference: requestIdOf(err),
        });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField id="login-email" label={t('fields.email')} error={errors.email?.message}>
        <Input
          {...fieldA11y('login-email', errors.email)}
          type="email"
          inputMode="email"
          autoComplete="username"
          {...register('email')}
        />
      </FormField>
      <div className="space-y-2">
        <FormField id="login-password" label={t('fields.password')} error={errors.password?.message}>
          <PasswordInput
            {...fieldA11y('login-password', errors.password)}
            autoComplete="current-password"
            {...register('password')}
          />
        </FormField>
        <div className="text-right">
          <Link href="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
            {t('login.forgotPassword')}
          </Link>
        </div>
      </div>
      <SubmitButton pending={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </SubmitButton>
    </form>
  );
}
