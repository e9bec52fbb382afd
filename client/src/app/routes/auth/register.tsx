import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/features/auth/components/auth-card';
import { BackLink, TextLink } from '@/features/auth/components/auth-links';
import { RegisterForm } from '@/features/auth/components/register-form';
import { usePageTitle } from '@/lib/use-page-title';

export default function RegisterPage() {
  usePageTitle('register');
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      wide
      icon={<UserPlus aria-hidden="true" />}
      title={t('register.title')}
      description={t('register.subtitle')}
      footer={
        <>
          <p>
            {t('register.haveAccount')} <TextLink href="/login">{t('register.loginLink')}</TextLink>
          </p>
          <p>
            <BackLink />
          </p>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
