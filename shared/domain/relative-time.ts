/** SPEC.md §9: under 1 minute 'Just now'; under 60 minutes '{m}m ago'; under 1440 minutes '{h}h ago'; else '{d}d ago'. */
export type RelativeTime = { unit: 'now' } | { unit: 'm' | 'h' | 'd'; value: number };

export function relativeTime(date: Date | string, now: Date = new Date()): RelativeTime {
  const minutes = Math.floor((now.getTime() - new Date(date).getTime()) / 60000);
  if (minutes < 1) return { unit: 'now' };
  if (minutes < 60) return { unit: 'm', value: minutes };
  if (minutes < 1440) return { unit: 'h', value: Math.floor(minutes / 60) };
  return { unit: 'd', value: Math.floor(minutes / 1440) };
}

/** Badge text for an unread count (SPEC.md §9: '99+' above 99). */
export const badgeCount = (n: number) => (n > 99 ? '99+' : String(n));
