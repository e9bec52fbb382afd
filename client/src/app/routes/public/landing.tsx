import {
  Anchor,
  ArrowRight,
  BadgeCheck,
  Check,
  Leaf,
  type LucideIcon,
  Mail,
  MessageSquare,
  Route,
  Ship,
  Sparkles,
  TrendingUp,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DemoTracker } from '@/features/demo-tracker/components/demo-tracker';
import { usePageTitle } from '@/lib/use-page-title';
import { cn } from '@/lib/utils';

const INVESTOR_MAIL = 'mailto:investors@feederhub.eu';

const modules: { id: string; icon: LucideIcon }[] = [
  { id: 'matching', icon: Sparkles },
  { id: 'smartfeeder', icon: Route },
  { id: 'marketplace', icon: Ship },
  { id: 'management', icon: Anchor },
  { id: 'greenrefit', icon: Leaf },
];
// Issue 27: public figures with a named source and year (Eurostat), in place of SPEC.md §1's unsourced pitch
// figures; a figure without a source we are sure of is left out.
const figures = ['sssTonnes', 'sssShare', 'portsTonnes', 'rotterdam'] as const;
const betaPerks = ['first100', 'free', 'noCard', 'contact'] as const;

function SectionHeading({ eyebrow, title, body }: { eyebrow: string; title: string; body?: string }) {
  return (
    <div className="mx-auto mb-12 max-w-2xl text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
      <h2 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h2>
      {body ? <p className="mt-4 text-lg text-slate-600">{body}</p> : null}
    </div>
  );
}

function MatchExample() {
  const { t } = useTranslation('landing');
  return (
    <Card className="border-white/10 bg-white/95 text-slate-900 shadow-2xl">
      <CardContent className="space-y-4 p-6">
        <div className="flex items-center justify-between">
          <p className="font-semibold">{t('match.title')}</p>
          <Badge variant="warning">{t('match.demo')}</Badge>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-lg border border-slate-200 p-4">
            <p className="text-xs font-medium uppercase text-slate-500">{t('match.offering')}</p>
            <p className="mt-1 text-2xl font-bold">{t('match.offeringTeu')}</p>
            <p className="text-sm text-slate-600">{t('match.offeringPrice')}</p>
          </div>
          <div className="rounded-lg border border-slate-200 p-4">
            <p className="text-xs font-medium uppercase text-slate-500">{t('match.request')}</p>
            <p className="mt-1 text-2xl font-bold">{t('match.requestTeu')}</p>
            <p className="text-sm text-slate-600">{t('match.requestPrice')}</p>
          </div>
        </div>
        <div>
          <div className="mb-1 flex items-center justify-between text-sm">
            <span className="font-medium text-slate-700">{t('match.score')}</span>
            <span className="text-lg font-bold text-emerald-700">{t('match.scoreValue')}</span>
          </div>
          <div className="h-2 rounded-full bg-slate-200">
            <div className="h-full w-[96.5%] rounded-full bg-emerald-500" />
          </div>
        </div>
        <p className="flex items-start gap-2 text-sm text-slate-600">
          <BadgeCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
          {t('match.summary')}
        </p>
      </CardContent>
    </Card>
  );
}

function Hero() {
  const { t } = useTranslation('landing');
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-slate-900 to-slate-950 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-20 lg:grid-cols-2 lg:py-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-3 py-1 text-xs font-medium">
            <TrendingUp aria-hidden="true" className="h-3.5 w-3.5" />
            {t('hero.badge')}
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">
            FeederHub
            <span className="mt-2 block text-brand-100">{t('hero.title')}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-300">{t('hero.body')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg" className="bg-white text-brand-900 hover:bg-brand-50">
              <Link href="/register">
                {t('hero.ctaBeta')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/30 bg-transparent text-white hover:bg-white/10"
            >
              <a href={INVESTOR_MAIL}>{t('hero.ctaInvestors')}</a>
            </Button>
          </div>
          <p className="mt-6 text-sm text-slate-400">
            {t('hero.haveAccount')}{' '}
            <Link href="/login" className="font-medium text-white underline-offset-4 hover:underline">
              {t('hero.signIn')}
            </Link>
          </p>
        </div>
        <MatchExample />
      </div>
    </section>
  );
}

