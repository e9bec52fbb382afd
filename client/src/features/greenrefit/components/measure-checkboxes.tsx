import { type MeasureId, measureIds } from '@shared/domain/greenrefit';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  id: string;
  value: readonly MeasureId[];
  onChange: (value: MeasureId[]) => void;
  onBlur?: () => void;
  invalid?: boolean;
  /** The first box, so a form can focus the set when it is in error. */
  ref?: Ref<HTMLInputElement>;
};

/** The catalogue's measures as checkboxes, kept in the catalogue's order whatever order they are ticked in. */
export function MeasureCheckboxes({ id, value, onChange, onBlur, invalid, ref }: Props) {
  const { t } = useTranslation('greenrefit');
  const toggle = (m: MeasureId, on: boolean) =>
    onChange(measureIds.filter((x) => (x === m ? on : value.includes(x))));
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {measureIds.map((m, i) => (
        <label
          key={m}
          htmlFor={`${id}-${m}`}
          className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-200 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
        >
          <input
            ref={i === 0 ? ref : undefined}
            id={`${id}-${m}`}
            type="checkbox"
            checked={value.includes(m)}
            onChange={(e) => toggle(m, e.target.checked)}
            onBlur={onBlur}
            aria-invalid={invalid || undefined}
            className="h-4 w-4 rounded border-slate-300 accent-brand-700"
          />
          {t(`measures.${m}.name`)}
        </label>
      ))}
    </div>
  );
}
