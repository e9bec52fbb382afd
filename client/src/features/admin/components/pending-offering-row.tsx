import type { PendingShipOffering } from '@shared/schemas/ship-offerings';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { portName } from '@/components/ui/port-combobox';
import { formatDateTime } from '@/lib/format';
import { formatMoney, moneyTitle } from '@/lib/money';
import { ReviewActions } from './review-table';

type Props = {
  offering: PendingShipOffering;
  approving: boolean;
  onApprove: () => void;
  onReject: () => void;
};

export function PendingOfferingRow({ offering: o, approving, onApprove, onReject }: Props) {
  const { t, i18n } = useTranslation('admin');
  const owner = o.owner ? `${o.owner.firstName} ${o.owner.lastName}` : t('offeringApprovals.deletedOwner');
  return (
    <tr className="align-top">
      <td className="px-4 py-3">
        <p className="font-medium text-slate-900">{o.shipName}</p>
        <p className="text-slate-500">{o.companyName || t('offeringApprovals.independent')}</p>
      </td>
      <td className="px-4 py-3 text-slate-700">
        <span className="inline-flex flex-wrap items-center gap-1">
          {portName(o.originPort)}
          <ArrowRight className="h-3.5 w-3.5 text-slate-400" aria-label={t('offeringApprovals.to')} />
          {portName(o.destinationPort)}
        </span>
        <p className="text-xs text-slate-500">
          <time dateTime={o.departureDate}>{formatDateTime(o.departureDate, i18n.language)}</time>
        </p>
      </td>
      <td className="whitespace-nowrap px-4 py-3 tabular-nums text-slate-700">
        {t('offeringApprovals.teuOf', { available: o.availableCapacity, total: o.teuCapacity })}
        <p
          className="text-xs text-slate-500"
          title={moneyTitle(o.pricePerTEU, o.priceCurrency, i18n.language)}
        >
          {t('offeringApprovals.perTeu', {
            price: formatMoney(o.pricePerTEU, o.priceCurrency, i18n.language),
          })}
        </p>
      </td>
      <td className="px-4 py-3">
        <p className="text-slate-900">{owner}</p>
        {o.owner && <p className="text-slate-500">{o.owner.email}</p>}
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-600">
        <time dateTime={o.createdAt}>{formatDateTime(o.createdAt, i18n.language)}</time>
      </td>
      <ReviewActions
        approving={approving}
        onApprove={onApprove}
        onReject={onReject}
        approveLabel={t('offeringApprovals.approveOffering', { ship: o.shipName })}
        rejectLabel={t('offeringApprovals.rejectOffering', { ship: o.shipName })}
      />
    </tr>
  );
}
