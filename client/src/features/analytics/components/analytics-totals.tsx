import type { AnalyticsTotals } from '@shared/schemas/analytics';
import {
  ClipboardList,
  Container,
  Handshake,
  Leaf,
  type LucideIcon,
  PackageCheck,
  Ship,
  Sprout,
  UserPlus,
} from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import { useAnalyticsTranslation } from '../locales/register';

type Tile = { key: string; icon: LucideIcon; value: (t: AnalyticsTotals) => number };

const tiles: Tile[] = [
  { key: 'registrations', icon: UserPlus, value: (x) => x.registrations },
  { key: 'shipOfferings', icon: Ship, value: (x) => x.shipOfferings },
  { key: 'bookingRequests', icon: ClipboardList, value: (x) => x.bookingRequests },
  { key: 'matches', icon: Handshake, value: (x) => x.matches },
  { key: 'teuOffered', icon: Container, value: (x) => x.teuOffered },
  { key: 'teuBooked', icon: PackageCheck, value: (x) => x.teuBooked },
  // Tonnes to one decimal: the tile is a summary; the chart's table and file carry two.
  { key: 'co2Tonnes', icon: Leaf, value: (x) => Math.round(x.co2Tonnes * 10) / 10 },
  { key: 'co2AvoidedTonnes', icon: Sprout, value: (x) => Math.round(x.co2AvoidedTonnes * 10) / 10 },
];

/** The period's totals above the charts; undefined while the first answer is on its way. */
export function AnalyticsTotalsGrid({ totals }: { totals: AnalyticsTotals | undefined }) {
  const { t, i18n } = useAnalyticsTranslation();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const percent = (n: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(n / 100);
  const hint = (key: string) => {
    if (!totals) return t(`totals.${key}.hint`);
    if (key === 'teuOffered') return t('totals.teuOffered.detail', { voyages: number(totals.voyages) });
    if (key === 'teuBooked')
      return t('totals.teuBooked.detail', { utilization: percent(totals.utilization) });
    return t(`totals.${key}.hint`);
  };

  return (
    <section aria-labelledby="analytics-totals">
      <h2 id="analytics-totals" className="sr-only">
        {t('totals.title')}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {tiles.map((tile) => (
          <StatCard
            key={tile.key}
            icon={tile.icon}
            label={t(`totals.${tile.key}.label`)}
            value={totals ? tile.value(totals) : undefined}
            hint={hint(tile.key)}
          />
        ))}
      </div>
    </section>
  );
}
