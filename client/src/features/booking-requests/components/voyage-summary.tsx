import type { ShipOffering } from '@shared/schemas/ship-offerings';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { portName } from '@/components/ui/port-combobox';
import { formatDateTime } from '@/lib/format';
import { formatMoney, moneyTitle } from '@/lib/money';

/** The voyage a booking request is for, at the top of the request dialog. */
export function VoyageSummary({ offering: o }: { offering: ShipOffering }) {
  const { t, i18n } = useTranslation('bookings');
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
      <p className="font-semibold text-slate-900">{o.shipName}</p>
      <p className="mt-1 flex flex-wrap items-center gap-1.5 text-slate-700">
        {portName(o.originPort)}
        <ArrowRight className="h-3.5 w-3.5 text-slate-400" aria-label={t('request.to')} />
        {portName(o.destinationPort)}
      </p>
      <p className="mt-1 text-slate-600">
        {t('request.departs', { date: formatDateTime(o.departureDate, i18n.language) })}
      </p>
      <p className="mt-1 text-slate-600" title={moneyTitle(o.pricePerTEU, o.priceCurrency, i18n.language)}>
        {t('request.availableAt', {
          teu: o.availableCapacity,
          price: formatMoney(o.pricePerTEU, o.priceCurrency, i18n.language),
        })}
      </p>
    </div>
  );
}
