import { type ApprovalStatus, approvalStatuses } from '@shared/schemas/auth';
import type { OwnOfferingSummary } from '@shared/schemas/ship-offerings';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceButtons } from '@/components/ui/choice-buttons';
import { NativeSelect } from '@/components/ui/select';

export const ownOfferingOrders = ['newest', 'departureAsc', 'departureDesc'] as const;
export type OwnOfferingOrder = (typeof ownOfferingOrders)[number];

/** The list query each choice of the sort menu stands for. */
export const orderQuery = {
  newest: { sort: 'created', order: 'desc' },
  departureAsc: { sort: 'departure', order: 'asc' },
  departureDesc: { sort: 'departure', order: 'desc' },
} as const;

type Props = {
  approval: ApprovalStatus | undefined;
  onApproval: (approval: ApprovalStatus | undefined) => void;
  order: OwnOfferingOrder;
  onOrder: (order: OwnOfferingOrder) => void;
  /** The counts on the filter buttons come from the server's summary. */
  summary: OwnOfferingSummary | undefined;
};

/** Review-state filter (with counts over all voyages) and sort order; both applied by the server. */
export function OfferingsToolbar({ approval, onApproval, order, onOrder, summary }: Props) {
  const { t, i18n } = useTranslation('management');
  const sortId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const choices: (ApprovalStatus | undefined)[] = [undefined, ...approvalStatuses];
  const countOf = (a: ApprovalStatus | undefined) =>
    summary === undefined ? undefined : a === undefined ? summary.offerings : summary.byApproval[a];
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <ChoiceButtons
        legend={t('filter.label')}
        choices={choices}
        value={approval}
        onChange={onApproval}
        label={(a) => {
          const count = countOf(a);
          return (
            <>
              {a === undefined ? t('filter.all') : t(`approval.${a}`)}{' '}
              {count !== undefined && <span className="tabular-nums">({number.format(count)})</span>}
            </>
          );
        }}
      />
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm font-medium text-slate-700">
          {t('sort.label')}
        </label>
        <NativeSelect
          id={sortId}
          className="w-auto"
          value={order}
          onChange={(e) => onOrder(e.target.value as OwnOfferingOrder)}
        >
          {ownOfferingOrders.map((o) => (
            <option key={o} value={o}>
              {t(`sort.${o}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
