import { type CargoRequest, MATCHING_LIST_PAGE_SIZE } from '@shared/schemas/matching';
import { AlertTriangle, ClipboardList, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListPager } from '@/components/ui/list-pager';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ui/list-states';
import { portName } from '@/components/ui/port-combobox';
import { toast } from '@/components/ui/toast-store';
import { requestIdOf } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/form-errors';
import { formatDateTime, formatUsd } from '@/lib/format';
import { usePager } from '@/lib/page';
import { useCargoRequests } from '../api/get-cargo-requests';
import { useWithdrawCargoRequest } from '../api/withdraw-cargo-request';
import { OwnItem } from './own-item';

const statusVariant = { pending: 'warning', matched: 'success', withdrawn: 'secondary' } as const;

type Props = {
  onAdd: () => void;
  onEdit: (r: CargoRequest) => void;
  allUsers: boolean;
  userId: string;
};

/** 'My transport requests': the user's cargo looking for a ship, with its proposed matches. */
export function CargoRequestList({ onAdd, onEdit, allUsers, userId }: Props) {
  const { t, i18n } = useTranslation('matching');
  const language = i18n.language;
  const [page, setPage] = useState(1);
  const list = useCargoRequests({ page, pageSize: MATCHING_LIST_PAGE_SIZE });
  const { top, pager } = usePager(list, { page, setPage, pageSize: MATCHING_LIST_PAGE_SIZE });
  const withdraw = useWithdrawCargoRequest();
  const [withdrawing, setWithdrawing] = useState<CargoRequest | null>(null);
  const name = (r: CargoRequest) =>
    t('requestList.name', {
      teu: r.requestedTEU,
      origin: portName(r.originPort),
      destination: portName(r.destinationPort),
    });

  const confirm = () => {
    if (!withdrawing) return;
    withdraw.mutate(withdrawing.id, {
      onSuccess: () => {
        toast({ title: t('requestList.withdrawn'), description: name(withdrawing) });
        setWithdrawing(null);
      },
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: t('common:error'),
          description: serverMessageOr(err, t('requestList.withdrawFailed')),
          reference: requestIdOf(err),
        }),
    });
  };

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton label={t('requestList.loading')} rows={2} rowClassName="h-28" />;
  else if (list.isError)
    body = <ListError message={t('requestList.loadFailed')} onRetry={() => void list.refetch()} />;
  // A page past the end (its last entry went elsewhere) waits for usePager to step back.
  else if (list.data.items.length === 0 && page > 1)
    body = <ListSkeleton label={t('requestList.loading')} rows={2} rowClassName="h-28" />;
  else if (list.data.items.length === 0)
    body = (
      <ListEmpty icon={ClipboardList} title={t('requestList.empty')} hint={t('requestList.emptyHint')}>
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" />
          {t('addRequest')}
        </Button>
      </ListEmpty>
    );
  else
    body = (
      <div className="space-y-3" aria-busy={list.isPlaceholderData}>
        <ul className="space-y-3">
          {list.data.items.map((r) => {
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
                          : formatUsd(r.maxPricePerTEU, language),
                    },
                    { label: t('requestList.proposed'), value: r.proposedMatches },
                  ]}
                  chips={[
                    ...r.requiredEquipment.map((e) => t(`equipment.${e}`)),
                    ...(alternatives.length > 0
                      ? [t('requestList.alternatives', { ports: alternatives.map(portName).join(', ') })]
                      : []),
                  ]}
                  editLabel={open ? t('requestList.editLabel', { name: name(r) }) : undefined}
                  withdrawLabel={open ? t('requestList.withdrawLabel', { name: name(r) }) : undefined}
                  onEdit={() => onEdit(r)}
                  onWithdraw={() => setWithdrawing(r)}
                />
              </li>
            );
          })}
        </ul>
        <ListPager {...pager} label={t('requestList.pages')} />
      </div>
    );

  return (
    <section ref={top} tabIndex={-1} aria-labelledby="requests-title" className="space-y-3 outline-none">
      <div className="flex items-center justify-between gap-2">
        <h2 id="requests-title" className="text-lg font-semibold text-slate-900">
          {allUsers ? t('requestList.titleAll') : t('requestList.title')}
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
        title={t('requestList.withdrawTitle', { name: withdrawing ? name(withdrawing) : '' })}
        description={t('requestList.withdrawDescription')}
        confirmLabel={t('own.withdraw')}
        destructive
        pending={withdraw.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}
