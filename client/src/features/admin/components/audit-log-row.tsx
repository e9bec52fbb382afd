import type { AuditLog } from '@shared/schemas/admin';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { ChangesTable } from './changes-table';
import { RawId, RecordName } from './record-name';

type Props = { log: AuditLog; now: Date; columnCount: number; showIds?: boolean };

/** One administrative change, its record by name; its before/after values open in a row underneath. */
export function AuditLogRow({ log, now, columnCount, showIds = false }: Props) {
  const { t, i18n } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const action = t(`auditActions.${log.action}`, { defaultValue: log.action });
  const detailsId = `audit-changes-${log.id}`;
  return (
    <>
      <tr className="align-top">
        <td className="px-4 py-3">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={t(open ? 'auditLogs.hideChanges' : 'auditLogs.showChanges', { action })}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
          </Button>
        </td>
        <td className="px-4 py-3 font-medium text-slate-900">{action}</td>
        <td className="px-4 py-3">
          {log.actor ? (
            <>
              <p className="text-slate-900">{`${log.actor.firstName} ${log.actor.lastName}`}</p>
              <p className="text-slate-500">{log.actor.email}</p>
            </>
          ) : (
            <span className="text-slate-500 italic">{t('list.deletedUser')}</span>
          )}
          {showIds && <RawId id={log.userId} />}
        </td>
        <td className="px-4 py-3">
          <RecordName subject={log.subject} resource={log.resource} showIds={showIds} showKind />
          {showIds && !log.subject && <RawId id={log.resourceId} />}
        </td>
        <td className="whitespace-nowrap px-4 py-3 text-slate-600">
          <time dateTime={log.createdAt} title={formatDateTime(log.createdAt, i18n.language)}>
            {formatRelativeTime(log.createdAt, now)}
          </time>
        </td>
      </tr>
      {open && (
        <tr id={detailsId} className="bg-slate-50">
          <td colSpan={columnCount} className="px-4 py-3">
            <ChangesTable changes={log.changes} caption={t('auditLogs.changesFor', { action })} />
          </td>
        </tr>
      )}
    </>
  );
}
