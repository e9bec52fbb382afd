import type { Actor, AdminActivity } from '@shared/schemas/admin';
import { Activity, LogIn, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { RawId, RecordName } from './record-name';
import { StateMark } from './state-mark';

const icons: Record<string, typeof Activity> = { login: LogIn, logout: LogOut };

/**
 * One activity: what (login and logout have icons), who, on what record (by name), whether it worked, and when.
 * The user's name filters the list to them; ids show only with "Show IDs".
 */
export function ActivityRow({
  activity: a,
  now,
  onUser,
  showIds = false,
}: {
  activity: AdminActivity;
  now: Date;
  onUser: (actor: Actor) => void;
  showIds?: boolean;
}) {
  const { t, i18n } = useTranslation('admin');
  const Icon = icons[a.activityType] ?? Activity;
  return (
    <tr className="align-top">
      <td className="px-4 py-3">
        <span className="inline-flex items-center gap-2 font-medium text-slate-900">
          <Icon className="h-4 w-4 text-slate-500" aria-hidden="true" />
          {t(`activityTypes.${a.activityType}`, { defaultValue: a.activityType })}
        </span>
      </td>
      <td className="px-4 py-3">
        {a.actor ? (
          <>
            <button
              type="button"
              onClick={() => onUser(a.actor!)}
              title={t('activities.onlyUser')}
              className="cursor-pointer text-left text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {`${a.actor.firstName} ${a.actor.lastName}`}
            </button>
            <p className="text-slate-500">{a.actor.email}</p>
          </>
        ) : (
          <span className="text-slate-500 italic">{t('list.deletedUser')}</span>
        )}
        {showIds && <RawId id={a.userId} />}
      </td>
      <td className="px-4 py-3">
        <RecordName subject={a.subject} resource={a.resource} showIds={showIds} />
      </td>
      <td className="px-4 py-3">
        <StateMark ok={a.success} yes={t('activities.success')} no={t('activities.failure')} />
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-600">
        <time dateTime={a.createdAt} title={formatDateTime(a.createdAt, i18n.language)}>
          {formatRelativeTime(a.createdAt, now)}
        </time>
      </td>
    </tr>
  );
}
