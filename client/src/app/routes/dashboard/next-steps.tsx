import type { RoleLabel } from '@shared/domain/role-label';
import type { MarketplaceSummary } from '@shared/schemas/vessels';
import { ArrowRight, CircleCheck, CircleDashed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

type Step = { key: string; href: string; done: (s: MarketplaceSummary) => boolean };

/**
 * Issue 27: a new member's dashboard says what to do first for the role, each step ticked off by the member's
 * own data (the summary's counts), and the list goes away once all are done. Texts: nextSteps.<key>.*
 */
const stepsByRole: Record<Exclude<RoleLabel, 'admin'>, Step[]> = {
  shipOwner: [
    { key: 'addVessel', href: '/fleet', done: (s) => s.vessels > 0 },
    { key: 'offerVoyage', href: '/fleet', done: (s) => s.offerings > 0 },
  ],
  cargoOwner: [
    { key: 'postRequest', href: '/cargo-matching', done: (s) => s.cargoRequests > 0 },
    { key: 'bookCapacity', href: '/ship-offerings', done: (s) => s.bookingRequests > 0 },
  ],
  user: [
    { key: 'postRequest', href: '/cargo-matching', done: (s) => s.cargoRequests > 0 },
    { key: 'bookCapacity', href: '/ship-offerings', done: (s) => s.bookingRequests > 0 },
  ],
};

export function nextStepsFor(label: RoleLabel, summary: MarketplaceSummary) {
  if (label === 'admin') return [];
  return stepsByRole[label].map((s) => ({ ...s, isDone: s.done(summary) }));
}

export function NextSteps({ label, summary }: { label: RoleLabel; summary: MarketplaceSummary }) {
  const { t } = useTranslation('dashboard');
  const steps = nextStepsFor(label, summary);
  const doneCount = steps.filter((s) => s.isDone).length;
  if (steps.length === 0 || doneCount === steps.length) return null;
  return (
    <section
      aria-labelledby="dashboard-next-steps"
      className="rounded-lg border border-brand-200 bg-brand-50/60 p-5 sm:p-6"
      data-testid="next-steps"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dashboard-next-steps" className="text-lg font-semibold text-slate-900">
          {t('nextSteps.title')}
        </h2>
        <p className="text-sm text-slate-600">
          {t('nextSteps.progress', { done: doneCount, total: steps.length })}
        </p>
      </div>
      <ol className="mt-4 grid gap-3 md:grid-cols-2">
        {steps.map((step, i) => (
          <li key={step.key}>
            {step.isDone ? (
              <div className="flex h-full items-start gap-3 rounded-md border border-slate-200 bg-white/70 p-4 text-slate-500">
                <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
                <div>
                  <p className="font-medium line-through decoration-slate-400">
                    {t(`nextSteps.${step.key}.title`)}
                  </p>
                  <p className="text-sm">{t('nextSteps.done')}</p>
                </div>
              </div>
            ) : (
              <Link
                href={step.href}
                className="group flex h-full items-start gap-3 rounded-md border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <CircleDashed className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
                <div className="flex-1">
                  <p className="font-medium text-slate-900">
                    <span className="sr-only">{t('nextSteps.stepNumber', { n: i + 1 })} </span>
                    {t(`nextSteps.${step.key}.title`)}
                  </p>
                  <p className="mt-0.5 text-sm text-slate-600">{t(`nextSteps.${step.key}.description`)}</p>
                </div>
                <ArrowRight
                  className="mt-0.5 h-4 w-4 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
