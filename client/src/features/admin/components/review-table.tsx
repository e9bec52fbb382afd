import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

type Props = { caption: string; headers: string[]; className?: string; children: React.ReactNode };

/** The table of items waiting for review, with an actions column at the end (Approvals tab). */
export function ReviewTable({ caption, headers, className, children }: Props) {
  const { t } = useTranslation('admin');
  return (
    <div className="overflow-x-auto">
      <table className={cn('w-full text-left text-sm', className)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-y border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="px-4 py-2.5 font-medium">
                {h}
              </th>
            ))}
            <th scope="col" className="px-4 py-2.5 text-right font-medium">
              {t('approvals.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
