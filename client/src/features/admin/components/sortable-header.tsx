import type { SortOrder } from '@shared/schemas/paging';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Props = {
  label: string;
  active: boolean;
  order: SortOrder;
  onSort: () => void;
};

/** A column header that sorts by its column; a second press reverses the order. */
export function SortableHeader({ label, active, order, onSort }: Props) {
  const { t } = useTranslation('admin');
  const Icon = !active ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className="px-4 py-2.5 font-medium"
    >
      <button
        type="button"
        onClick={onSort}
        className="inline-flex items-center gap-1 rounded uppercase tracking-wide hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {label}
        <Icon className="h-3.5 w-3.5" aria-hidden="true" />
        <span className="sr-only">{t('list.sortBy', { column: label })}</span>
      </button>
    </th>
  );
}

export function PlainHeader({ label }: { label: string }) {
  return (
    <th scope="col" className="px-4 py-2.5 font-medium">
      {label}
    </th>
  );
}
