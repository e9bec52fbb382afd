import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

export type ModuleKey =
  | 'smartfeeder'
  | 'shipOfferings'
  | 'shipManagement'
  | 'cargoMatching'
  | 'greenrefit'
  | 'enterpriseDashboard';

const featureCount = 3;

/** An honest placeholder for a module that is not built yet: what it will do, no made-up data. */
export default function ComingSoonPage({ module }: { module: ModuleKey }) {
  const { t } = useTranslation('status');
  const features = Array.from({ length: featureCount }, (_, i) => t(`modules.${module}.features.${i}`));

  return (
    <div className="mx-auto max-w-3xl py-8">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <Badge variant="warning" className="gap-1">
          <Construction className="h-3.5 w-3.5" aria-hidden="true" />
          {t('comingSoon.badge')}
        </Badge>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t(`modules.${module}.name`)}
        </h1>
        <p className="mt-3 text-slate-600">{t(`modules.${module}.description`)}</p>
        <h2 className="mt-8 text-sm font-semibold uppercase tracking-wide text-slate-500">
          {t('comingSoon.whatItWillDo')}
        </h2>
        <ul className="mt-3 space-y-2">
          {features.map((f) => (
            <li key={f} className="flex gap-2 text-slate-700">
              <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-500" aria-hidden="true" />
              {f}
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm text-slate-500">{t('comingSoon.note')}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link href="/dashboard">{t('comingSoon.backToDashboard')}</Link>
        </Button>
      </div>
    </div>
  );
}
