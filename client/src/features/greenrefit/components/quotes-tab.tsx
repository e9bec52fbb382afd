import { type QuoteStatus, quoteStatuses } from '@shared/schemas/greenrefit';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FilterSelect } from '@/components/ui/filter-select';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ui/list-states';
import { PagedList } from '@/components/ui/paged-list';
import { usePager } from '@/lib/page';
import { useQuoteRequests } from '../api/get-quote-requests';
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
    <Card>
      <CardHeader>
        <CardTitle>{t('adminQuotes.title')}</CardTitle>
        <CardDescription>{t('adminQuotes.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
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
        <PagedList
          query={query}
          page={page}
          pager={pager}
          pagerLabel={t('adminQuotes.pagination')}
          loading={<ListSkeleton label={t('adminQuotes.loading')} />}
          error={<ListError message={t('adminQuotes.loadFailed')} onRetry={() => void query.refetch()} />}
          empty={<ListEmpty icon={Inbox} title={t('adminQuotes.empty')} hint={t('adminQuotes.emptyHint')} />}
          listClassName="divide-y divide-slate-200"
          listLabel={t('adminQuotes.title')}
          renderItem={(q) => <QuoteAdminItem key={`${q.id}-${q.updatedAt}`} request={q} />}
        />
      </CardContent>
    </Card>
  );
}
