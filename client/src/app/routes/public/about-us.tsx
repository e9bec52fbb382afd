import { Anchor, ArrowRight, Eye, Handshake, Leaf, type LucideIcon, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { usePageTitle } from '@/lib/use-page-title';

const story = ['problem', 'mission', 'product', 'stage'] as const;
const values: { id: string; icon: LucideIcon }[] = [
  { id: 'transparency', icon: Eye },
  { id: 'partnership', icon: Handshake },
  { id: 'sustainability', icon: Leaf },
];

export default function AboutUsPage() {
  usePageTitle('about');
  const { t } = useTranslation('public');
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t('about.eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t('about.title')}
        </h1>
        <p className="mt-4 text-lg text-slate-600">{t('about.intro')}</p>
      </header>

      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {story.map((id, i) => (
          <section key={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="mb-3 flex items-center gap-3">
              <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800">
                {i + 1}
              </span>
              <h2 className="text-lg font-semibold text-slate-900">{t(`about.story.${id}.title`)}</h2>
            </div>
            <p className="text-slate-600">{t(`about.story.${id}.body`)}</p>
          </section>
        ))}
      </div>

      <section className="mt-16">
        <h2 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <Target aria-hidden="true" className="h-6 w-6 text-brand-700" />
          {t('about.valuesTitle')}
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {values.map(({ id, icon: Icon }) => (
            <Card key={id}>
              <CardContent className="p-6">
                <Icon aria-hidden="true" className="mb-3 h-6 w-6 text-brand-700" />
                <h3 className="font-semibold text-slate-900">{t(`about.values.${id}.title`)}</h3>
                <p className="mt-2 text-sm text-slate-600">{t(`about.values.${id}.body`)}</p>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>

      <section className="mt-16 flex flex-col items-start gap-6 rounded-2xl bg-gradient-to-br from-brand-800 to-brand-900 p-8 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10">
        <div className="flex items-start gap-4">
          <Anchor aria-hidden="true" className="mt-1 h-8 w-8 shrink-0 text-brand-100" />
          <div>
            <h2 className="text-2xl font-bold">{t('about.ctaTitle')}</h2>
            <p className="mt-2 text-brand-50">{t('about.ctaBody')}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild className="bg-white text-brand-900 hover:bg-brand-50">
            <Link href="/beta-partners">
              {t('about.ctaBeta')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button
            asChild
            variant="outline"
            className="border-white/40 bg-transparent text-white hover:bg-white/10"
          >
            <Link href="/contact">{t('about.ctaContact')}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
