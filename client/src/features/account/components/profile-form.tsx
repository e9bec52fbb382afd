import { zodResolver } from '@hookform/resolvers/zod';
import { type ProfileFormInput, profileFormSchema, type User } from '@shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, FormActions, FormField, FormRow, TextField, toastSubmitError } from '@/components/form';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { applyServerIssues } from '@/lib/form-errors';
import { useUpdateProfile } from '../api/account';

const FIELDS = ['firstName', 'lastName', 'companyName'] as const;

const profileValues = (u: Pick<User, 'firstName' | 'lastName' | 'companyName'>) => ({
  firstName: u.firstName,
  lastName: u.lastName,
  companyName: u.companyName ?? '',
});

/** Names and company; the email is the sign-in identity and is shown, not edited. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const form = useForm<ProfileFormInput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileValues(user),
  });

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(profileValues(saved));
        toast({ title: t('profile.saved') });
      },
      onError: (err) => {
        if (applyServerIssues(err, FIELDS, form.setError)) return;
        toastSubmitError(err, t('tryAgain'), t('profile.saveFailed'));
      },
    }),
  );

  return (
    <Form form={form} idPrefix="profile" onSubmit={onSubmit}>
      {/* Not a form value: the server's profile body has no email. */}
      <FormField id="profile-email" label={t('profile.email')} hint={t('profile.emailHint')}>
        <Input id="profile-email" value={user.email} readOnly aria-describedby="profile-email-hint" />
      </FormField>
      <FormRow>
        <TextField name="firstName" label={t('profile.firstName')} required autoComplete="given-name" />
        <TextField name="lastName" label={t('profile.lastName')} required autoComplete="family-name" />
      </FormRow>
      <TextField name="companyName" label={t('profile.company')} autoComplete="organization" />
      <FormActions
        className="sm:justify-start"
        pending={update.isPending}
        canSubmit={form.formState.isDirty}
        submitLabel={t('profile.save')}
      />
    </Form>
  );
}
