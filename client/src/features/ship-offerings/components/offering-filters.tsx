import { FilterX, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PortCombobox } from '@/components/ui/port-combobox';
import { emptyFilters, hasActiveFilters, type OfferingFilters } from '../hooks/use-offering-search';

type Draft = Omit<OfferingFilters, 'minTeu' | 'maxPrice'> & { minTeu: string; maxPrice: string };

const toDraft = (f: OfferingFilters): Draft => ({
  ...f,
  minTeu: f.minTeu === null ? '' : String(f.minTeu),
  maxPrice: f.maxPrice === null ? '' : String(f.maxPrice),
});

/** Numbers the server accepts, or none: a negative or fractional TEU or a price with cents beyond two is trimmed. */
function fromDraft(d: Draft): OfferingFilters {
  const teu = Number.parseInt(d.minTeu, 10);
  const price = Number.parseFloat(d.maxPrice);
  return {
    ...d,
    minTeu: Number.isFinite(teu) && teu >= 0 ? Math.min(teu, 30_000) : null,
    maxPrice: Number.isFinite(price) && price >= 0 ? Math.round(price * 100) / 100 : null,
  };
}

type Props = { filters: OfferingFilters; onApply: (f: OfferingFilters) => void; onClear: () => void };

/**
 * A cargo owner's search: route, departure window, minimum free TEU and maximum price. Ports apply at once;
 * typed values apply with the search button (or Enter), so the address bar gets one entry per search.
 * The parent remounts it (key) when the address changes, e.g. with the Back button.
 */
export function OfferingFiltersPanel({ filters, onApply, onClear }: Props) {
  const { t } = useTranslation('offerings');
  const [draft, setDraft] = useState<Draft>(() => toDraft(filters));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const active = hasActiveFilters(filters);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(fromDraft(draft));
  };
  const choosePort = (key: 'origin' | 'destination', code: string) => {
    const next = { ...draft, [key]: code };
    setDraft(next);
    onApply(fromDraft(next));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" on the form is understood by browsers and tools that do not know <search> yet.
    <form
      role="search"
      aria-label={t('filters.label')}
      onSubmit={submit}
      className="@container rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="grid grid-cols-2 items-end gap-3 sm:gap-4 @xl:grid-cols-3 @5xl:grid-cols-6">
        <div className="col-span-2 space-y-1.5 @xl:col-span-1">
          <Label htmlFor="filter-origin">{t('filters.origin')}</Label>
          <PortCombobox
            id="filter-origin"
            clearable
            value={draft.origin}
            onChange={(code) => choosePort('origin', code)}
            placeholder={t('filters.anyPort')}
          />
        </div>
        <div className="col-span-2 space-y-1.5 @xl:col-span-1">
          <Label htmlFor="filter-destination">{t('filters.destination')}</Label>
          <PortCombobox
            id="filter-destination"
            clearable
            value={draft.destination}
            onChange={(code) => choosePort('destination', code)}
            placeholder={t('filters.anyPort')}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="filter-from">{t('filters.departureFrom')}</Label>
          <Input
            id="filter-from"
            type="date"
            value={draft.departureFrom}
            max={draft.departureTo || undefined}
            onChange={(e) => set('departureFrom', e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="filter-to">{t('filters.departureTo')}</Label>
          <Input
            id="filter-to"
            type="date"
            value={draft.departureTo}
            min={draft.departureFrom || undefined}
            onChange={(e) => set('departureTo', e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="filter-min-teu">{t('filters.minTeu')}</Label>
          <Input
            id="filter-min-teu"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={draft.minTeu}
            onChange={(e) => set('minTeu', e.target.value)}
            placeholder="0"
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="filter-max-price">{t('filters.maxPrice')}</Label>
          <Input
            id="filter-max-price"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={draft.maxPrice}
            onChange={(e) => set('maxPrice', e.target.value)}
            placeholder={t('filters.anyPrice')}
          />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {active && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setDraft(toDraft(emptyFilters));
              onClear();
            }}
          >
            <FilterX aria-hidden="true" />
            {t('filters.clear')}
          </Button>
        )}
        <Button type="submit">
          <Search aria-hidden="true" />
          {t('filters.apply')}
        </Button>
      </div>
    </form>
  );
}
