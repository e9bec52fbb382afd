import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { AuthCard } from '@/features/auth/components/auth-card';
import { BackLink, TextLink } from '@/features/auth/components/auth-links';
import { LoginForm } from '@/features/auth/components/login-form';
import { SignOutConfirm } from '@/features/auth/components/sign-out-confirm';
import { usePageTitle } from '@/lib/use-page-title';

export default function LoginPage() {
  usePageTitle('login');
  const { t } = useTranslation('auth');
  const { user } = useCurrentUser();
  const logoutAsked = new URLSearchParams(useSearch()).get('logout') === '1';
  if (user && logoutAsked) return <SignOutConfirm />;
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
