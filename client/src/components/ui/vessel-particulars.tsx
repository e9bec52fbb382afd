import type { VesselParticulars as Particulars } from '@shared/schemas/vessels';
import type { TFunction } from 'i18next';
import { Ruler } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/**
 * The particulars a fleet vessel states, compact: "LOA 134 m · draught 8.2 m · 120 plugs · ice 1A · DG 3, 8, 9".
 * Figures not stated are left out; [] DG classes reads "no DG", ice class none "no ice class".
 */
export function particularsParts(p: Partial<Particulars>, t: TFunction, lang: string): string[] {
  const n = (x: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(x);
  const parts: string[] = [];
  if (p.lengthOverallM != null) parts.push(t('particulars.loa', { value: n(p.lengthOverallM) }));
  if (p.beamM != null) parts.push(t('particulars.beam', { value: n(p.beamM) }));
  if (p.maxDraughtM != null) parts.push(t('particulars.draught', { value: n(p.maxDraughtM) }));
  if (p.reeferPlugs != null) parts.push(t('particulars.plugs', { count: p.reeferPlugs }));
  if (p.craneCount === 0) parts.push(t('particulars.gearless'));
  else if (p.craneCount != null)
    parts.push(
      p.craneSwlTonnes != null
        ? t('particulars.cranesSwl', { count: p.craneCount, swl: n(p.craneSwlTonnes) })
        : t('particulars.cranes', { count: p.craneCount }),
    );
  if (p.iceClass === 'none') parts.push(t('particulars.noIce'));
  else if (p.iceClass) parts.push(t('particulars.ice', { value: p.iceClass.replace('_super', ' Super') }));
  if (p.dgClasses?.length === 0) parts.push(t('particulars.noDg'));
  else if (p.dgClasses) parts.push(t('particulars.dg', { value: p.dgClasses.join(', ') }));
  return parts;
}

/** Whether a vessel states any particular (a list shows their line only then). */
export const hasParticulars = (p: Partial<Particulars> | null | undefined) =>
  !!p && Object.values(p).some((x) => x !== null && x !== undefined);

/**
 * One line of a vessel's particulars on a card or in a list; nothing when none is stated. `bare` leaves out the
 * icon and the screen readers' label, for a place that labels the line itself.
 */
export function VesselParticulars({
  particulars,
  className,
  bare,
}: {
  particulars: Partial<Particulars> | null | undefined;
  className?: string;
  bare?: boolean;
}) {
  const { t, i18n } = useTranslation('common');
  const parts = particulars ? particularsParts(particulars, t, i18n.language) : [];
  if (parts.length === 0) return null;
  if (bare) return <span className={className}>{parts.join(' · ')}</span>;
  return (
    <p className={cn('flex items-start gap-1.5 text-xs text-slate-500', className)}>
      <Ruler aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
      <span>
        <span className="sr-only">{t('particulars.label')}: </span>
        {parts.join(' · ')}
      </span>
    </p>
  );
}
