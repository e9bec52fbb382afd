import { MATCHING_LIST_PAGE_SIZE } from '@shared/schemas/matching';
import type { UseMutationResult } from '@tanstack/react-query';
import { AlertTriangle, ClipboardList, Plus, Ship } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ui/list-states';
import { PagedList } from '@/components/ui/paged-list';
import { toast } from '@/components/ui/toast-store';
import { requestIdOf } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/form-errors';
import { type Page, usePager } from '@/lib/page';

/** Where each kind's texts stand in the matching namespace (loading, empty, withdrawn, titleAll...). */
const kinds = {
  capacity: { texts: 'capacityList', titleId: 'capacity-title', emptyIcon: Ship, add: 'addCapacity' },
  request: { texts: 'requestList', titleId: 'requests-title', emptyIcon: ClipboardList, add: 'addRequest' },
} as const;

type Props<T> = {
  kind: keyof typeof kinds;
  allUsers: boolean;
  query: {
    data: Page<T> | undefined;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  page: number;
  setPage: (page: number) => void;
  withdraw: UseMutationResult<unknown, Error, string>;
  /** How the toast and the confirmation name one. */
  nameOf: (item: T) => string;
  onAdd: () => void;
  /** One `<li>` with its key; `withdraw` asks to withdraw the item. */
  renderItem: (item: T, withdraw: () => void) => ReactNode;
};

/** The user's own capacities or requests, one page at a time, each withdrawn after a confirmation. */
export function OwnList<T extends { id: string }>({
  kind,
  allUsers,
  query,
  page,
  setPage,
  withdraw,
  nameOf,
  onAdd,
  renderItem,
}: Props<T>) {
  const { t } = useTranslation('matching');
  const { texts, titleId, emptyIcon, add } = kinds[kind];
  const { top, pager } = usePager(query, { page, setPage, pageSize: MATCHING_LIST_PAGE_SIZE });
  const [withdrawing, setWithdrawing] = useState<T | null>(null);

  const confirm = () => {
    if (!withdrawing) return;
    withdraw.mutate(withdrawing.id, {
      onSuccess: () => {
        toast({ title: t(`${texts}.withdrawn`), description: nameOf(withdrawing) });
        setWithdrawing(null);
      },
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: t('common:error'),
          description: serverMessageOr(err, t(`${texts}.withdrawFailed`)),
          reference: requestIdOf(err),
        }),
    });
  };

  const loading = <ListSkeleton label={t(`${texts}.loading`)} rows={2} rowClassName="h-28" />;
  return (
    <section ref={top} tabIndex={-1} aria-labelledby={titleId} className="space-y-3 outline-none">
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {allUsers ? t(`${texts}.titleAll`) : t(`${texts}.title`)}
        </h2>
        {query.data && query.data.total > 0 && (
          <Button size="sm" variant="outline" onClick={onAdd}>
            <Plus aria-hidden="true" />
            {t('add')}
          </Button>
        )}
      </div>
      <PagedList
        query={query}
        pager={pager}
        pagerLabel={t(`${texts}.pages`)}
        loading={loading}
        error={<ListError message={t(`${texts}.loadFailed`)} onRetry={() => void query.refetch()} />}
        empty={
          <ListEmpty icon={emptyIcon} title={t(`${texts}.empty`)} hint={t(`${texts}.emptyHint`)}>
            <Button onClick={onAdd}>
              <Plus aria-hidden="true" />
              {t(add)}
            </Button>
          </ListEmpty>
        }
        spacing="space-y-3"
        listClassName="space-y-3"
        renderItem={(item) => renderItem(item, () => setWithdrawing(item))}
      />
      {/* Its proposed matches expire, so the owner is asked first. */}
      <ConfirmDialog
        open={withdrawing !== null}
        onClose={() => setWithdrawing(null)}
        icon={<AlertTriangle className="h-5 w-5 text-red-600" aria-hidden="true" />}
        title={t(`${texts}.withdrawTitle`, { name: withdrawing ? nameOf(withdrawing) : '' })}
        description={t(`${texts}.withdrawDescription`)}
        confirmLabel={t('own.withdraw')}
        destructive
        pending={withdraw.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}
