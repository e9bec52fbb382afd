import { zodResolver } from '@hookform/resolvers/zod';
import { type RegisterFormInput, registerFormSchema, userTypes } from '@shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { Form, FormActions, FormRow, SelectField, TextField, toastSubmitError } from '@/components/form';
import { applyServerIssues } from '@/lib/form-errors';
import { useRegister } from '../api/register';
import { EmailField, NewPasswordFields } from './auth-fields';

type RegisterFormOutput = z.output<typeof registerFormSchema>;

const serverFields = ['email', 'password', 'firstName', 'lastName', 'companyName', 'userType'] as const;

export function RegisterForm() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const registration = useRegister();
  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
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
  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...payload }) =>
    registration.mutate(payload, {
      // The next steps stay on the tour page (issue 13), not in a toast that covers its buttons.
      onSuccess: (res) =>
        navigate(`/welcome-tour?registered=${res.requiresEmailVerification ? 'verify' : 'review'}`),
      onError: (err) => {
        applyServerIssues(err, serverFields, form.setError);
        toastSubmitError(err, t('register.failedFallback'), t('register.failedTitle'));
      },
    }),
  );

  return (
    <Form form={form} idPrefix="register" onSubmit={onSubmit} className="space-y-5">
      <FormRow className="gap-5">
        <TextField name="firstName" label={t('fields.firstName')} required autoComplete="given-name" />
        <TextField name="lastName" label={t('fields.lastName')} required autoComplete="family-name" />
      </FormRow>
      <EmailField autoComplete="email" />
      <TextField
        name="companyName"
        label={
          <>
            {t('fields.companyName')}{' '}
            <span className="font-normal text-slate-500">{t('fields.optional')}</span>
          </>
        }
        autoComplete="organization"
      />
      <SelectField
        name="userType"
        label={t('fields.userType')}
        required
        options={userTypes}
        optionLabel={(type) => t(`userTypes.${type}`)}
      />
      <FormRow className="gap-5">
        <NewPasswordFields label={t('fields.password')} />
      </FormRow>
      <FormActions
        block
        pending={registration.isPending}
        submitLabel={t('register.submit')}
        pendingLabel={t('register.submitting')}
      />
      <p className="text-center text-xs text-slate-500">{t('register.approvalNote')}</p>
    </Form>
  );
}
