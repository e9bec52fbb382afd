import { Search } from 'lucide-react';
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { FilterField } from './list-states';

/**
 * A list's page (from 1), as AdminList takes it, and `refilter`: a filter's setter that also goes back to page 1,
 * as a narrower list may have fewer pages.
 */
export function useListPage(pageSize: number) {
  const [page, setPage] = useState(1);
  const restart = () => setPage(1);
  const refilter =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      restart();
    };
  return { page, paging: { page, pageSize, onPage: setPage }, refilter, restart };
}

/** The search box's text, and the trimmed term to ask for once typing pauses; a new term calls `restart`. */
export function useSearchTerm(restart: () => void) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const [lastTerm, setLastTerm] = useState(term);
  if (term !== lastTerm) {
    setLastTerm(term);
    restart();
  }
  return { search, setSearch, term: term || undefined };
}

type SearchFilterProps = {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
};

/** A labelled search box above a list, with the magnifier inside it. */
export function SearchFilter({ id, label, placeholder, value, onChange }: SearchFilterProps) {
  return (
    <FilterField id={id} label={label}>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-slate-400"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </FilterField>
  );
}
