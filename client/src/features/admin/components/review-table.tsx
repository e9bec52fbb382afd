import type { LucideIcon } from 'lucide-react';
import { Check, X } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { ListEmpty, ListError } from './list-states';

type ReviewQuery<T> = { data: T[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };

type CardProps<T> = {
  /** The admin.json section holding title, description, loading, loadFailed, empty, emptyHint and columns. */
  section: 'approvals' | 'offeringApprovals';
  emptyIcon: LucideIcon;
  query: ReviewQuery<T>;
  columns: readonly string[];
  /** Minimum table width class, so narrow screens scroll the table instead of squeezing it. */
  minWidth: string;
  row: (item: T) => React.ReactNode;
};

/** A card of items waiting for review (Approvals tab): the loading, error or empty state, else their table. */
export function ReviewCard<T>({ section, emptyIcon, query, columns, minWidth, row }: CardProps<T>) {
  const { t } = useTranslation('admin');
  const { data } = query;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(`${section}.title`)}</CardTitle>
        <CardDescription>{t(`${section}.description`)}</CardDescription>
      </CardHeader>
      {query.isPending ? (
        <div role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-slate-500">
          <Spinner className="h-4 w-4" />
          {t(`${section}.loading`)}
        </div>
      ) : query.isError || !data ? (
        <ListError message={t(`${section}.loadFailed`)} onRetry={() => void query.refetch()} />
      ) : data.length === 0 ? (
        <ListEmpty icon={emptyIcon} title={t(`${section}.empty`)} hint={t(`${section}.emptyHint`)} />
      ) : (
        <div className="overflow-x-auto">
          <table className={cn('w-full text-left text-sm', minWidth)}>
            <caption className="sr-only">{t(`${section}.title`)}</caption>
            <thead className="border-y border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col" className="px-4 py-2.5 font-medium">
                    {t(`${section}.columns.${c}`)}
                  </th>
                ))}
                <th scope="col" className="px-4 py-2.5 text-right font-medium">
                  {t('approvals.columns.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">{data.map(row)}</tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

type ActionsProps = {
  approving: boolean;
  onApprove: () => void;
  onReject: () => void;
  /** The buttons' accessible names, which say what they decide ("Approve Jan Olsen"). */
  approveLabel: string;
  rejectLabel: string;
  /** In place of Approve, when the item cannot be approved yet (an applicant whose email is not verified). */
  instead?: React.ReactNode;
};

/** The last cell of a row waiting for review: approve (with its spinner) or what stands instead, and reject. */
export function ReviewActions({ approving, onApprove, onReject, approveLabel, rejectLabel, instead }: ActionsProps) {
  const { t } = useTranslation('admin');
  return (
    <td className="px-4 py-3">
      <div className="flex justify-end gap-2">
        {instead ?? (
          <Button
            size="sm"
            onClick={onApprove}
            disabled={approving}
            aria-label={approveLabel}
            className="bg-emerald-700 hover:bg-emerald-800"
          >
            {approving ? <Spinner className="h-4 w-4" /> : <Check aria-hidden="true" />}
            {t('approvals.approve')}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          onClick={onReject}
          disabled={approving}
          aria-label={rejectLabel}
          className="text-red-700 hover:bg-red-50"
        >
          <X aria-hidden="true" />
          {t('approvals.reject')}
        </Button>
      </div>
    </td>
  );
}

type Approve = { isPending: boolean; variables?: string; mutate: (id: string) => void };

/** For a ReviewCard's rows: which item's approval is running, and which item the rejection dialog is open for. */
export function useReview<T extends { id: string }>(approve: Approve) {
  const [rejecting, setRejecting] = useState<T | null>(null);
  return {
    actions: (item: T) => ({
      approving: approve.isPending && approve.variables === item.id,
      onApprove: () => approve.mutate(item.id),
      onReject: () => setRejecting(item),
    }),
    rejecting,
    onRejectOpenChange: (open: boolean) => {
      if (!open) setRejecting(null);
    },
  };
}
