import type { User } from '@shared/schemas/auth';
import { CircleCheck, MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useResendVerification } from '@/features/auth/api/resend-verification';
import { requestIdOf } from '@/lib/api-client';

export function EmailVerificationStatus({ user }: { user: User }) {
  const { t } = useTranslation('status');
  const resend = useResendVerification();

  if (user.isEmailVerified) {
    return (
      <div className="flex items-center gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-800">
        <CircleCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
        {t('pending.emailVerified')}
      </div>
    );
  }

  const send = () =>
    resend.mutate(
      { email: user.email },
      {
        onSuccess: () => toast({ title: t('pending.resendSent'), description: t('pending.resendSentHint') }),
        onError: (err) =>
          toast({ title: t('pending.resendFailed'), variant: 'destructive', reference: requestIdOf(err) }),
      },
    );

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center">
      <MailWarning className="h-5 w-5 shrink-0" aria-hidden="true" />
      <p className="flex-1">{t('pending.emailNotVerified', { email: user.email })}</p>
      <Button size="sm" variant="outline" onClick={send} disabled={resend.isPending} className="bg-white">
        {resend.isPending && <Spinner className="h-4 w-4" />}
        {t('pending.resend')}
      </Button>
    </div>
  );
}
