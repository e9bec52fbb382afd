import type { Notification, NotificationPriority } from '@shared/schemas/notifications';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { formatRelativeTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationIcon } from './notification-icon';

const unreadStyles: Record<NotificationPriority, string> = {
  urgent: 'border-red-500 bg-red-50/70',
  high: 'border-orange-400 bg-orange-50/70',
  normal: 'border-brand-500 bg-brand-50/60',
  low: 'border-slate-300 bg-white',
};

/** Only same-origin targets are followed: an actionUrl must never send the user to another site. */
export function toInternalPath(url: string): string | null {
  try {
    const target = new URL(url, window.location.origin);
    return target.origin === window.location.origin ? target.pathname + target.search + target.hash : null;
  } catch {
    return null;
  }
}

type Props = { notification: Notification; onNavigate?: () => void };

export function NotificationItem({ notification: n, onNavigate }: Props) {
  const { t } = useTranslation('notifications');
  const markRead = useMarkNotificationRead();
  const [, navigate] = useLocation();

  const open = () => {
    if (!n.read) markRead.mutate(n.id);
    const path = n.actionUrl ? toInternalPath(n.actionUrl) : null;
    if (path) {
      onNavigate?.();
      navigate(path);
    }
  };

  return (
    <li
      className={cn(
        'flex items-start gap-2 border-l-4 py-3 pl-3 pr-2 transition-colors',
        n.read ? 'border-transparent bg-white' : unreadStyles[n.priority],
      )}
    >
      <button
        type="button"
        onClick={open}
        className="flex min-w-0 flex-1 gap-3 rounded-md text-left hover:opacity-90"
      >
        <NotificationIcon type={n.type} />
        <span className="min-w-0 flex-1">
          <span className="flex items-start justify-between gap-2">
            <span className={cn('text-sm text-slate-900', n.read ? 'font-medium' : 'font-semibold')}>
              {!n.read && <span className="sr-only">{t('unread')}: </span>}
              {n.title}
            </span>
            <time dateTime={n.createdAt} className="shrink-0 text-xs text-slate-600">
              {formatRelativeTime(n.createdAt)}
            </time>
          </span>
          {n.priority === 'urgent' && (
            <Badge variant="destructive" className="mt-1 text-[10px]">
              {t('priority.urgent')}
            </Badge>
          )}
          {n.priority === 'high' && (
            <Badge className="mt-1 border-transparent bg-orange-700 text-[10px] text-white">
              {t('priority.high')}
            </Badge>
          )}
          <span className="mt-1 line-clamp-2 block text-sm text-slate-600">{n.message}</span>
        </span>
      </button>
      {!n.read && (
        <button
          type="button"
          onClick={() => markRead.mutate(n.id)}
          disabled={markRead.isPending}
          aria-label={t('markReadLabel', { title: n.title })}
          title={t('markRead')}
          className="shrink-0 rounded-md p-1.5 text-slate-500 hover:bg-white hover:text-brand-700 disabled:opacity-50"
        >
          <Check className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}
