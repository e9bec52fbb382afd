import { co2StatementQuerySchema } from '@shared/schemas/booking-requests';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import type { Co2Period } from '@/features/booking-requests/api/get-co2-statement';
import { Co2PeriodForm, defaultCo2Period } from '@/features/booking-requests/components/co2-period-form';
import { Co2StatementView } from '@/features/booking-requests/components/co2-statement';
import { usePageTitle } from '@/lib/use-page-title';

/** The period in the address (?from=…&to=…), or null when it is missing or not a valid period. */
function periodOf(params: URLSearchParams): Co2Period | null {
  const parsed = co2StatementQuerySchema.safeParse({
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  });
  return parsed.success ? { from: parsed.data.from, to: parsed.data.to } : null;
}

/** /bookings/co2-statement: the printable CO2 statement of the user's accepted bookings (issue 14). */
export default function Co2StatementPage() {
  usePageTitle('co2Statement');
  const { t } = useTranslation('bookings');
  const [params, setParams] = useSearchParams();
  const period = periodOf(params);
  const initial = period ?? {
    from: params.get('from') || defaultCo2Period().from,
    to: params.get('to') || defaultCo2Period().to,
  };
  return (
    <article className="mx-auto max-w-5xl space-y-6 print:max-w-none">
      <Link
        href="/my-bookings"
        className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline print:hidden"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('statement.back')}
      </Link>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('statement.title')}
        </h1>
        <p className="mt-1 text-slate-600">{t('statement.subtitle')}</p>
      </header>
      <div className="print:hidden">
        <Co2PeriodForm
          // A new period in the address resets the fields.
          key={`${initial.from}|${initial.to}`}
          initial={initial}
          submitLabel={t('statement.show')}
          onSubmit={(p) => setParams({ from: p.from, to: p.to })}
        />
      </div>
      {period ? (
        <Co2StatementView period={period} />
      ) : (
        <p className="text-slate-600">{t('statement.choosePeriod')}</p>
      )}
    </article>
  );
}
