import { type QuoteStatus, quoteStatuses } from '@shared/schemas/greenrefit';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/form/form-field';
import { ListPager } from '@/components/ui/list-pager';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ui/list-states';
import { NativeSelect } from '@/components/ui/select';
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
  const data = query.data;
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
          <FormField id="gr-admin-quote-status" label={t('adminQuotes.statusFilter')}>
            <NativeSelect
              id="gr-admin-quote-status"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as QuoteStatus | '');
                setPage(1);
              }}
            >
              <option value="">{t('adminQuotes.allStatuses')}</option>
              {quoteStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`quoteStatuses.${s}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        {query.isPending || (data?.items.length === 0 && page > 1) ? (
          <ListSkeleton label={t('adminQuotes.loading')} />
        ) : query.isError || !data ? (
          <ListError message={t('adminQuotes.loadFailed')} onRetry={() => void query.refetch()} />
        ) : data.items.length === 0 ? (
          <ListEmpty icon={Inbox} title={t('adminQuotes.empty')} hint={t('adminQuotes.emptyHint')} />
        ) : (
          <>
            <ul
              className="divide-y divide-slate-200"
              aria-label={t('adminQuotes.title')}
              aria-busy={query.isPlaceholderData}
            >
              {data.items.map((q) => (
                <QuoteAdminItem key={`${q.id}-${q.updatedAt}`} request={q} />
              ))}
            </ul>
            <ListPager {...pager} label={t('adminQuotes.pagination')} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
