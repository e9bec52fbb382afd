import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { ApiError, requestIdOf } from '@/lib/api-client';
import { useVerifyEmail } from '../api/verify-email';
import { serverMessageOr } from '../utils/error-message';
import { ResendVerificationForm } from './resend-verification-form';

export const VERIFIED_REDIRECT_MS = 3000;

/** Pending, success or error for a verification token; the error is immediate when there is no token. */
export function EmailVerification({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const { mutate, isSuccess, isError, error } = useVerifyEmail();
  const started = useRef(false);

  useEffect(() => {
    // A token is single-use: StrictMode's second effect run must not post it again and fail.
    if (!token || started.current) return;
    started.current = true;
    mutate(token, {
      onSuccess: () => toast({ title: t('verify.successTitle'), description: t('verify.successBody') }),
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: t('verify.failedTitle'),
          description: errorText(err),
          reference: requestIdOf(err),
        }),
    });
  });

  useEffect(() => {
    if (!isSuccess) return;
    const id = setTimeout(() => navigate('/dashboard'), VERIFIED_REDIRECT_MS);
    return () => clearTimeout(id);
  }, [isSuccess, navigate]);

  function errorText(err: unknown) {
    if (err instanceof ApiError && err.status === 400) return t('verify.invalidToken');
    return serverMessageOr(err, t('common.tryAgain'));
  }

  if (!token || isError) {
    return (
      <div className="space-y-6">
        <div role="alert" className="flex flex-col items-center gap-3 text-center">
          <CircleX aria-hidden="true" className="h-12 w-12 text-red-600" />
          <h2 className="text-lg font-semibold text-slate-900">{t('verify.failedTitle')}</h2>
          <p className="text-sm text-slate-600">{token ? errorText(error) : t('verify.missingToken')}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild className="flex-1">
            <Link href="/login">{t('verify.toLogin')}</Link>
          </Button>
          <Button asChild variant="outline" className="flex-1">
            <Link href="/register">{t('verify.toRegister')}</Link>
          </Button>
        </div>
        <div className="border-t border-slate-200 pt-5">
          <p className="mb-3 text-sm text-slate-600">{t('resend.intro')}</p>
          <ResendVerificationForm />
        </div>
      </div>
    );
  }

  if (isSuccess) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <CircleCheck aria-hidden="true" className="h-12 w-12 text-emerald-600" />
        <h2 className="text-lg font-semibold text-slate-900">{t('verify.successTitle')}</h2>
        <p className="text-sm text-slate-600">{t('verify.redirecting')}</p>
        <Button asChild>
          <Link href="/dashboard">{t('verify.continue')}</Link>
        </Button>
      </div>
    );
  }

  return (
    <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
      <Spinner className="h-10 w-10 text-brand-700" />
      <p className="text-sm text-slate-600">{t('verify.pending')}</p>
    </div>
  );
}
