import { FilterX, Search } from 'lucide-react';
import { useEffect } from 'react';
import { type DefaultValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, MoneyField, NumberField } from '@/components/form';
import { DateRangeFields } from '@/components/form/date-range-fields';
import { PortField } from '@/components/form/port-fields';
import { Button } from '@/components/ui/button';
import { useMoneySettings } from '@/lib/money';
import { emptyFilters, hasActiveFilters, type OfferingFilters } from '../hooks/use-offering-search';

/** What the inputs hold: the numbers as number inputs give them (NaN or nothing when empty). */
type Draft = Omit<OfferingFilters, 'minTeu' | 'maxPrice'> & { minTeu?: number; maxPrice?: number };

const toDraft = (f: OfferingFilters): DefaultValues<Draft> => ({
  ...f,
  minTeu: f.minTeu ?? undefined,
  maxPrice: f.maxPrice ?? undefined,
});

/** Numbers the server accepts, or none: a negative or fractional TEU or a price with cents beyond two is trimmed. */
function fromDraft(d: Draft): OfferingFilters {
  const teu = Math.trunc(d.minTeu ?? Number.NaN);
  const price = d.maxPrice ?? Number.NaN;
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
  // The maximum is typed in the reader's display currency (get-ship-offerings.ts sends it along).
  const { display } = useMoneySettings();
  const form = useForm<Draft>({ defaultValues: toDraft(filters) });
  const active = hasActiveFilters(filters);

  useEffect(() => {
    const choice = form.watch((draft, { name }) => {
      if (name === 'origin' || name === 'destination') onApply(fromDraft(draft as Draft));
    });
    return () => choice.unsubscribe();
  }, [form, onApply]);

  return (
    <Form
      form={form}
      idPrefix="filter"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={form.handleSubmit((draft) => onApply(fromDraft(draft)))}
      className="@container rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      {/* Issue 27: the ports share a row of their own, so "Hamburg (DEHAM)" is never cut. */}
      <div className="grid grid-cols-2 items-end gap-3 sm:gap-4 @3xl:grid-cols-4">
        <div className="col-span-2 @xl:col-span-1 @3xl:col-span-2">
          <PortField name="origin" label={t('filters.origin')} clearable placeholder={t('filters.anyPort')} />
        </div>
        <div className="col-span-2 @xl:col-span-1 @3xl:col-span-2">
          <PortField
            name="destination"
            label={t('filters.destination')}
            clearable
            placeholder={t('filters.anyPort')}
          />
        </div>
        <DateRangeFields
          from={{ name: 'departureFrom', label: t('filters.departureFrom') }}
          to={{ name: 'departureTo', label: t('filters.departureTo') }}
        />
        <NumberField name="minTeu" label={t('filters.minTeu')} integer min={0} placeholder="0" />
        <MoneyField
          name="maxPrice"
          label={t('filters.maxPrice')}
          currency={display}
          placeholder={t('filters.anyPrice')}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {active && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              form.reset(toDraft(emptyFilters));
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
    </Form>
  );
}
