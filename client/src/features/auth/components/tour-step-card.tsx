import { ArrowRight, CheckCircle2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { TourStep } from './tour-steps';

type TourStepCardProps = { step: TourStep; busy: boolean; onExplore: () => void };

export function TourStepCard({ step, busy, onExplore }: TourStepCardProps) {
  const { t } = useTranslation('tour');
  const Icon = step.icon;
  const features = t(`steps.${step.id}.features`, { returnObjects: true }) as string[];
  const users = t(`steps.${step.id}.users`, { returnObjects: true }) as string[];
  return (
    <section aria-labelledby="tour-step-title" className="space-y-6">
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <div className={cn('flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl', step.accent)}>
          <Icon aria-hidden="true" className="h-7 w-7" />
        </div>
        <div>
          <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
            {t(`steps.${step.id}.tagline`)}
          </p>
          <h2 id="tour-step-title" className="mt-1 text-2xl font-bold text-slate-900">
            {t(`steps.${step.id}.title`)}
          </h2>
          <p className="mt-2 text-slate-600">{t(`steps.${step.id}.description`)}</p>
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-[3fr_2fr]">
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-5">
          <h3 className="mb-3 text-sm font-semibold text-slate-900">{t('keyFeatures')}</h3>
          <ul className="space-y-2">
            {features.map((feature) => (
              <li key={feature} className="flex gap-2 text-sm text-slate-700">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-5">
          <h3 className="mb-3 flex items-center gap-2 text-sm font-semibold text-slate-900">
            <Users aria-hidden="true" className="h-4 w-4 text-slate-500" />
            {t('targetUsers')}
          </h3>
          <ul className="flex flex-wrap gap-2">
            {users.map((user) => (
              <li
                key={user}
                className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700"
              >
                {user}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <Button variant="outline" onClick={onExplore} disabled={busy}>
        {t('explore', { module: t(`steps.${step.id}.title`) })}
        <ArrowRight aria-hidden="true" />
      </Button>
    </section>
  );
}
