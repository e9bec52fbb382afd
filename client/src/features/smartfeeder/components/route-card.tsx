import type { SmartFeederQuote } from '@shared/schemas/smartfeeder';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { portName } from '@/components/ui/port-combobox';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '../utils/format';

// d3-geo, topojson-client and the land polygons load only when a route is shown.
const RouteMapCanvas = lazy(() => import('./route-map-canvas'));

/** The map of the route and the named passages it uses. */
export function RouteCard({ quote }: { quote: SmartFeederQuote }) {
  const { t } = useTranslation('smartfeeder');
  const [failed, setFailed] = useState(false);
  const onError = useCallback(() => setFailed(true), []);
  const from = portName(quote.originPort);
  const to = portName(quote.destinationPort);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('route.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {failed ? (
          <p className="text-sm text-red-600">{t('route.mapFailed')}</p>
        ) : (
          <Suspense
            fallback={
              <Skeleton className="aspect-[5/3] w-full" role="status" aria-label={t('route.loadingMap')} />
            }
          >
            <RouteMapCanvas
              coordinates={quote.route.coordinates}
              labels={{ from, to }}
              title={t('route.mapLabel', { from, to })}
              onError={onError}
            />
          </Suspense>
        )}
        <div>
          <h3 className="text-sm font-medium text-slate-700">{t('route.passages')}</h3>
          {quote.route.passages.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2" data-testid="route-passages">
              {quote.route.passages.map((p) => (
                <li key={p}>
                  <Badge variant="secondary">{t(`passages.${p}`)}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-500">{t('route.noPassages')}</p>
          )}
          {quote.route.distanceAvoidingKielNm !== null ? (
            <p className="mt-2 text-sm text-slate-600">
              {t('route.kielAlternative', { value: formatNumber(quote.route.distanceAvoidingKielNm, 0) })}
            </p>
          ) : quote.route.avoidKielCanal ? (
            <p className="mt-2 text-sm text-slate-600">{t('route.kielAvoided')}</p>
          ) : null}
        </div>
        <p className="text-xs text-slate-600">{t('route.attribution')}</p>
      </CardContent>
    </Card>
  );
}
