import { type OfferingSort, offeringSorts, type SortOrder } from '@shared/schemas/ship-offerings';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';

/** Each sort key both ways: soonest/latest departure, cheapest/dearest, most/fewest free TEU. */
const options = offeringSorts.flatMap((sort) => (['asc', 'desc'] as const).map((order) => ({ sort, order })));

type Props = {
  sort: OfferingSort;
  order: SortOrder;
  onChange: (sort: OfferingSort, order: SortOrder) => void;
};

/** A native select: arrow keys, type-ahead and screen readers work without extra code. */
export function SortSelect({ sort, order, onChange }: Props) {
  const { t } = useTranslation('offerings');
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="offerings-sort" className="whitespace-nowrap text-slate-600">
        {t('sort.label')}
      </Label>
      <NativeSelect
        id="offerings-sort"
        className="h-9 w-auto min-w-48"
        value={`${sort}:${order}`}
        onChange={(e) => {
          const [s, o] = e.target.value.split(':') as [OfferingSort, SortOrder];
          onChange(s, o);
        }}
      >
        {options.map((o) => (
          <option key={`${o.sort}:${o.order}`} value={`${o.sort}:${o.order}`}>
            {t(`sort.${o.sort}.${o.order}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
