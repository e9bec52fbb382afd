import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useForgotPassword } from '../api/forgot-password';
import { EmailLinkForm } from './email-link-form';

/** Asks for a password reset link. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const sent = (
    <div role="status" className="flex flex-col items-center gap-3 text-center">
      <MailCheck aria-hidden="true" className="h-10 w-10 text-emerald-600" />
      <p className="font-semibold text-slate-900">{t('forgot.sentTitle')}</p>
      <p className="text-sm text-slate-600">{t('forgot.sentBody')}</p>
    </div>
  );
  return <EmailLinkForm kind="forgot" request={useForgotPassword()} sent={sent} />;
}
