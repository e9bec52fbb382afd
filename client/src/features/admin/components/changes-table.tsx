import type { AuditLog } from '@shared/schemas/admin';
import { useTranslation } from 'react-i18next';

type Values = Record<string, unknown>;
const isRecord = (x: unknown): x is Values => x !== null && typeof x === 'object' && !Array.isArray(x);

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Before and after, one field a line; a changed field is highlighted. Anything not an object shows as JSON. */
export function ChangesTable({ changes, caption }: { changes: AuditLog['changes']; caption: string }) {
  const { t } = useTranslation('admin');
  if (!changes) return <p className="text-sm text-slate-500">{t('auditLogs.noChanges')}</p>;
  const before: Values = isRecord(changes.before) ? changes.before : { value: changes.before };
  const after: Values = isRecord(changes.after) ? changes.after : { value: changes.after };
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (fields.length === 0) return <p className="text-sm text-slate-500">{t('auditLogs.noChanges')}</p>;
  return (
    <table className="w-full max-w-3xl text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-xs text-slate-500">
        <tr>
          <th scope="col" className="py-1 pr-4 font-medium">
            {t('auditLogs.field')}
          </th>
          <th scope="col" className="py-1 pr-4 font-medium">
            {t('auditLogs.before')}
          </th>
          <th scope="col" className="py-1 font-medium">
            {t('auditLogs.after')}
          </th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => {
          const changed = show(before[field]) !== show(after[field]);
          return (
            <tr key={field}>
              <th scope="row" className="py-1 pr-4 font-medium text-slate-700">
                {t(`auditLogs.fields.${field}`, { defaultValue: field })}
              </th>
              <td className="py-1 pr-4 break-words text-slate-600">{show(before[field])}</td>
              <td className={changed ? 'py-1 break-words font-medium text-slate-900' : 'py-1 text-slate-600'}>
                {show(after[field])}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
