import { ArrowRight, CalendarCheck, CreditCard, Headset, type LucideIcon, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { usePageTitle } from '@/lib/use-page-title';

const perks: { id: string; icon: LucideIcon }[] = [
  { id: 'free', icon: CalendarCheck },
  { id: 'noCard', icon: CreditCard },
  { id: 'contact', icon: Headset },
  { id: 'influence', icon: Sparkles },
];
const audiences = ['shipowners', 'cargoOwners', 'forwarders', 'brokers'] as const;
const steps = ['register', 'approval', 'onboarding', 'start'] as const;

function ApplyButton() {
  const { t } = useTranslation('public');
  return (
    <Button asChild size="lg">
      <Link href="/register">
        {t('beta.apply')}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

export default function BetaPartnersPage() {
  usePageTitle('betaPartners');
  const { t } = useTranslation('public');
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <header className="max-w-3xl">
        <Badge variant="success">{t('beta.badge')}</Badge>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t('beta.title')}
        </h1>
        <p className="mt-4 text-lg text-slate-600">{t('beta.intro')}</p>
        <div className="mt-8">
          <ApplyButton />
        </div>
      </header>

      <section className="mt-14" aria-labelledby="beta-perks">
        <h2 id="beta-perks" className="text-2xl font-bold text-slate-900">
          {t('beta.perksTitle')}
        </h2>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          {perks.map(({ id, icon: Icon }) => (
            <Card key={id}>
              <CardContent className="flex gap-4 p-6">
                <div className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </div>
                <div>
                  <h3 className="font-semibold text-slate-900">{t(`beta.perks.${id}.title`)}</h3>
                  <p className="mt-1 text-sm text-slate-600">{t(`beta.perks.${id}.body`)}</p>
                </div>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>

      <div className="mt-14 grid gap-10 md:grid-cols-2">
        <section aria-labelledby="beta-audience">
          <h2 id="beta-audience" className="text-2xl font-bold text-slate-900">
            {t('beta.audienceTitle')}
          </h2>
          <ul className="mt-6 space-y-3">
            {audiences.map((id) => (
              <li key={id} className="rounded-lg border border-slate-200 bg-white p-4">
                <p className="font-semibold text-slate-900">{t(`beta.audience.${id}.title`)}</p>
                <p className="mt-1 text-sm text-slate-600">{t(`beta.audience.${id}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="beta-steps">
          <h2 id="beta-steps" className="text-2xl font-bold text-slate-900">
            {t('beta.stepsTitle')}
          </h2>
          <ol className="mt-6 space-y-5">
            {steps.map((id, i) => (
              <li key={id} className="flex gap-4">
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                  {i + 1}
                </span>
                <div>
                  <p className="font-semibold text-slate-900">{t(`beta.steps.${id}.title`)}</p>
                  <p className="mt-1 text-sm text-slate-600">{t(`beta.steps.${id}.body`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section className="mt-16 rounded-2xl border border-brand-100 bg-brand-50 p-8 text-center sm:p-10">
        <h2 className="text-2xl font-bold text-slate-900">{t('beta.ctaTitle')}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">{t('beta.ctaBody')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ApplyButton />
          <Button asChild size="lg" variant="outline">
            <Link href="/contact">{t('beta.questions')}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
