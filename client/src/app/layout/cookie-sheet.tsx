import { ChevronDown, Cookie, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { saveConsent } from './cookie-consent';

/** The cookie sheet itself, loaded when it is first shown (cookie-banner.tsx decides when). */
export default function CookieSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('cookies');
  const [showDetails, setShowDetails] = useState(false);
  const [place, setPlace] = useState<'sheet' | 'barBottom' | 'barTop'>('sheet');
  const box = useRef<HTMLElement>(null);
  const detailsId = useId();

  // Issue 27: the sheet never covers what a page marks [data-keep-clear] (the landing's live map). While that
  // is on screen the sheet shrinks to one line with the two choices, below the map or, if the map reaches down
  // there, under the header.
  useEffect(() => {
    const onScroll = () => {
      const area = document.querySelector('[data-keep-clear]')?.getBoundingClientRect();
      const vh = window.innerHeight;
      if (!area || area.bottom <= 0 || area.top >= vh) return setPlace('sheet');
      // The one-line bar's height once shown; before that about 64 px.
      const bar = (box.current?.dataset.place !== 'sheet' && box.current?.offsetHeight) || 64;
      setPlace(area.bottom <= vh - bar ? 'barBottom' : 'barTop');
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);

  const choose = (accepted: boolean) => {
    saveConsent(accepted);
    setShowDetails(false);
    onClose();
  };

  const choices = (
    <>
      <Button variant="outline" size="sm" onClick={() => choose(false)}>
        {t('decline')}
      </Button>
      <Button size="sm" onClick={() => choose(true)}>
        {t('accept')}
      </Button>
    </>
  );

  return (
    <section
      ref={box}
      aria-label={t('title')}
      data-place={place}
      className={cn(
        'fixed inset-x-0 z-40 border-slate-300 bg-white shadow-[0_-4px_24px_rgba(15,23,42,0.16)] sm:inset-x-auto sm:left-4 sm:max-w-md sm:rounded-lg sm:border print:hidden',
        place === 'barTop' ? 'top-16 border-b sm:top-20' : 'bottom-0 border-t sm:bottom-4',
      )}
    >
      {place !== 'sheet' ? (
        <div className="flex items-center gap-2 px-4 py-3">
          <Cookie className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
          <h2 className="min-w-0 flex-1 text-sm font-semibold text-slate-900">{t('title')}</h2>
          {choices}
        </div>
      ) : (
        // Compact on a phone (issue 27: at most a quarter of a 390×844 screen).
        <div className="relative p-4 sm:p-5">
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
            <div className="space-y-1 sm:space-y-2">
              <h2 className="text-sm font-semibold text-slate-900">{t('title')}</h2>
              <p className="text-xs text-slate-600 sm:text-sm">{t('description')}</p>
            </div>
          </div>

          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs sm:mt-3 sm:text-sm">
            <button
              type="button"
              aria-expanded={showDetails}
              aria-controls={detailsId}
              onClick={() => setShowDetails((v) => !v)}
              className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
            >
              {showDetails ? t('hideDetails') : t('showDetails')}
              <ChevronDown
                className={cn('h-4 w-4 transition-transform', showDetails && 'rotate-180')}
                aria-hidden="true"
              />
            </button>
            <p className="text-slate-500">
              {t('privacyPrefix')}{' '}
              <Link
                href="/privacy-policy"
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {t('privacyLink')}
              </Link>
            </p>
          </div>
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

          <div className="mt-3 flex gap-2 *:flex-1 sm:mt-4 sm:justify-end sm:*:flex-none">{choices}</div>
        </div>
      )}
    </section>
  );
}
