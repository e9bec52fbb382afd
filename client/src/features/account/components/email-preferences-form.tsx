import { zodResolver } from '@hookform/resolvers/zod';
import {
  type MailPreferences,
  type MailPreferencesInput,
  mailKinds,
  mailModes,
  mailPreferencesSchema,
} from '@shared/schemas/mail-preferences';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, FormActions, SelectField, TextField, toastSubmitError } from '@/components/form';
import { toast } from '@/components/ui/toast-store';
import { applyServerIssues } from '@/lib/form-errors';
import { useMailPreferences, useSaveMailPreferences } from '../api/mail-preferences';

/** Per kind of business event: e-mail at once, in the daily digest, or in the app only (PRODUCT.md 35). */
export function EmailPreferences() {
  const { t } = useTranslation('emailPrefs');
  const prefs = useMailPreferences();
  if (prefs.isPending) return <p className="text-sm text-muted-foreground">{t('loading')}</p>;
  if (!prefs.data) return <p className="text-sm text-red-700">{t('loadFailed')}</p>;
  return <EmailPreferencesForm saved={prefs.data} />;
}

function EmailPreferencesForm({ saved }: { saved: MailPreferences }) {
  const { t } = useTranslation('emailPrefs');
  const save = useSaveMailPreferences();
  const form = useForm<MailPreferencesInput>({
    resolver: zodResolver(mailPreferencesSchema),
    defaultValues: saved,
  });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (next) => {
        form.reset(next);
        toast({ title: t('saved') });
      },
      onError: (err) => {
        if (applyServerIssues(err, ['timeZone'], form.setError)) return;
        toastSubmitError(err, t('tryAgain'), t('saveFailed'));
      },
    }),
  );

  return (
    <Form form={form} idPrefix="email-prefs" onSubmit={onSubmit}>
      {mailKinds.map((kind) => (
        <SelectField
          key={kind}
          name={`modes.${kind}`}
          label={t(`kind.${kind}`)}
          hint={t(`hint.${kind}`)}
          options={mailModes}
          optionLabel={(mode) => t(`mode.${mode}`)}
        />
      ))}
      <TextField name="timeZone" label={t('timeZone')} hint={t('timeZoneHint')} autoComplete="off" />
      <p className="text-sm text-muted-foreground">{t('accountMails')}</p>
      <FormActions
        className="sm:justify-start"
        pending={save.isPending}
        canSubmit={form.formState.isDirty}
        submitLabel={t('save')}
      />
    </Form>
  );
}
