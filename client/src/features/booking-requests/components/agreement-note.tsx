import type { BookingRequest } from '@shared/schemas/booking-requests';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDateTime, formatUsd } from '@/lib/format';
import { cn } from '@/lib/utils';

type Props = { agreement: NonNullable<BookingRequest['agreement']>; className?: string };

/** An agreed booking (PRODUCT.md 34): its reference, the terms both sides agreed, the way to its confirmation. */
export function AgreementNote({ agreement: a, className }: Props) {
  const { t, i18n } = useTranslation('bookings');
  return (
    <div className={cn('rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900', className)}>
      <p>
        {t('agreement.reference')}{' '}
        <span className="whitespace-nowrap font-mono font-semibold" data-testid="booking-reference">
          {a.reference}
        </span>
      </p>
      <p className="mt-0.5">
        {t('agreement.terms', {
          count: a.teu,
          price: formatUsd(a.pricePerTEU, i18n.language),
          date: formatDateTime(a.departureDate, i18n.language),
        })}{' '}
        <span className="text-emerald-800">
          {t('agreement.agreedOn', { date: formatDateTime(a.agreedAt, i18n.language) })}
        </span>
      </p>
      <Link
        href={`/bookings/confirmation?reference=${encodeURIComponent(a.reference)}`}
        className="mt-1 inline-flex items-center gap-1 font-medium text-emerald-800 underline-offset-2 hover:underline"
      >
        <FileText className="h-3.5 w-3.5" aria-hidden="true" />
        {t('agreement.confirmation')}
      </Link>
    </div>
  );
}
