import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { useLogout } from '../api/logout';
import { AuthCard } from './auth-card';

/**
 * Where `GET /api/logout` sends a navigation that did not come from our own pages (`/login?logout=1`): any
 * site can link there, so a signed-in user confirms instead of being signed out by a stranger (issue 12).
 */
export function SignOutConfirm() {
  const { t } = useTranslation('auth');
  const logout = useLogout();
  return (
    <AuthCard
      title={t('signOutConfirm.title')}
      description={t('signOutConfirm.description')}
      icon={<LogOut />}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link href="/dashboard">{t('signOutConfirm.stay')}</Link>
        </Button>
        <Button onClick={() => logout.mutate()} disabled={logout.isPending}>
          {t('signOutConfirm.signOut')}
        </Button>
      </div>
    </AuthCard>
  );
}
