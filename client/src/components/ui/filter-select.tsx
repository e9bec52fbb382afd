import { FormField } from '@/components/form/form-field';
import { NativeSelect } from './select';

type Props<V extends string> = {
  id: string;
  label: string;
  value: V;
  onChange: (value: V) => void;
  choices: readonly V[];
  choiceLabel: (choice: V) => string;
  /** The first option, the empty value: no filter. */
  anyLabel?: string;
};

/** A labelled select over a list, such as its status filter or its order. */
export function FilterSelect<V extends string>({
  id,
  label,
  value,
  onChange,
  choices,
  choiceLabel,
  anyLabel,
}: Props<V>) {
  return (
    <FormField id={id} label={label}>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
        {choices.map((c) => (
          <option key={c} value={c}>
            {choiceLabel(c)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
