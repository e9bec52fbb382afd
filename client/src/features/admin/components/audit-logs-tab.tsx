import { ADMIN_PAGE_SIZE_DEFAULT, type AuditAction, auditActions } from '@shared/schemas/admin';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportUrl } from '../api/export-url';
import { useAuditLogs } from '../api/get-audit-logs';
import { AuditLogRow } from './audit-log-row';
import { useListPage } from './list-filters';
import { SelectFilter } from './list-states';
import { LogList } from './log-list';
import { PlainHeader } from './sortable-header';

const PAGE_SIZE = ADMIN_PAGE_SIZE_DEFAULT;
const columns = ['action', 'actor', 'resource', 'time'] as const;

/** Administrative changes with who made them and the values before and after, newest first. */
export function AuditLogsTab() {
  const { t } = useTranslation('admin');
  const [action, setAction] = useState<AuditAction | ''>('');
  const { page, paging, refilter } = useListPage(PAGE_SIZE);
  const filters = { action: action || undefined };
  const query = useAuditLogs({ ...filters, page, pageSize: PAGE_SIZE });

  return (
    <LogList
      section="auditLogs"
      emptyIcon={ScrollText}
      query={query}
      {...paging}
      csvHref={exportUrl('audit-logs', filters)}
      filters={
        <div className="px-6 pb-4 sm:max-w-xs">
          <SelectFilter
            id="admin-audit-action"
            label={t('auditLogs.actionFilter')}
            allLabel={t('auditLogs.allActions')}
            options={auditActions}
            optionLabel={(a) => t(`auditActions.${a}`)}
            value={action}
            onChange={refilter(setAction)}
          />
        </div>
      }
      head={
        <>
          <th scope="col" className="w-12 px-4 py-2.5">
            <span className="sr-only">{t('auditLogs.columns.changes')}</span>
          </th>
          {columns.map((c) => (
            <PlainHeader key={c} label={t(`auditLogs.columns.${c}`)} />
          ))}
        </>
      }
      row={(log, { now, showIds }) => (
        <AuditLogRow key={log.id} log={log} now={now} columnCount={columns.length + 1} showIds={showIds} />
      )}
    />
  );
}
