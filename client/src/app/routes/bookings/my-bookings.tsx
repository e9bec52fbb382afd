import { Leaf, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { AgreedBookings } from '@/features/booking-requests/components/agreed-bookings';
import { Co2PeriodForm, defaultCo2Period } from '@/features/booking-requests/components/co2-period-form';
import { MyBookings } from '@/features/booking-requests/components/my-bookings';
import { usePageTitle } from '@/lib/use-page-title';

/** The requester's side of the marketplace: every booking request and its answer. */
export default function MyBookingsPage() {
  usePageTitle('myBookings');
  const { t } = useTranslation('bookings');
  const [, navigate] = useLocation();
  return (
    <div className="space-y-6">
      <PageHeader title={t('my.title')} subtitle={t('my.subtitle')}>
        <LinkButton href="/ship-offerings" icon={Search} variant="outline">
          {t('my.browse')}
        </LinkButton>
      </PageHeader>
      <section
        aria-labelledby="co2-statement-link"
        className="rounded-lg border border-emerald-200 bg-emerald-50/60 p-4 sm:p-5"
      >
        <h2 id="co2-statement-link" className="flex items-center gap-1.5 font-semibold text-slate-900">
          <Leaf className="h-4 w-4 text-emerald-700" aria-hidden="true" />
          {t('statement.linkTitle')}
        </h2>
        <p className="mt-0.5 mb-3 text-sm text-slate-600">{t('statement.linkHint')}</p>
        <Co2PeriodForm
          initial={defaultCo2Period()}
          submitLabel={t('statement.open')}
          onSubmit={(p) => navigate(`/bookings/co2-statement?from=${p.from}&to=${p.to}`)}
        />
      </section>
      <AgreedBookings side="merchant" />
      <MyBookings />
    </div>
  );
}
