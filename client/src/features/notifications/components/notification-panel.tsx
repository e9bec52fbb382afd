import { CheckCheck, Inbox, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { NotificationItem } from './notification-item';

type Props = { titleId: string; unreadCount: number; onNavigate: () => void };

function PanelBody({ onNavigate }: Pick<Props, 'onNavigate'>) {
  const { t } = useTranslation('notifications');
  const {
    data,
    isPending,
    isError,
    refetch,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useNotifications();

  if (isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 px-4 py-10 text-sm text-slate-500">
        <Spinner className="h-4 w-4" />
        {t('loading')}
      </div>
    );
  }
  // A failed "Load more" keeps the rows already shown; only a failed first page replaces the list.
  if (isError && !data) {
    return (
      <div role="alert" className="space-y-3 px-4 py-8 text-center text-sm text-slate-600">
        <p>{t('loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          {t('common:retry')}
        </Button>
      </div>
    );
  }
  const items = data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center px-6 py-10 text-center">
        <Inbox className="h-10 w-10 text-slate-300" aria-hidden="true" />
        <p className="mt-3 text-sm font-medium text-slate-900">{t('empty.title')}</p>
        <p className="mt-1 text-sm text-slate-500">{t('empty.hint')}</p>
      </div>
    );
  }
  const total = data.pages[data.pages.length - 1].total;
  return (
    <div className="max-h-96 overflow-y-auto">
      <ul className="divide-y divide-slate-100" aria-label={t('listLabel', { shown: items.length, total })}>
        {items.map((n) => (
          <NotificationItem key={n.id} notification={n} onNavigate={onNavigate} />
        ))}
      </ul>
      {(hasNextPage || isFetchNextPageError) && (
        <div className="border-t border-slate-100 px-4 py-3 text-center">
          {isFetchNextPageError && (
            <p role="alert" className="mb-2 text-sm text-red-700">
              {t('loadMoreFailed')}
            </p>
          )}
          <Button
            variant="outline"
            size="sm"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage}
          >
            {isFetchingNextPage && <Spinner className="h-4 w-4" />}
            {t('loadMore', { shown: items.length, total })}
          </Button>
        </div>
      )}
    </div>
  );
}

export function NotificationPanel({ titleId, unreadCount, onNavigate }: Props) {
  const { t } = useTranslation('notifications');
  const markAll = useMarkAllNotificationsRead();

  return (
    <div>
      <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            {t('title')}
          </h2>
          <p className="text-sm text-slate-500" aria-live="polite">
            {unreadCount > 0 ? t('unreadCount', { count: unreadCount }) : t('allCaughtUp')}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {unreadCount > 0 && (
            <Button variant="ghost" size="sm" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
              <CheckCheck aria-hidden="true" />
              {t('markAllRead')}
            </Button>
          )}
          <Popover.Close
            aria-label={t('common:close')}
            className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Popover.Close>
        </div>
      </div>
      <PanelBody onNavigate={onNavigate} />
    </div>
  );
}
