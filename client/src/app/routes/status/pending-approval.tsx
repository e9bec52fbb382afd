import { Clock, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmailVerificationStatus } from './email-verification-status';
import { StatusCard } from './status-card';

const steps = ['review', 'email', 'access'] as const;

export default function PendingApprovalPage() {
  const { t } = useTranslation('status');
  return (
    <StatusCard section="pending" icon={Clock} tone="bg-amber-100 text-amber-700">
      {(user) => (
        <>
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
        </>
      )}
    </StatusCard>
  );
}
