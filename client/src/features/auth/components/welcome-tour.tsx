import { ArrowLeft, ArrowRight, Check, Eye, MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/utils';
import { useMarkTourCompleted } from '../api/mark-tour-completed';
import { serverMessageOr } from '../utils/error-message';
import { TourStepCard } from './tour-step-card';
import { tourSteps } from './tour-steps';
import { requestIdOf } from '@/lib/api-client';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The four-step tour. Signed-in users have it recorded as seen when they leave it; anonymous visitors get
 * a preview whose exits lead to /login and record nothing (PRODUCT.md 22).
 */
export function WelcomeTour({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('tour');
  const [, navigate] = useLocation();
  const [index, setIndex] = useState(0);
  const markCompleted = useMarkTourCompleted();
  const step = tourSteps[index];
  const last = index === tourSteps.length - 1;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return;
      if (e.key === 'ArrowRight') setIndex((i) => Math.min(i + 1, tourSteps.length - 1));
      if (e.key === 'ArrowLeft') setIndex((i) => Math.max(i - 1, 0));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const leave = (next: string) => {
    if (!signedIn) return navigate('/login');
    markCompleted.mutate(
      { next },
      {
        onError: (err) =>
          toast({
            variant: 'destructive',
            title: t('saveFailed'),
            description: serverMessageOr(err, t('tryAgain')),
            reference: requestIdOf(err),
          }),
      },
    );
  };
  const busy = markCompleted.isPending;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
          <p className="mt-2 text-slate-600">{t('subtitle')}</p>
        </div>
        <Button variant="ghost" onClick={() => leave('/dashboard')} disabled={busy} className="self-start">
          {t('skip')}
        </Button>
      </div>

      {signedIn ? null : <PreviewNote />}

      <div className="mb-6">
        <div className="mb-2 flex items-center justify-between text-sm">
          <span className="font-medium text-slate-700" aria-live="polite">
            {t('stepOf', { current: index + 1, total: tourSteps.length })}
          </span>
          <span className="text-slate-500">{t(`steps.${step.id}.title`)}</span>
        </div>
        <div
          role="progressbar"
          aria-label={t('progress')}
          aria-valuemin={1}
          aria-valuemax={tourSteps.length}
          aria-valuenow={index + 1}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-all duration-300"
            style={{ width: `${((index + 1) / tourSteps.length) * 100}%` }}
          />
        </div>
      </div>

      <Card>
        <CardContent className="p-6 sm:p-8">
          <TourStepCard step={step} busy={busy} onExplore={() => leave(step.route)} />
        </CardContent>
      </Card>

      <nav aria-label={t('navigation')} className="mt-6 flex items-center justify-between gap-4">
        <Button variant="outline" onClick={() => setIndex(index - 1)} disabled={index === 0}>
          <ArrowLeft aria-hidden="true" />
          {t('previous')}
        </Button>
        <ol className="hidden items-center gap-2 sm:flex">
          {tourSteps.map((s, i) => (
            <li key={s.id}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('goToStep', { step: i + 1, title: t(`steps.${s.id}.title`) })}
                aria-current={i === index ? 'step' : undefined}
                className={cn(
                  'h-2.5 cursor-pointer rounded-full transition-all',
                  i === index ? 'w-8 bg-brand-600' : 'w-2.5 bg-slate-300 hover:bg-slate-400',
                )}
              />
            </li>
          ))}
        </ol>
        {last ? (
          <Button onClick={() => leave('/dashboard')} disabled={busy} aria-busy={busy}>
            <Check aria-hidden="true" />
            {t('finish')}
          </Button>
        ) : (
          <Button onClick={() => setIndex(index + 1)}>
            {t('next')}
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </nav>
      <p className="mt-4 text-center text-xs text-slate-500">{t('keyboardHint')}</p>
    </div>
  );
}

/**
 * An anonymous preview. Right after registering (`?registered=verify|review`) it keeps the next steps on the
 * page and says the account awaits approval, instead of asking to sign in (issue 13).
 */
function PreviewNote() {
  const { t } = useTranslation('tour');
  const registered = new URLSearchParams(useSearch()).get('registered');
  if (registered !== 'verify' && registered !== 'review') {
    return (
      <p className="mb-6 flex items-center gap-2 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <Eye aria-hidden="true" className="h-4 w-4 shrink-0" />
        {t('previewNote')}
      </p>
    );
  }
  return (
    <section
      aria-labelledby="tour-next-steps"
      className="mb-6 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-4 text-sm text-emerald-950"
    >
      <h2 id="tour-next-steps" className="flex items-center gap-2 text-base font-semibold">
        <MailCheck aria-hidden="true" className="h-5 w-5 shrink-0" />
        {t('nextSteps.title')}
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-6">
        {registered === 'verify' && <li>{t('nextSteps.verify')}</li>}
        <li>{t('nextSteps.review')}</li>
        <li>{t('nextSteps.signIn')}</li>
      </ol>
      <p className="mt-3 flex items-center gap-2 text-emerald-900">
        <Eye aria-hidden="true" className="h-4 w-4 shrink-0" />
        {t('pendingNote')}
      </p>
    </section>
  );
}
