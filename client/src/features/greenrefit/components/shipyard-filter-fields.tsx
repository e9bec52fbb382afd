import { type MeasureId, measureIds } from '@shared/domain/greenrefit';
import type { SeaRegion } from '@shared/domain/ports';
import { seaRegions } from '@shared/schemas/greenrefit';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/form-field';
import { NativeSelect } from '@/components/ui/select';
import type { ShipyardFilters } from '../api/get-shipyards';

type Props = {
  /** Keeps the ids unique where both the admin's yard list and the quote dialog are mounted. */
  idPrefix: string;
  filters: ShipyardFilters;
  setFilters: Dispatch<SetStateAction<ShipyardFilters>>;
};

/** The measure and sea-region selects that narrow a shipyard list; the caller lays them out. */
export function ShipyardFilterFields({ idPrefix, filters, setFilters }: Props) {
  const { t } = useTranslation('greenrefit');
  return (
    <>
      <FormField id={`${idPrefix}-measure`} label={t('quotes.measureFilter')}>
        <NativeSelect
          id={`${idPrefix}-measure`}
          value={filters.measure}
          onChange={(e) => setFilters((f) => ({ ...f, measure: e.target.value as MeasureId | '' }))}
        >
          <option value="">{t('quotes.allMeasures')}</option>
          {measureIds.map((m) => (
            <option key={m} value={m}>
              {t(`measures.${m}.name`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={`${idPrefix}-region`} label={t('quotes.regionFilter')}>
        <NativeSelect
          id={`${idPrefix}-region`}
          value={filters.region}
          onChange={(e) => setFilters((f) => ({ ...f, region: e.target.value as SeaRegion | '' }))}
        >
          <option value="">{t('quotes.allRegions')}</option>
          {seaRegions.map((r) => (
            <option key={r} value={r}>
              {t(`regions.${r}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </>
  );
}
