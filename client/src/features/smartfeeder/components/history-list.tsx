import { CALCULATIONS_PAGE_SIZE_DEFAULT, type SmartFeederCalculation } from '@shared/schemas/smartfeeder';
import { FolderOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ListPager } from '@/components/ui/list-pager';
import { portName } from '@/components/ui/port-combobox';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRelativeTime, formatUsd } from '@/lib/format';
import { moneyTitle } from '@/lib/money';
import type { Page } from '@/lib/page';
import { formatNumber } from '../utils/format';

type Props = {
  /** One page of the saved calculations (the server pages them; issue 11). */
  calculations: Page<SmartFeederCalculation> | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  page: number;
  onPage: (page: number) => void;
  openId: string | null;
  onOpen: (id: string) => void;
};

/** The user's saved calculations; opening one shows its results as they were saved. */
export function HistoryList(props: Props) {
  const { calculations, isPending, isError, onRetry, page, onPage, openId, onOpen } = props;
  const { t } = useTranslation('smartfeeder');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('history.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="space-y-2" role="status" aria-label={t('history.loading')}>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : isError ? (
          <div role="alert" className="space-y-2 text-sm text-red-600">
            <p>{t('history.failed')}</p>
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t('common:retry')}
            </Button>
          </div>
        ) : !calculations?.items.length ? (
          <p className="text-sm text-slate-500">{t('history.empty')}</p>
        ) : (
          <>
            <ul className="divide-y divide-slate-100" data-testid="history-list">
              {calculations.items.map((c) => (
                <li key={c.id} className="flex items-center justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium text-slate-900">
                      {portName(c.originPort)} → {portName(c.destinationPort)}
                    </p>
                    {c.computedFor && (
                      <p className="truncate text-xs text-slate-600" data-testid="history-computed-for">
                        {c.computedFor.source === 'fleet'
                          ? c.computedFor.vesselName
                          : t(`vesselTypes.${c.computedFor.vesselType}`)}{' '}
                        · {t('results.speed', { speed: formatNumber(c.computedFor.speedKnots, 1) })}
                      </p>
                    )}
                    <p className="text-xs text-slate-500" title={moneyTitle(c.estimatedCost, 'USD')}>
                      {t('history.summary', {
                        distance: formatNumber(c.routeDistance, 0),
                        cost: formatUsd(c.estimatedCost),
                      })}{' '}
                      · {formatRelativeTime(c.createdAt)}
                    </p>
                  </div>
                  <Button
                    variant={openId === c.id ? 'secondary' : 'outline'}
                    size="sm"
                    onClick={() => onOpen(c.id)}
                    aria-label={`${t('history.open')}: ${portName(c.originPort)} → ${portName(c.destinationPort)}`}
                  >
                    <FolderOpen aria-hidden="true" />
                    {t('history.open')}
                  </Button>
                </li>
              ))}
            </ul>
            <ListPager
              page={page}
              pageSize={CALCULATIONS_PAGE_SIZE_DEFAULT}
              total={calculations.total}
              pageCount={calculations.pageCount}
              onPage={onPage}
              label={t('history.pages')}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
