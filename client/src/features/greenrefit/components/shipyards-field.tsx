import type { MeasureId } from '@shared/domain/greenrefit';
import { Factory } from 'lucide-react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, useFieldId } from '@/components/form';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ui/list-states';
import type { useShipyards } from '../api/get-shipyards';
import { ShipyardOption } from './shipyard-option';

/** The shipyards to ask, as a list of ticks under the filters (loading, failed or empty in its place). */
export function ShipyardsField({
  yards,
  highlight,
}: {
  yards: ReturnType<typeof useShipyards>;
  highlight: MeasureId[];
}) {
  const { t } = useTranslation('greenrefit');
  const { field, fieldState } = useController<{ shipyardIds: string[] }, 'shipyardIds'>({
    name: 'shipyardIds',
  });
  const list = yards.data ?? [];
  const error = fieldState.error?.message;
  const id = useFieldId('shipyards');
  return (
    <FormField id={id} group label={t('quotes.shipyards')} required error={error}>
      {yards.isPending ? (
        <ListSkeleton label={t('quotes.loading')} rows={2} />
      ) : yards.isError ? (
        <ListError message={t('quotes.loadFailed')} onRetry={() => void yards.refetch()} />
      ) : list.length === 0 ? (
        <ListEmpty icon={Factory} title={t('quotes.empty')} hint={t('quotes.emptyHint')} />
      ) : (
        <ul className="max-h-72 space-y-2 overflow-y-auto pr-1" aria-busy={yards.isPlaceholderData}>
          {list.map((yard, i) => (
            <ShipyardOption
              key={yard.id}
              ref={i === 0 ? field.ref : undefined}
              yard={yard}
              highlight={highlight}
              checked={field.value.includes(yard.id)}
              invalid={Boolean(error)}
              onChange={(on) =>
                field.onChange(on ? [...field.value, yard.id] : field.value.filter((id) => id !== yard.id))
              }
            />
          ))}
        </ul>
      )}
    </FormField>
  );
}
