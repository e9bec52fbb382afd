import { MATCHING_LIST_PAGE_SIZE, type VesselAvailability } from '@shared/schemas/matching';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { SlotFootprintFacts } from '@/components/ui/slot-footprint';
import { hasParticulars, VesselParticulars } from '@/components/ui/vessel-particulars';
import { formatDateTime } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { useVesselAvailabilities } from '../api/get-vessel-availabilities';
import { useWithdrawVesselAvailability } from '../api/withdraw-vessel-availability';
import { OwnItem } from './own-item';
import { OwnList } from './own-list';

type Props = {
  onAdd: () => void;
  onEdit: (a: VesselAvailability) => void;
  allUsers: boolean;
  userId: string;
};

/** 'My vessel capacity': the user's voyages offered to matching, with free TEU and match counts. */
export function AvailabilityList({ onEdit, userId, ...own }: Props) {
  const { t, i18n } = useTranslation('matching');
  const language = i18n.language;
  const [page, setPage] = useState(1);
  const list = useVesselAvailabilities({ page, pageSize: MATCHING_LIST_PAGE_SIZE });
  const withdraw = useWithdrawVesselAvailability();

  return (
    <OwnList
      {...own}
      kind="capacity"
      query={list}
      nameOf={(a) => a.vesselName}
      page={page}
      setPage={setPage}
      withdraw={withdraw}
      renderItem={(a, onWithdraw) => {
        const available = a.status === 'available';
        // Administrators see everyone's, but only the owner may change one (the server answers 404 otherwise).
        const editable = available && a.ownerId === userId;
        return (
          <li key={a.id}>
            <OwnItem
              title={a.vesselName}
              origin={a.originPort}
              destination={a.destinationPort}
              when={t('capacityList.when', {
                departure: formatDateTime(a.departureDate, language),
                arrival: formatDateTime(a.arrivalDate, language),
              })}
              badges={
                <>
                  <Badge variant={available ? 'success' : 'secondary'}>
                    {t(`availabilityStatus.${a.status}`)}
                  </Badge>
                  <Badge variant="outline">
                    {t(a.shipOfferingId ? 'source.offering' : a.vesselId ? 'source.vessel' : 'source.manual')}
                  </Badge>
                </>
              }
              facts={[
                {
                  label: t('capacityList.freeTeu'),
                  value: t('teuOf', { available: a.availableTEU, total: a.teuCapacity }),
                },
                {
                  label: t('capacityList.price'),
                  value: formatMoney(a.pricePerTEU, a.priceCurrency, language),
                },
                ...(a.footprint
                  ? [
                      {
                        label: t('capacityList.footprint'),
                        value: <SlotFootprintFacts footprint={a.footprint} />,
                      },
                    ]
                  : []),
                ...(hasParticulars(a.vesselParticulars)
                  ? [
                      {
                        label: t('capacityList.particulars'),
                        value: <VesselParticulars particulars={a.vesselParticulars} bare />,
                      },
                    ]
                  : []),
                {
                  label: t('capacityList.matches'),
                  value: t('capacityList.matchCounts', {
                    proposed: a.proposedMatches,
                    accepted: a.acceptedMatches,
                  }),
                },
              ]}
              chips={[
                ...a.cargoTypes.map((c) => t(`cargoTypes.${c}`)),
                ...a.specialEquipment.map((e) => t(`equipment.${e}`)),
              ]}
              editLabel={editable ? t('capacityList.editLabel', { name: a.vesselName }) : undefined}
              withdrawLabel={editable ? t('capacityList.withdrawLabel', { name: a.vesselName }) : undefined}
              onEdit={() => onEdit(a)}
              onWithdraw={onWithdraw}
            />
          </li>
        );
      }}
    />
  );
}
