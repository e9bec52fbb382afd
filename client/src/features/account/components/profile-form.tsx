import { zodResolver } from '@hookform/resolvers/zod';
import { type ProfileFormInput, profileFormSchema, type User } from '@shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { applyServerIssues, fieldA11y, serverMessageOr } from '@/lib/form-errors';
import { useUpdateProfile } from '../api/account';
import { requestIdOf } from '@/lib/api-client';

const FIELDS = ['firstName', 'lastName', 'companyName'] as const;

/** Names and company; the email is the sign-in identity and is shown, not edited. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<ProfileFormInput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      companyName: user.companyName ?? '',
    },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        reset({ firstName: saved.firstName, lastName: saved.lastName, companyName: saved.companyName ?? '' });
        toast({ title: t('profile.saved') });
      },
      onError: (err) => {
        if (applyServerIssues(err, FIELDS, setError)) return;
        toast({
          variant: 'destructive',
          title: t('profile.saveFailed'),
          description: serverMessageOr(err, t('tryAgain')),
          reference: requestIdOf(err),
        });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        id="profile-email"
        label={t('profile.email')}
        hint={<span id="profile-email-hint">{t('profile.emailHint')}</span>}
      >
        <Input id="profile-email" value={user.email} readOnly aria-describedby="profile-email-hint" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-first-name" label={t('profile.firstName')} error={errors.firstName?.message}>
          <Input
            {...fieldA11y('profile-first-name', errors.firstName)}
            autoComplete="given-name"
            {...register('firstName')}
          />
        </FormField>
        <FormField id="profile-last-name" label={t('profile.lastName')} error={errors.lastName?.message}>
          <Input
            {...fieldA11y('profile-last-name', errors.lastName)}
            autoComplete="family-name"
            {...register('lastName')}
          />
        </FormField>
      </div>
      <FormField id="profile-company" label={t('profile.company')} error={errors.companyName?.message}>
        <Input
          {...fieldA11y('profile-company', errors.companyName)}
          autoComplete="organization"
          {...register('companyName')}
        />
      </FormField>
      <Button type="submit" disabled={!isDirty || update.isPending} aria-busy={update.isPending}>
        {update.isPending ? <Spinner className="h-4 w-4" /> : null}
        {t('profile.save')}
      </Button>
    </form>
  );
}
