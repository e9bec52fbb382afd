import { CircleX, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useLogout } from '@/features/auth/api/logout';
import { usePageTitle } from '@/lib/use-page-title';
import { StatusCard } from './status-card';
import { SupportContact } from './support-contact';

export default function RejectedPage() {
  usePageTitle('rejected');
  const { t } = useTranslation('status');
  const { user } = useCurrentUser();
  const logout = useLogout();
  if (!user) return null;

  return (
    <StatusCard
      icon={CircleX}
      tone="bg-red-100 text-red-700"
      title={t('rejected.title')}
      subtitle={t('rejected.subtitle')}
    >
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <h2 className="text-sm font-semibold text-slate-900">{t('rejected.reasonTitle')}</h2>
        <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">
          {user.rejectionReason?.trim() || t('rejected.noReason')}
        </p>
      </div>
      <p className="text-sm text-slate-600">{t('rejected.explanation')}</p>
      <div className="flex flex-col items-center gap-4 border-t border-slate-200 pt-6">
        <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden="true" />
          {t('signOut')}
        </Button>
        <SupportContact text={t('rejected.contact')} />
        <Link href="/profile" className="text-sm text-brand-700 underline-offset-4 hover:underline">
          {t('accountLink')}
        </Link>
      </div>
    </StatusCard>
  );
}
