import { Info } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { AuthCard } from '@/features/auth/components/auth-card';
import { usePageTitle } from '@/lib/use-page-title';

const REDIRECT_MS = 3000;

/** /admin-login: the old admin page, kept so old bookmarks explain themselves and move on. */
export default function AdminLoginLegacyPage() {
  usePageTitle('adminSignIn');
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();

  useEffect(() => {
    const id = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_MS);
    return () => clearTimeout(id);
  }, [navigate]);

  return (
    <AuthCard icon={<Info aria-hidden="true" />} title={t('legacyAdmin.title')}>
      <div className="space-y-4 text-center">
        <p className="text-slate-700">{t('legacyAdmin.body')}</p>
        <p role="status" className="text-sm text-slate-500">
          {t('legacyAdmin.redirecting')}
        </p>
        <Button className="w-full" onClick={() => navigate('/login', { replace: true })}>
          {t('legacyAdmin.goNow')}
        </Button>
      </div>
    </AuthCard>
  );
}
