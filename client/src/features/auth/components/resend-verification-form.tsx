import { useTranslation } from 'react-i18next';
import { useResendVerification } from '../api/resend-verification';
import { EmailLinkForm } from './email-link-form';

/** Asks for a fresh verification link. */
export function ResendVerificationForm() {
  const { t } = useTranslation('auth');
  const sent = (
    <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-800">
      {t('resend.sent')}
    </p>
  );
  return (
    <EmailLinkForm kind="resend" label={t('resend.label')} request={useResendVerification()} sent={sent} />
  );
}
