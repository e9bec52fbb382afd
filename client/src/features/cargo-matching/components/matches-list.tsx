import {
  MATCHING_LIST_PAGE_SIZE,
  type MatchSort,
  type MatchStatus,
  matchSorts,
  matchStatuses,
} from '@shared/schemas/matching';
import { Network, Plus, SearchX } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-select';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ui/list-states';
import { PagedList } from '@/components/ui/paged-list';
import { PortCombobox } from '@/components/ui/port-combobox';
import { usePager } from '@/lib/page';
import { type MatchesQuery, type MatchFilters, useMatches } from '../api/get-matches';
import { MatchCard } from './match-card';
import { type MatchDecision, MatchDecisionDialog } from './match-decision-dialog';

type Props = { onAddCapacity: () => void; onAddRequest: () => void };

const noFilters: MatchFilters = { status: '', port: '' };

/** SPEC.md §2 'Active Matches': filtered, sorted and paged by the server (issue 11), polled every 10 s. */
export function MatchesList({ onAddCapacity, onAddRequest }: Props) {
  const { t } = useTranslation('matching');
  const [query, setQuery] = useState<MatchesQuery>({ ...noFilters, sort: 'score', page: 1 });
  const [decision, setDecision] = useState<MatchDecision>(null);
  const matches = useMatches(query);
  const filtered = query.status !== '' || query.port !== '';
  // Another filter or order starts again on the first page.
  const refine = (change: Partial<MatchFilters & { sort: MatchSort }>) =>
    setQuery((q) => ({ ...q, ...change, page: 1 }));
  const setPage = useCallback((page: number) => setQuery((q) => ({ ...q, page })), []);
  const { top, pager } = usePager(matches, { page: query.page, setPage, pageSize: MATCHING_LIST_PAGE_SIZE });

  const loading = <ListSkeleton label={t('matches.loading')} rows={2} rowClassName="h-56" />;
  const body = (
    <PagedList
      query={matches}
      pager={pager}
      pagerLabel={t('matches.pages')}
      loading={loading}
      error={<ListError message={t('matches.loadFailed')} onRetry={() => void matches.refetch()} />}
      empty={
        filtered ? (
          <ListEmpty icon={SearchX} title={t('matches.emptyFiltered')} hint={t('matches.emptyFilteredHint')}>
            <Button variant="outline" onClick={() => refine(noFilters)}>
              {t('matches.clearFilters')}
            </Button>
          </ListEmpty>
        ) : (
          <ListEmpty icon={Network} title={t('matches.empty')} hint={t('matches.emptyHint')}>
            <Button variant="outline" onClick={onAddCapacity}>
              <Plus aria-hidden="true" />
              {t('addCapacity')}
            </Button>
            <Button variant="outline" onClick={onAddRequest}>
              <Plus aria-hidden="true" />
              {t('addRequest')}
            </Button>
          </ListEmpty>
        )
      }
      spacing="space-y-4"
      listClassName="space-y-4"
      renderItem={(m) => (
        <li key={m.id}>
          <MatchCard match={m} onDecide={(match, action) => setDecision({ match, action })} />
        </li>
      )}
    />
  );

  return (
    <section ref={top} tabIndex={-1} aria-labelledby="matches-title" className="space-y-4 outline-none">
      <div className="flex flex-col gap-1">
        <h2 id="matches-title" className="text-lg font-semibold text-slate-900">
          {t('matches.title')}
          {matches.data && matches.data.total > 0 ? (
            <span className="ml-2 text-sm font-normal text-slate-500">({matches.data.total})</span>
          ) : null}
        </h2>
        <p className="text-sm text-slate-600">{t('matches.subtitle')}</p>
      </div>
      <search className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3">
        <FilterSelect<MatchStatus | ''>
          id="matches-status"
          label={t('matches.filterStatus')}
          value={query.status}
          onChange={(status) => refine({ status })}
          anyLabel={t('matches.allStatuses')}
          choices={matchStatuses}
          choiceLabel={(s) => t(`matchStatus.${s}`)}
        />
        <div className="order-last col-span-2 sm:order-none sm:col-span-1">
          <FormField id="matches-port" label={t('matches.filterPort')}>
            <PortCombobox
              id="matches-port"
              value={query.port}
              onChange={(port) => refine({ port })}
              placeholder={t('matches.anyPort')}
              clearable
            />
          </FormField>
        </div>
        <FilterSelect
          id="matches-sort"
          label={t('matches.sortBy')}
          value={query.sort}
          onChange={(sort) => refine({ sort })}
          choices={matchSorts}
          choiceLabel={(s) => t(`matches.sort.${s}`)}
        />
      </search>
      {body}
      <MatchDecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </section>
  );
}