function Figures() {
  const { t } = useTranslation('landing');
  return (
    <section className="bg-white py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading eyebrow={t('figures.eyebrow')} title={t('figures.title')} body={t('figures.body')} />
        <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {figures.map((id) => (
            <div key={id} className="flex flex-col rounded-xl border border-slate-200 bg-slate-50 p-6">
              <dt className="text-sm text-slate-600">{t(`figures.items.${id}.label`)}</dt>
              <dd className="mt-2 text-3xl font-bold text-brand-800">{t(`figures.items.${id}.value`)}</dd>
              <dd className="mt-auto pt-3 text-xs text-slate-500">{t(`figures.items.${id}.source`)}</dd>
            </div>
          ))}
        </dl>
        <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-slate-600">{t('figures.note')}</p>
      </div>
    </section>
  );
}

function Tracker() {
  const { t } = useTranslation('landing');
  return (
    <section className="bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading eyebrow={t('tracker.eyebrow')} title={t('tracker.title')} body={t('tracker.body')} />
        <DemoTracker loadingLabel={t('tracker.loading')} failedText={t('tracker.failed')} />
      </div>
    </section>
  );
}

function Modules() {
  const { t } = useTranslation('landing');
  return (
    <section className="bg-white py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading eyebrow={t('modules.eyebrow')} title={t('modules.title')} body={t('modules.body')} />
        {/* Six columns with two-column cards let the last row of two sit centred under the three above. */}
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-6">
          {modules.map(({ id, icon: Icon }, i) => (
            <Card
              key={id}
              className={cn('transition-shadow hover:shadow-md lg:col-span-2', i === 3 && 'lg:col-start-2')}
            >
              <CardContent className="p-6">
                <div className="mb-4 flex h-11 w-11 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </div>
                <h3 className="text-lg font-semibold text-slate-900">{t(`modules.items.${id}.title`)}</h3>
                <p className="mt-2 text-sm text-slate-600">{t(`modules.items.${id}.body`)}</p>
              </CardContent>
            </Card>
          ))}
        </div>
      </div>
    </section>
  );
}

function Beta() {
  const { t } = useTranslation('landing');
  return (
    <section className="bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="grid gap-10 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-8 text-white sm:p-12 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">
              {t('beta.eyebrow')}
            </p>
            <h2 className="mt-2 text-3xl font-bold tracking-tight">{t('beta.title')}</h2>
            <p className="mt-4 text-brand-50">{t('beta.body')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild size="lg" className="bg-white text-brand-900 hover:bg-brand-50">
                <Link href="/register">{t('beta.ctaRegister')}</Link>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                className="border-white/40 bg-transparent text-white hover:bg-white/10"
              >
                <Link href="/beta-partners">{t('beta.ctaMore')}</Link>
              </Button>
            </div>
          </div>
          <ul className="space-y-4 self-center">
            {betaPerks.map((id) => (
              <li key={id} className="flex items-start gap-3">
                <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-white/15">
                  <Check aria-hidden="true" className="h-4 w-4" />
                </span>
                <span>{t(`beta.perks.${id}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function Closing() {
  const { t } = useTranslation('landing');
  return (
    <section className="bg-white py-20">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 md:grid-cols-2">
        <Card>
          <CardContent className="flex h-full flex-col p-8">
            <TrendingUp aria-hidden="true" className="mb-4 h-8 w-8 text-brand-700" />
            <h2 className="text-2xl font-bold text-slate-900">{t('investors.title')}</h2>
            <p className="mt-3 flex-1 text-slate-600">{t('investors.body')}</p>
            <Button asChild className="mt-6 self-start">
              <a href={INVESTOR_MAIL}>
                <Mail aria-hidden="true" />
                investors@feederhub.eu
              </a>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="flex h-full flex-col p-8">
            <MessageSquare aria-hidden="true" className="mb-4 h-8 w-8 text-brand-700" />
            <h2 className="text-2xl font-bold text-slate-900">{t('contact.title')}</h2>
            <p className="mt-3 flex-1 text-slate-600">{t('contact.body')}</p>
            <Button asChild variant="outline" className="mt-6 self-start">
              <Link href="/contact">
                {t('contact.cta')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

/**
 * The public landing: a technology demo seeking investment; its sample data (the matching example, the tracker's
 * simulated vessels) is labelled as demo data. The tracker loads as its own chunk when scrolled near.
 */
export default function LandingPage() {
  usePageTitle('landing');
  return (
    <>
      <Hero />
      <Figures />
      <Tracker />
      <Modules />
      <Beta />
      <Closing />
    </>
  );
}
