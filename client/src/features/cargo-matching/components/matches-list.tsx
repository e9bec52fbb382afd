import { type Match, type MatchStatus, matchStatuses } from '@shared/schemas/matching';
import { Network, Plus, SearchX } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ui/list-states';
import { PortCombobox } from '@/components/ui/port-combobox';
import { NativeSelect } from '@/components/ui/select';
import { type MatchFilters, useMatches } from '../api/get-matches';
import { MatchCard } from './match-card';
import { type MatchDecision, MatchDecisionDialog } from './match-decision-dialog';

export const matchSorts = ['score', 'newest', 'departure'] as const;
export type MatchSort = (typeof matchSorts)[number];

const byDate = (iso: string) => Date.parse(iso);
const comparators: Record<MatchSort, (a: Match, b: Match) => number> = {
  score: (a, b) => b.matchScore - a.matchScore || byDate(b.createdAt) - byDate(a.createdAt),
  newest: (a, b) => byDate(b.createdAt) - byDate(a.createdAt),
  departure: (a, b) => byDate(a.vesselDetails.departureDate) - byDate(b.vesselDetails.departureDate),
};

type Props = { onAddCapacity: () => void; onAddRequest: () => void };

/** SPEC.md §2 'Active Matches': filtered by the server (status, port), sorted here, polled every 10 s. */
export function MatchesList({ onAddCapacity, onAddRequest }: Props) {
  const { t } = useTranslation('matching');
  const [filters, setFilters] = useState<MatchFilters>({ status: '', port: '' });
  const [sort, setSort] = useState<MatchSort>('score');
  const [decision, setDecision] = useState<MatchDecision>(null);
  const matches = useMatches(filters);
  const filtered = filters.status !== '' || filters.port !== '';
  const sorted = useMemo(() => [...(matches.data ?? [])].sort(comparators[sort]), [matches.data, sort]);

  let body: ReactNode;
  if (matches.isPending) body = <ListSkeleton label={t('matches.loading')} rows={2} rowClassName="h-56" />;
  else if (matches.isError)
    body = <ListError message={t('matches.loadFailed')} onRetry={() => void matches.refetch()} />;
  else if (sorted.length === 0)
    body = filtered ? (
      <ListEmpty icon={SearchX} title={t('matches.emptyFiltered')} hint={t('matches.emptyFilteredHint')}>
        <Button variant="outline" onClick={() => setFilters({ status: '', port: '' })}>
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
    );
  else
    body = (
      <ul className="space-y-4" aria-busy={matches.isPlaceholderData}>
        {sorted.map((m) => (
          <li key={m.id}>
            <MatchCard match={m} onDecide={(match, action) => setDecision({ match, action })} />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="matches-title" className="space-y-4">
      <div className="flex flex-col gap-1">
        <h2 id="matches-title" className="text-lg font-semibold text-slate-900">
          {t('matches.title')}
          {matches.data && matches.data.length > 0 ? (
            <span className="ml-2 text-sm font-normal text-slate-500">({matches.data.length})</span>
          ) : null}
        </h2>
        <p className="text-sm text-slate-600">{t('matches.subtitle')}</p>
      </div>
      <search className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3">
        <FormField id="matches-status" label={t('matches.filterStatus')}>
          <NativeSelect
            id="matches-status"
            value={filters.status}
            onChange={(e) => setFilters((f) => ({ ...f, status: e.target.value as MatchStatus | '' }))}
          >
            <option value="">{t('matches.allStatuses')}</option>
            {matchStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`matchStatus.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="order-last col-span-2 sm:order-none sm:col-span-1">
          <FormField id="matches-port" label={t('matches.filterPort')}>
            <PortCombobox
              id="matches-port"
              value={filters.port}
              onChange={(port) => setFilters((f) => ({ ...f, port }))}
              placeholder={t('matches.anyPort')}
              clearable
            />
          </FormField>
        </div>
        <FormField id="matches-sort" label={t('matches.sortBy')}>
          <NativeSelect id="matches-sort" value={sort} onChange={(e) => setSort(e.target.value as MatchSort)}>
            {matchSorts.map((s) => (
              <option key={s} value={s}>
                {t(`matches.sort.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </search>
      {body}
      <MatchDecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </section>
  );
}
