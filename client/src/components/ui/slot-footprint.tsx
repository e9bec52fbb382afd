import type { SlotFootprint } from '@shared/domain/voyage/slot-footprint';
import { Leaf } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '@/lib/format';

const kg = (n: number, lang: string) => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(n);

/**
 * A voyage's CO2 per TEU (tank-to-wake, with well-to-wake beside it) and its all-in price per TEU; the
 * breakdown and the method are in the hover title (docs/adr/008-broker-mail-parser.md).
 */
export function SlotFootprintFacts({ footprint }: { footprint: SlotFootprint | null | undefined }) {
  const { t, i18n } = useTranslation('common');
  if (!footprint) return null;
  const lang = i18n.language;
  const p = footprint.price;
  const method = t('footprint.method', {
    basis: t(`footprint.basis.${footprint.basis}`),
    fuel: footprint.fuelType.toUpperCase(),
    factor: footprint.factors.co2PerFuelT,
    load: Math.round(footprint.factors.loadFactor * 100),
    distance: footprint.distanceNm,
  });
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="slot-footprint">
      <span className="inline-flex items-center gap-1 text-emerald-800" title={method}>
        <Leaf className="h-4 w-4" aria-hidden="true" />
        {t('footprint.co2', {
          ttw: kg(footprint.co2TtwKgPerTeu, lang),
          wtw: kg(footprint.co2eWtwKgPerTeu, lang),
        })}
      </span>
      <span
        className="text-slate-700"
        title={t('footprint.breakdown', {
          freight: formatUsd(p.freight, lang),
          fuel: formatUsd(p.fuel, lang),
          ets: formatUsd(p.ets, lang),
        })}
      >
        {t('footprint.allIn', { price: formatUsd(p.allIn, lang) })}
      </span>
    </div>
  );
}
