import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/features/auth/components/auth-card';
import { BackLink } from '@/features/auth/components/auth-links';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { usePageTitle } from '@/lib/use-page-title';

export default function ForgotPasswordPage() {
  usePageTitle('forgotPassword');
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      icon={<KeyRound aria-hidden="true" />}
      title={t('forgot.title')}
      description={t('forgot.subtitle')}
      footer={<BackLink href="/login">{t('common.backToLogin')}</BackLink>}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
