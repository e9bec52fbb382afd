import type { BookingStatus } from '@shared/schemas/booking-requests';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

const variants = {
  pending: 'warning',
  countered: 'warning',
  accepted: 'success',
  declined: 'destructive',
} as const;

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('bookings');
  return <Badge variant={variants[status]}>{t(`status.${status}`)}</Badge>;
}
