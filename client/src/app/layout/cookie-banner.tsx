import { ChevronDown, Cookie, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { OPEN_COOKIE_SETTINGS_EVENT, readConsent, saveConsent } from './cookie-consent';

export const COOKIE_BANNER_DELAY_MS = 1000;

export function CookieBanner() {
  const { t } = useTranslation('cookies');
  const [visible, setVisible] = useState(false);
  const [showDetails, setShowDetails] = useState(false);
  const detailsId = useId();

  useEffect(() => {
    const timer = readConsent()
      ? undefined
      : window.setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    const reopen = () => setVisible(true);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
    };
  }, []);

  if (!visible) return null;

  const choose = (accepted: boolean) => {
    saveConsent(accepted);
    setVisible(false);
    setShowDetails(false);
  };

  return (
    <section
      aria-label={t('title')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-300 bg-white shadow-[0_-4px_24px_rgba(15,23,42,0.16)] sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-lg sm:border print:hidden"
    >
      <div className="relative p-5">
        <button
          type="button"
          onClick={() => choose(false)}
          aria-label={t('close')}
          className="absolute right-3 top-3 rounded-sm p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
        <div className="flex items-start gap-3 pr-6">
          <Cookie className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
          <div className="space-y-2">
            <h2 className="text-sm font-semibold text-slate-900">{t('title')}</h2>
            <p className="text-sm text-slate-600">{t('description')}</p>
          </div>
        </div>

        <button
          type="button"
          aria-expanded={showDetails}
          aria-controls={detailsId}
          onClick={() => setShowDetails((v) => !v)}
          className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          {showDetails ? t('hideDetails') : t('showDetails')}
          <ChevronDown
            className={cn('h-4 w-4 transition-transform', showDetails && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
        <div
          id={detailsId}
          hidden={!showDetails}
          className="mt-3 space-y-3 rounded-md bg-slate-50 p-3 text-sm"
        >
          <div>
            <h3 className="font-medium text-slate-900">{t('essential.title')}</h3>
            <p className="text-slate-600">{t('essential.description')}</p>
          </div>
          <div>
            <h3 className="font-medium text-slate-900">{t('functional.title')}</h3>
            <p className="text-slate-600">{t('functional.description')}</p>
          </div>
        </div>

        <p className="mt-3 text-xs text-slate-500">
          {t('privacyPrefix')}{' '}
          <Link
            href="/privacy-policy"
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {t('privacyLink')}
          </Link>
        </p>
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" size="sm" onClick={() => choose(false)}>
            {t('decline')}
          </Button>
          <Button size="sm" onClick={() => choose(true)}>
            {t('accept')}
          </Button>
        </div>
      </div>
    </section>
  );
}
