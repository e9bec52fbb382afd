import type { Notification } from '@shared/schemas/notifications';
import { Bell, CalendarCheck, Crosshair, Info, type LucideIcon, Ship } from 'lucide-react';
import { cn } from '@/lib/utils';

const icons: Record<string, { icon: LucideIcon; tone: string }> = {
  booking_update: { icon: CalendarCheck, tone: 'bg-brand-100 text-brand-700' },
  vessel_alert: { icon: Ship, tone: 'bg-amber-100 text-amber-700' },
  precision_update: { icon: Crosshair, tone: 'bg-violet-100 text-violet-700' },
  system_message: { icon: Info, tone: 'bg-slate-100 text-slate-700' },
};
const fallback = { icon: Bell, tone: 'bg-slate-100 text-slate-600' };

/** Types the client does not know yet (the server may add some) get the plain bell. */
export function NotificationIcon({ type }: { type: Notification['type'] | string }) {
  const { icon: Icon, tone } = icons[type] ?? fallback;
  return (
    <span className={cn('flex h-8 w-8 shrink-0 items-center justify-center rounded-full', tone)}>
      <Icon className="h-4 w-4" aria-hidden="true" />
    </span>
  );
}
