import type { Vessel } from '@shared/schemas/vessels';
import { Anchor, Pencil, Send, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ListEmpty, ListError } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { VesselParticulars } from '@/components/ui/vessel-particulars';

type Props = {
  vessels: Vessel[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  onAdd: () => void;
  onEdit: (v: Vessel) => void;
  onDelete: (v: Vessel) => void;
  /** Starts an offering from this vessel (composed by the page). */
  onOffer: (v: Vessel) => void;
};

const dash = '—';

/** The owner's fleet: identity and particulars, size, technical figures SmartFeeder and GreenRefit read, and actions. */
export function FleetList({ vessels, isPending, isError, onRetry, onAdd, onEdit, onDelete, onOffer }: Props) {
  const { t, i18n } = useTranslation('fleet');
  const num = (n: number | null, digits = 0) =>
    n === null ? dash : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(n);

  if (isPending) {
    return (
      <div
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-5"
        role="status"
        aria-label={t('list.loading')}
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (isError || !vessels) return <ListError size="page" message={t('list.loadFailed')} onRetry={onRetry} />;
  if (vessels.length === 0) {
    return (
      <ListEmpty size="page" icon={Anchor} title={t('list.empty')} hint={t('list.emptyHint')}>
        <Button onClick={onAdd}>{t('add')}</Button>
      </ListEmpty>
    );
  }

  const columns = ['vessel', 'teu', 'dwt', 'gt', 'built', 'engine', 'speed', 'fuel', 'status'] as const;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[960px] text-left text-sm">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-4 py-2.5 font-medium">
                {t(`columns.${c}`)}
              </th>
            ))}
            <th scope="col" className="px-4 py-2.5 text-right font-medium">
              {t('columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {vessels.map((v) => (
            <tr key={v.id} className="align-middle">
              <th scope="row" className="px-4 py-3 font-normal">
                <span className="block font-medium text-slate-900">{v.name}</span>
                <span className="whitespace-nowrap font-mono text-xs text-slate-500">IMO {v.imoNumber}</span>
                <VesselParticulars particulars={v} className="mt-1 max-w-xs" />
              </th>
              <td className="px-4 py-3 tabular-nums">{num(v.teuCapacity)}</td>
              <td className="px-4 py-3 tabular-nums">{num(v.deadweightTonnes)}</td>
              <td className="px-4 py-3 tabular-nums">{num(v.grossTonnage)}</td>
              <td className="px-4 py-3 tabular-nums">{v.yearBuilt ?? dash}</td>
              <td className="px-4 py-3 tabular-nums">
                {v.mainEnginePowerKw === null ? dash : t('units.kw', { value: num(v.mainEnginePowerKw) })}
              </td>
              <td className="px-4 py-3 tabular-nums">
                {v.serviceSpeedKnots === null ? dash : t('units.kn', { value: num(v.serviceSpeedKnots, 1) })}
              </td>
              <td className="px-4 py-3">
                {t(`fuel.${v.fuelType}`)}
                {v.scrubberFitted && (
                  <span className="block text-xs text-slate-500">{t('list.scrubber')}</span>
                )}
              </td>
              <td className="px-4 py-3">
                <Badge variant={v.status === 'active' ? 'success' : 'secondary'}>
                  {t(`status.${v.status}`)}
                </Badge>
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-1">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onOffer(v)}
                    disabled={v.status !== 'active'}
                    aria-label={t('list.offerFrom', { name: v.name })}
                  >
                    <Send aria-hidden="true" />
                    {t('list.offer')}
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    onClick={() => onEdit(v)}
                    aria-label={t('list.edit', { name: v.name })}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    className="text-red-600 hover:bg-red-50"
                    onClick={() => onDelete(v)}
                    aria-label={t('list.delete', { name: v.name })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
