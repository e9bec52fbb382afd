import { type QuoteStatus, quoteStatuses } from '@shared/schemas/greenrefit';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/ui/filter-select';
import { usePager } from '@/lib/page';
import { useQuoteRequests } from '../api/get-quote-requests';
import { ListCard } from './list-card';
import { QuoteAdminItem } from './quote-admin-item';

const PAGE_SIZE = 10;

/** Admin panel: every quote request, filterable by status; each gets a status and a note for its requester. */
export function QuotesTab() {
  const { t } = useTranslation('greenrefit');
  const [status, setStatus] = useState<QuoteStatus | ''>('');
  const [page, setPage] = useState(1);
  const query = useQuoteRequests({ status, page, pageSize: PAGE_SIZE });
  // A status change can take the last request off a filtered last page: the pager steps back.
  const { pager } = usePager(query, { page, setPage, pageSize: PAGE_SIZE });
  return (
    <ListCard
      texts="adminQuotes"
      query={query}
      pager={pager}
      emptyIcon={Inbox}
      listClassName="divide-y divide-slate-200"
      filter={
        <div className="sm:max-w-xs">
          <FilterSelect<QuoteStatus | ''>
            id="gr-admin-quote-status"
            label={t('adminQuotes.statusFilter')}
            value={status}
            onChange={(s) => {
              setStatus(s);
              setPage(1);
            }}
            anyLabel={t('adminQuotes.allStatuses')}
            choices={quoteStatuses}
            choiceLabel={(s) => t(`quoteStatuses.${s}`)}
          />
        </div>
      }
      renderItem={(q) => <QuoteAdminItem key={`${q.id}-${q.updatedAt}`} request={q} />}
    />
  );
}
