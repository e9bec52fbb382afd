import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/features/auth/components/auth-card';
import { BackLink, TextLink } from '@/features/auth/components/auth-links';
import { LoginForm } from '@/features/auth/components/login-form';
import { usePageTitle } from '@/lib/use-page-title';

export default function LoginPage() {
  usePageTitle('login');
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.subtitle')}
      footer={
        <>
          <p>
            {t('login.noAccount')} <TextLink href="/register">{t('login.registerLink')}</TextLink>
          </p>
          <p>
            <BackLink />
          </p>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
