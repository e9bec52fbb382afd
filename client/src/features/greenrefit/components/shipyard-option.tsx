import type { MeasureId } from '@shared/domain/greenrefit';
import type { Shipyard } from '@shared/schemas/greenrefit';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { portName } from '@/components/ui/port-combobox';
import { cn } from '@/lib/utils';

type Props = {
  yard: Shipyard;
  /** The assessment's measures: the ones the yard offers are marked. */
  highlight: MeasureId[];
  checked: boolean;
  invalid: boolean;
  onChange: (checked: boolean) => void;
  ref?: Ref<HTMLInputElement>;
};

/** A shipyard to tick in the quote dialog: where it is, what it does, its certifications. */
export function ShipyardOption({ yard, highlight, checked, invalid, onChange, ref }: Props) {
  const { t } = useTranslation('greenrefit');
  const id = `gr-yard-${yard.id}`;
  return (
    <li>
      <label
        htmlFor={id}
        className="flex cursor-pointer gap-3 rounded-md border border-slate-200 px-3 py-2.5 hover:bg-slate-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
      >
        <input
          ref={ref}
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={invalid || undefined}
          className="mt-1 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-700"
        />
        <span className="min-w-0 flex-1 space-y-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">{yard.name}</span>
            <span className="text-sm text-slate-500">
              {portName(yard.port)}, {yard.country} · {t(`regions.${yard.region}`)}
            </span>
            {yard.isDemo ? <Badge variant="outline">{t('shipyards.demo')}</Badge> : null}
          </span>
          <span className="flex flex-wrap gap-1">
            {yard.measures.map((m) => (
              <Badge
                key={m}
                variant="secondary"
                className={cn('font-normal', highlight.includes(m) && 'bg-emerald-100 text-emerald-800')}
              >
                {t(`measures.${m}.name`)}
              </Badge>
            ))}
          </span>
          {yard.certifications.length > 0 ? (
            <span className="block text-xs text-slate-500">
              {t('shipyards.certifications')}: {yard.certifications.join(', ')}
            </span>
          ) : null}
        </span>
      </label>
    </li>
  );
}
