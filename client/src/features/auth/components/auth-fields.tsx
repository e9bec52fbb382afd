import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField, TextField } from '@/components/form';

type EmailProps = Omit<ComponentProps<typeof TextField>, 'name' | 'type' | 'label' | 'required'> & {
  /** "Email" unless the form asks for it in its own words. */
  label?: string;
};

/** The account's email (`email` in the auth schemas), with the email keyboard on phones. */
export function EmailField({ label, ...input }: EmailProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      {...input}
      name="email"
      type="email"
      label={label ?? t('fields.email')}
      required
      inputMode="email"
    />
  );
}

/** A new password with its rules as the hint, and the same again (`password`, `confirmPassword`). */
export function NewPasswordFields({ label }: { label: string }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        name="password"
        label={label}
        hint={t('register.passwordHint')}
        required
        autoComplete="new-password"
      />
      <PasswordField
        name="confirmPassword"
        label={t('fields.confirmPassword')}
        required
        autoComplete="new-password"
      />
    </>
  );
}
