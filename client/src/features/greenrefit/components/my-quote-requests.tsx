import { Inbox, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { portName } from '@/components/ui/port-combobox';
import { formatDate } from '@/lib/format';
import { usePager } from '@/lib/page';
import { useQuoteRequests } from '../api/get-quote-requests';
import { ListCard } from './list-card';
import { QuoteStatusBadge } from './quote-status-badge';

const PAGE_SIZE = 5;

/** The user's quote requests, one per shipyard, with the status and the note the administrator left. */
export function MyQuoteRequests() {
  const { t } = useTranslation('greenrefit');
  const [page, setPage] = useState(1);
  const query = useQuoteRequests({ page, pageSize: PAGE_SIZE, status: '' });
  const { pager } = usePager(query, { page, setPage, pageSize: PAGE_SIZE });
  return (
    <ListCard
      texts="myQuotes"
      query={query}
      pager={pager}
      emptyIcon={Inbox}
      screenOnly
      renderItem={(q) => (
        <li key={q.id} className="space-y-1 py-3" aria-label={`${q.shipyard.name}, ${q.assessmentName}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium text-slate-900">
              {q.shipyard.name}{' '}
              <span className="text-sm font-normal text-slate-500">({portName(q.shipyard.port)})</span>
            </p>
            <QuoteStatusBadge status={q.status} />
          </div>
          <p className="text-xs text-slate-500">
            {t('myQuotes.about', {
              name: q.assessmentName,
              ship: q.shipName,
              date: formatDate(q.createdAt),
            })}
          </p>
          {q.adminNote ? (
            <p className="flex gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
              <MessageSquareText className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
              <span>
                <span className="font-medium">{t('myQuotes.note')}:</span> {q.adminNote}
              </span>
            </p>
          ) : null}
        </li>
      )}
    />
  );
}
