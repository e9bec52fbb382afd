import type { ReactNode } from 'react';
import { type FieldErrors, get, type Path, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, useFieldId } from '@/components/form';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { fieldA11y } from '@/lib/form-errors';
import type { RefitForm } from '../utils/form';

/** The message (a translation key) of the error at a nested form path, if any (a list's own error is `….root`). */
export const errorAt = (errors: FieldErrors<RefitForm>, name: string): string | undefined =>
  (get(errors, name) as { message?: string } | undefined)?.message;

/** The small amber badge beside a figure or a text: "estimate", "changed". */
export const FlagBadge = ({ children }: { children: ReactNode }) => (
  <Badge variant="warning" className="px-1.5 py-0 text-[10px] font-medium">
    {children}
  </Badge>
);

type Props = {
  name: Path<RefitForm>;
  label: ReactNode;
  required?: boolean;
  /** Shows the "estimate" badge: the figure was not given and comes from a default or a size class. */
  estimated?: boolean;
  /** Shows the "changed" badge: the figure differs from its default. */
  changed?: boolean;
  /** Called after the user changed the figure (it is then theirs, no longer an estimate). */
  onEdit?: (name: Path<RefitForm>) => void;
  step?: number | 'any';
  min?: number;
  max?: number;
  /** Further text about the figure (a source) outside the field, read after its label. */
  describedBy?: string;
};

/**
 * A number of the assessment: the form system's field shell around a number box that tells the screen when the
 * user edits it (an estimate then becomes theirs), with the estimate or changed badge beside its label.
 */
export function FigureField({
  name,
  label,
  required,
  estimated,
  changed,
  onEdit,
  step = 'any',
  min,
  max,
  describedBy,
}: Props) {
  const { t } = useTranslation('greenrefit');
  const { register } = useFormContext<RefitForm>();
  // The field's own error alone (not its dirty and touched state, which every keystroke would recompute).
  const { errors } = useFormState<RefitForm>({ name });
  const error = errorAt(errors, name);
  const id = useFieldId(name);
  return (
    <FormField
      id={id}
      required={required}
      label={
        <span className="inline-flex flex-wrap items-center gap-1.5">
          {label}
          {estimated ? <FlagBadge>{t('estimateBadge')}</FlagBadge> : null}
          {changed ? <FlagBadge>{t('assumptions.changed')}</FlagBadge> : null}
        </span>
      }
      error={error}
    >
      <Input
        {...fieldA11y(id, error, describedBy)}
        aria-required={required || undefined}
        type="number"
        inputMode="decimal"
        step={step}
        min={min}
        max={max}
        {...register(name, { valueAsNumber: true, onChange: () => onEdit?.(name) })}
      />
    </FormField>
  );
}
