import type { Currency } from '@shared/domain/money';
import type { BookingRequest } from '@shared/schemas/booking-requests';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDateTime } from '@/lib/format';
import { formatMoney, moneyTitle } from '@/lib/money';
import { cn } from '@/lib/utils';

type Props = {
  agreement: NonNullable<BookingRequest['agreement']>;
  /** The currency the booking was agreed in (the request's). */
  currency: Currency;
  className?: string;
};

/** An agreed booking (PRODUCT.md 34): its reference, the terms both sides agreed, the way to its confirmation. */
export function AgreementNote({ agreement: a, currency, className }: Props) {
  const { t, i18n } = useTranslation('bookings');
  return (
    <div className={cn('rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900', className)}>
      <p>
        {t('agreement.reference')}{' '}
        <span className="whitespace-nowrap font-mono font-semibold" data-testid="booking-reference">
          {a.reference}
        </span>
      </p>
      <p className="mt-0.5" title={moneyTitle(a.pricePerTEU, currency, i18n.language)}>
        {t('agreement.terms', {
          count: a.teu,
          price: formatMoney(a.pricePerTEU, currency, i18n.language),
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
