import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useDemoTracker } from '../api/get-demo-tracker';
import { useDemoTrackerMap } from '../api/get-demo-tracker-map';
import { useInViewport } from '../hooks/use-viewport';
import { TRACKER_NS } from '../locales/register';
import { formatClock } from '../utils/format';
import { TrackerLayout, TrackerPlaceholder } from './tracker-layout';
import { TrackerMap } from './tracker-map';
import { VesselList } from './vessel-list';

/** The loaded tracker (a lazy chunk): polls the demo vessels every 3 s while it is on screen and the tab shown. */
export default function LiveTracker({ loadingLabel }: { loadingLabel: string }) {
  const { t, i18n } = useTranslation(TRACKER_NS);
  const ref = useRef<HTMLDivElement>(null);
  const onScreen = useInViewport(ref);
  const tracker = useDemoTracker({ polling: onScreen });
  const map = useDemoTrackerMap();

  let content: ReactNode;
  if (tracker.data) {
    const { vessels, at } = tracker.data;
    content = (
      <TrackerLayout
        map={
          <>
            {map.data ? (
              <TrackerMap map={map.data} vessels={vessels} />
            ) : map.isError ? (
              <p className="flex h-full items-center justify-center p-8 text-center text-sm text-slate-700">
                {t('unavailable')}
              </p>
            ) : null}
            <Badge variant="warning" className="absolute left-3 top-3 shadow-sm">
              {t('demoLabel')}
            </Badge>
            <p className="absolute inset-x-0 bottom-0 truncate bg-white/80 px-3 py-1 text-[11px] text-slate-600">
              {t('attribution')}
            </p>
          </>
        }
        list={
          <>
            <VesselList vessels={vessels} />
            <p className="mt-3 min-h-10 text-xs text-slate-500">
              {tracker.isError ? (
                <span role="status">{t('stale')}</span>
              ) : (
                t('updated', { time: formatClock(at, i18n.language) })
              )}
            </p>
          </>
        }
      />
    );
  } else if (tracker.isError) {
    content = <TrackerPlaceholder label={loadingLabel} message={t('unavailable')} />;
  } else {
    content = <TrackerPlaceholder label={loadingLabel} />;
  }
  return <div ref={ref}>{content}</div>;
}
