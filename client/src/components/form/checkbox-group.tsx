import type { Ref } from 'react';

type Props<V extends string> = {
  /** Prefix of the checkboxes' ids; the surrounding FormField (group) names the set. */
  id: string;
  options: readonly V[];
  label: (value: V) => string;
  value: readonly string[];
  onChange: (value: V[]) => void;
  onBlur?: () => void;
  invalid?: boolean;
  /** The first box, for a form library that focuses the first field in error. */
  ref?: Ref<HTMLInputElement>;
};

/** A set of checkboxes bound to one list field (cargo types, equipment), in the options' order. */
export function CheckboxGroup<V extends string>({
  id,
  options,
  label,
  value,
  onChange,
  onBlur,
  invalid,
  ref,
}: Props<V>) {
  const toggle = (option: V, on: boolean) =>
    onChange(options.filter((o) => (o === option ? on : value.includes(o))));
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {options.map((option, i) => (
        <label
          key={option}
          htmlFor={`${id}-${option}`}
          className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-700 hover:bg-slate-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
        >
          <input
            ref={i === 0 ? ref : undefined}
            id={`${id}-${option}`}
            type="checkbox"
            value={option}
            checked={value.includes(option)}
            onChange={(e) => toggle(option, e.target.checked)}
            onBlur={onBlur}
            aria-invalid={invalid || undefined}
            className="h-4 w-4 rounded border-slate-300 accent-brand-700"
          />
          {label(option)}
        </label>
      ))}
    </div>
  );
}
