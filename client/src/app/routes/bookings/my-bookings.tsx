import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { MyBookings } from '@/features/booking-requests/components/my-bookings';
import { usePageTitle } from '@/lib/use-page-title';

/** The requester's side of the marketplace: every booking request and its answer. */
export default function MyBookingsPage() {
  usePageTitle('myBookings');
  const { t } = useTranslation('bookings');
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('my.title')}</h1>
          <p className="mt-1 text-slate-600">{t('my.subtitle')}</p>
        </div>
        <Button asChild variant="outline">
          <Link href="/ship-offerings">
            <Search aria-hidden="true" />
            {t('my.browse')}
          </Link>
        </Button>
      </div>
      <MyBookings />
    </div>
  );
}
