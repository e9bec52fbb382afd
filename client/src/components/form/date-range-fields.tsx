import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { DateField } from './fields';

type Bound = { name: string; label: ReactNode };

/**
 * Two calendar days of a period, each picker bounded by the other (the start not after the end). The form's schema
 * still judges the period; the bounds only keep the pickers from offering a reversed one.
 */
export function DateRangeFields({ from, to, className }: { from: Bound; to: Bound; className?: string }) {
  const [start, end] = useWatch({ name: [from.name, to.name] }) as [string | undefined, string | undefined];
  return (
    <>
      <div className={className}>
        <DateField name={from.name} label={from.label} max={end || undefined} />
      </div>
      <div className={className}>
        <DateField name={to.name} label={to.label} min={start || undefined} />
      </div>
    </>
  );
}
