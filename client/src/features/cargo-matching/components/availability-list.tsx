import { MATCHING_LIST_PAGE_SIZE, type VesselAvailability } from '@shared/schemas/matching';
import { AlertTriangle, Plus, Ship } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListPager } from '@/components/ui/list-pager';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ui/list-states';
import { SlotFootprintFacts } from '@/components/ui/slot-footprint';
import { toast } from '@/components/ui/toast-store';
import { requestIdOf } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/form-errors';
import { formatDateTime, formatUsd } from '@/lib/format';
import { usePager } from '@/lib/page';
import { useVesselAvailabilities } from '../api/get-vessel-availabilities';
import { useWithdrawVesselAvailability } from '../api/withdraw-vessel-availability';
import { OwnItem } from './own-item';

type Props = {
  onAdd: () => void;
  onEdit: (a: VesselAvailability) => void;
  allUsers: boolean;
  userId: string;
};

/** 'My vessel capacity': the user's voyages offered to matching, with free TEU and match counts. */
export function AvailabilityList({ onAdd, onEdit, allUsers, userId }: Props) {
  const { t, i18n } = useTranslation('matching');
  const language = i18n.language;
  const [page, setPage] = useState(1);
  const list = useVesselAvailabilities({ page, pageSize: MATCHING_LIST_PAGE_SIZE });
  const { top, pager } = usePager(list, { page, setPage, pageSize: MATCHING_LIST_PAGE_SIZE });
  const withdraw = useWithdrawVesselAvailability();
  const [withdrawing, setWithdrawing] = useState<VesselAvailability | null>(null);

  const confirm = () => {
    if (!withdrawing) return;
    withdraw.mutate(withdrawing.id, {
      onSuccess: () => {
        toast({ title: t('capacityList.withdrawn'), description: withdrawing.vesselName });
        setWithdrawing(null);
      },
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: t('common:error'),
          description: serverMessageOr(err, t('capacityList.withdrawFailed')),
          reference: requestIdOf(err),
        }),
    });
  };

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton label={t('capacityList.loading')} rows={2} rowClassName="h-28" />;
  else if (list.isError)
    body = <ListError message={t('capacityList.loadFailed')} onRetry={() => void list.refetch()} />;
  // A page past the end (its last entry went elsewhere) waits for usePager to step back.
  else if (list.data.items.length === 0 && page > 1)
    body = <ListSkeleton label={t('capacityList.loading')} rows={2} rowClassName="h-28" />;
  else if (list.data.items.length === 0)
    body = (
      <ListEmpty icon={Ship} title={t('capacityList.empty')} hint={t('capacityList.emptyHint')}>
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" />
          {t('addCapacity')}
        </Button>
      </ListEmpty>
    );
  else
    body = (
      <div className="space-y-3" aria-busy={list.isPlaceholderData}>
        <ul className="space-y-3">
          {list.data.items.map((a) => {
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
                        {t(
                          a.shipOfferingId
                            ? 'source.offering'
                            : a.vesselId
                              ? 'source.vessel'
                              : 'source.manual',
                        )}
                      </Badge>
                    </>
                  }
                  facts={[
                    {
                      label: t('capacityList.freeTeu'),
                      value: t('teuOf', { available: a.availableTEU, total: a.teuCapacity }),
                    },
                    { label: t('capacityList.price'), value: formatUsd(a.pricePerTEU, language) },
                    ...(a.footprint
                      ? [
                          {
                            label: t('capacityList.footprint'),
                            value: <SlotFootprintFacts footprint={a.footprint} />,
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
                  withdrawLabel={
                    editable ? t('capacityList.withdrawLabel', { name: a.vesselName }) : undefined
                  }
                  onEdit={() => onEdit(a)}
                  onWithdraw={() => setWithdrawing(a)}
                />
              </li>
            );
          })}
        </ul>
        <ListPager {...pager} label={t('capacityList.pages')} />
      </div>
    );

  return (
    <section ref={top} tabIndex={-1} aria-labelledby="capacity-title" className="space-y-3 outline-none">
      <div className="flex items-center justify-between gap-2">
        <h2 id="capacity-title" className="text-lg font-semibold text-slate-900">
          {allUsers ? t('capacityList.titleAll') : t('capacityList.title')}
        </h2>
        {list.data && list.data.total > 0 && (
          <Button size="sm" variant="outline" onClick={onAdd}>
            <Plus aria-hidden="true" />
            {t('add')}
          </Button>
        )}
      </div>
      {body}
      {/* Its proposed matches expire, so the owner is asked first. */}
      <ConfirmDialog
        open={withdrawing !== null}
        onClose={() => setWithdrawing(null)}
        icon={<AlertTriangle className="h-5 w-5 text-red-600" aria-hidden="true" />}
        title={t('capacityList.withdrawTitle', { name: withdrawing?.vesselName ?? '' })}
        description={t('capacityList.withdrawDescription')}
        confirmLabel={t('own.withdraw')}
        destructive
        pending={withdraw.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}
