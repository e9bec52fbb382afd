import { formatBoxMix } from '@shared/domain/box-mix/summary';
import { type CargoRequest, MATCHING_LIST_PAGE_SIZE } from '@shared/schemas/matching';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useBoxMixWords } from '@/components/ui/box-mix-summary';
import { portName } from '@/components/ui/port-combobox';
import { formatDateTime } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { useCargoRequests } from '../api/get-cargo-requests';
import { useWithdrawCargoRequest } from '../api/withdraw-cargo-request';
import { OwnItem } from './own-item';
import { OwnList } from './own-list';

const statusVariant = { pending: 'warning', matched: 'success', withdrawn: 'secondary' } as const;

type Props = {
  onAdd: () => void;
  onEdit: (r: CargoRequest) => void;
  allUsers: boolean;
  userId: string;
};

/** 'My transport requests': the user's cargo looking for a ship, with its proposed matches. */
export function CargoRequestList({ onEdit, userId, ...own }: Props) {
  const { t, i18n } = useTranslation('matching');
  const boxWords = useBoxMixWords();
  const language = i18n.language;
  const [page, setPage] = useState(1);
  const list = useCargoRequests({ page, pageSize: MATCHING_LIST_PAGE_SIZE });
  const withdraw = useWithdrawCargoRequest();
  const name = (r: CargoRequest) =>
    t('requestList.name', {
      teu: r.requestedTEU,
      origin: portName(r.originPort),
      destination: portName(r.destinationPort),
    });

  return (
    <OwnList
      {...own}
      kind="request"
      query={list}
      nameOf={name}
      page={page}
      setPage={setPage}
      withdraw={withdraw}
      renderItem={(r, onWithdraw) => {
        // Administrators see everyone's, but only the requester may change one.
        const open = r.status === 'pending' && r.userId === userId;
        const alternatives = [...r.alternativeOrigins, ...r.alternativeDestinations];
        return (
          <li key={r.id}>
            <OwnItem
              title={t('requestList.itemTitle', {
                teu: r.requestedTEU,
                cargo: t(`cargoTypes.${r.cargoType}`),
              })}
              origin={r.originPort}
              destination={r.destinationPort}
              when={t('requestList.when', {
                from: formatDateTime(r.preferredDepartureDate, language),
                to: formatDateTime(r.latestArrivalDate, language),
              })}
              badges={
                <>
                  <Badge variant={statusVariant[r.status]}>{t(`requestStatus.${r.status}`)}</Badge>
                  {r.urgencyLevel !== 'normal' && (
                    <Badge variant="outline">{t(`urgency.${r.urgencyLevel}`)}</Badge>
                  )}
                </>
              }
              facts={[
                { label: t('requestList.teu'), value: r.requestedTEU },
                {
                  label: t('requestList.maxPrice'),
                  value:
                    r.maxPricePerTEU === null
                      ? t('requestList.noLimit')
                      : formatMoney(r.maxPricePerTEU, r.maxPriceCurrency, language),
                },
                { label: t('requestList.proposed'), value: r.proposedMatches },
              ]}
              chips={[
                ...(r.boxMix.length > 0 ? [formatBoxMix(r.boxMix, boxWords)] : []),
                ...(r.commodity ? [r.commodity] : []),
                ...r.requiredEquipment.map((e) => t(`equipment.${e}`)),
                ...(alternatives.length > 0
                  ? [t('requestList.alternatives', { ports: alternatives.map(portName).join(', ') })]
                  : []),
              ]}
              editLabel={open ? t('requestList.editLabel', { name: name(r) }) : undefined}
              withdrawLabel={open ? t('requestList.withdrawLabel', { name: name(r) }) : undefined}
              onEdit={() => onEdit(r)}
              onWithdraw={onWithdraw}
            />
          </li>
        );
      }}
    />
  );
}
