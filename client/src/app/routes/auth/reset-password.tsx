import { CircleX, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { AuthCard } from '@/features/auth/components/auth-card';
import { BackLink } from '@/features/auth/components/auth-links';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { usePageTitle } from '@/lib/use-page-title';

export default function ResetPasswordPage() {
  usePageTitle('resetPassword');
  const { t } = useTranslation('auth');
  const token = new URLSearchParams(useSearch()).get('token')?.trim() || null;
  const [invalid, setInvalid] = useState(false);
  return (
    <AuthCard
      icon={<KeyRound aria-hidden="true" />}
      title={t('reset.title')}
      description={token && !invalid ? t('reset.subtitle') : undefined}
      footer={<BackLink href="/login">{t('common.backToLogin')}</BackLink>}
    >
      {token && !invalid ? (
        <ResetPasswordForm token={token} onInvalidToken={() => setInvalid(true)} />
      ) : (
        <div role="alert" className="flex flex-col items-center gap-3 text-center">
          <CircleX aria-hidden="true" className="h-12 w-12 text-red-600" />
          <h2 className="text-lg font-semibold text-slate-900">{t('reset.invalidTitle')}</h2>
          <p className="text-sm text-slate-600">{t('reset.invalidToken')}</p>
          <Button asChild className="mt-2">
            <Link href="/forgot-password">{t('reset.requestNew')}</Link>
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
