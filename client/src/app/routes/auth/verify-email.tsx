import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { AuthCard } from '@/features/auth/components/auth-card';
import { EmailVerification } from '@/features/auth/components/email-verification';
import { usePageTitle } from '@/lib/use-page-title';

export default function VerifyEmailPage() {
  usePageTitle('verifyEmail');
  const { t } = useTranslation('auth');
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <AuthCard icon={<MailCheck aria-hidden="true" />} title={t('verify.title')}>
      <EmailVerification token={token?.trim() || null} />
    </AuthCard>
  );
}
