import { zodResolver } from '@hookform/resolvers/zod';
import { type RegisterFormInput, registerFormSchema, userTypes } from '@shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { toast } from '@/components/ui/toast-store';
import { applyServerIssues, fieldA11y } from '@/lib/form-errors';
import { useRegister } from '../api/register';
import { serverMessageOr } from '../utils/error-message';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';
import { requestIdOf } from '@/lib/api-client';

type RegisterFormOutput = z.output<typeof registerFormSchema>;

const serverFields = ['email', 'password', 'firstName', 'lastName', 'companyName', 'userType'] as const;

export function RegisterForm() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      companyName: '',
      userType: 'cargo_owner',
      password: '',
      confirmPassword: '',
    },
  });

  // confirmPassword is a browser-only check (PRODUCT.md 30) and the server's body is strict.
  const onSubmit = handleSubmit(({ confirmPassword: _confirm, ...payload }) =>
    registration.mutate(payload, {
      // The next steps stay on the tour page (issue 13), not in a toast that covers its buttons.
      onSuccess: (res) =>
        navigate(`/welcome-tour?registered=${res.requiresEmailVerification ? 'verify' : 'review'}`),
      onError: (err) => {
        applyServerIssues(err, serverFields, setError);
        toast({
          variant: 'destructive',
          title: t('register.failedTitle'),
          description: serverMessageOr(err, t('register.failedFallback')),
          reference: requestIdOf(err),
        });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="register-first-name" label={t('fields.firstName')} error={errors.firstName?.message}>
          <Input
            {...fieldA11y('register-first-name', errors.firstName)}
            autoComplete="given-name"
            {...register('firstName')}
          />
        </FormField>
        <FormField id="register-last-name" label={t('fields.lastName')} error={errors.lastName?.message}>
          <Input
            {...fieldA11y('register-last-name', errors.lastName)}
            autoComplete="family-name"
            {...register('lastName')}
          />
        </FormField>
      </div>
      <FormField id="register-email" label={t('fields.email')} error={errors.email?.message}>
        <Input
          {...fieldA11y('register-email', errors.email)}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...register('email')}
        />
      </FormField>
      <FormField
        id="register-company"
        label={
          <>
            {t('fields.companyName')}{' '}
            <span className="font-normal text-slate-500">{t('fields.optional')}</span>
          </>
        }
        error={errors.companyName?.message}
      >
        <Input
          {...fieldA11y('register-company', errors.companyName)}
          autoComplete="organization"
          {...register('companyName')}
        />
      </FormField>
      <FormField id="register-user-type" label={t('fields.userType')} error={errors.userType?.message}>
        <NativeSelect {...fieldA11y('register-user-type', errors.userType)} {...register('userType')}>
          {userTypes.map((type) => (
            <option key={type} value={type}>
              {t(`userTypes.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="register-password"
          label={t('fields.password')}
          error={errors.password?.message}
          hint={<span id="register-password-hint">{t('register.passwordHint')}</span>}
        >
          <PasswordInput
            {...fieldA11y('register-password', errors.password, 'register-password-hint')}
            autoComplete="new-password"
            {...register('password')}
          />
        </FormField>
        <FormField
          id="register-confirm"
          label={t('fields.confirmPassword')}
          error={errors.confirmPassword?.message}
        >
          <PasswordInput
            {...fieldA11y('register-confirm', errors.confirmPassword)}
            autoComplete="new-password"
            {...register('confirmPassword')}
          />
        </FormField>
      </div>
      <SubmitButton pending={registration.isPending}>
        {registration.isPending ? t('register.submitting') : t('register.submit')}
      </SubmitButton>
      <p className="text-center text-xs text-slate-500">{t('register.approvalNote')}</p>
    </form>
  );
}
