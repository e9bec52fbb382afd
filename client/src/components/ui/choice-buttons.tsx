import type { ReactNode } from 'react';
import { Button } from './button';

type Props<T> = {
  /** Names the group for screen readers. */
  legend: string;
  choices: readonly T[];
  value: T;
  onChange: (choice: T) => void;
  label: (choice: T) => ReactNode;
};

/** A row of pressed/unpressed buttons that picks one value, such as a list's status filter. */
export function ChoiceButtons<T extends string | undefined>({
  legend,
  choices,
  value,
  onChange,
  label,
}: Props<T>) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{legend}</legend>
      {choices.map((c) => (
        <Button
          key={c ?? 'all'}
          type="button"
          size="sm"
          variant={value === c ? 'default' : 'outline'}
          aria-pressed={value === c}
          onClick={() => onChange(c)}
        >
          {label(c)}
        </Button>
      ))}
    </fieldset>
  );
}
