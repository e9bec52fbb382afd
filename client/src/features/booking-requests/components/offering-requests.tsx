import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useOfferingBookingRequests } from '../api/get-offering-booking-requests';
import { IncomingRequests } from './incoming-requests';

type Props = { offeringId: string; availableCapacity: number };

/**
 * The requests on one voyage, loaded when its card opens them: Ship management shows one page of voyages, so
 * it never loads every request on every voyage the owner ever offered.
 */
export function OfferingRequests({ offeringId, availableCapacity }: Props) {
  const { t } = useTranslation('bookings');
  const requests = useOfferingBookingRequests(offeringId);
  if (requests.isPending) {
    return (
      <div role="status" aria-label={t('incoming.loading')}>
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (requests.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('incoming.loadFailed')}{' '}
        <button type="button" className="underline" onClick={() => void requests.refetch()}>
          {t('common:retry')}
        </button>
      </p>
    );
  }
  return <IncomingRequests requests={requests.data} availableCapacity={availableCapacity} />;
}
