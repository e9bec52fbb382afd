import { Clock, LogOut, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useLogout } from '@/features/auth/api/logout';
import { usePageTitle } from '@/lib/use-page-title';
import { EmailVerificationStatus } from './email-verification-status';
import { StatusCard } from './status-card';
import { SupportContact } from './support-contact';

const steps = ['review', 'email', 'access'] as const;

export default function PendingApprovalPage() {
  usePageTitle('pending');
  const { t } = useTranslation('status');
  const { user } = useCurrentUser();
  const logout = useLogout();
  if (!user) return null;

  return (
    <StatusCard
      icon={Clock}
      tone="bg-amber-100 text-amber-700"
      title={t('pending.title')}
      subtitle={t('pending.subtitle')}
    >
      <div className="rounded-lg border border-brand-100 bg-brand-50 p-4">
        <h2 className="font-semibold text-brand-900">{t('pending.inProgressTitle')}</h2>
        <p className="mt-1 text-sm text-brand-900/80">{t('pending.inProgress')}</p>
      </div>
      <div className="flex items-start gap-3 text-sm text-slate-700">
        <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        <p>{t('pending.emailNotice', { email: user.email })}</p>
      </div>
      <EmailVerificationStatus user={user} />
      <div>
        <h2 className="font-semibold text-slate-900">{t('pending.nextTitle')}</h2>
        <ol className="mt-3 space-y-3">
          {steps.map((step, i) => (
            <li key={step} className="flex gap-3">
              <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white">
                {i + 1}
              </span>
              <div>
                <p className="font-medium text-slate-900">{t(`pending.steps.${step}.title`)}</p>
                <p className="text-sm text-slate-600">{t(`pending.steps.${step}.description`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <div className="flex flex-col items-center gap-4 border-t border-slate-200 pt-6">
        <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden="true" />
          {t('signOut')}
        </Button>
        <SupportContact text={t('pending.contact')} />
        <Link href="/profile" className="text-sm text-brand-700 underline-offset-4 hover:underline">
          {t('accountLink')}
        </Link>
      </div>
    </StatusCard>
  );
}
