import type { ReactNode } from 'react';
import { type FieldErrors, get, type Path, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { fieldA11y } from '@/lib/form-errors';
import type { RefitForm } from '../utils/form';

export const fieldId = (name: string) => `gr-${name.replaceAll('.', '-')}`;

/** The message (a translation key) of the error at a nested form path, if any. */
export const errorAt = (errors: FieldErrors<RefitForm>, name: string): string | undefined =>
  (get(errors, name) as { message?: string } | undefined)?.message;

type Props = {
  name: Path<RefitForm>;
  label: ReactNode;
  hint?: ReactNode;
  /** Shows the "estimate" badge: the figure was not given and comes from a default or a size class. */
  estimated?: boolean;
  /** Called after the user changed the figure (it is then theirs, no longer an estimate). */
  onEdit?: (name: Path<RefitForm>) => void;
  step?: number | 'any';
  min?: number;
  max?: number;
  className?: string;
  /** Further text about the figure (a source) outside the field, read after its label. */
  describedBy?: string;
};

/** A number of the assessment bound to the form, with its translated error and an optional estimate badge. */
export function FigureField({
  name,
  label,
  hint,
  estimated,
  onEdit,
  step = 'any',
  min,
  max,
  className,
  describedBy,
}: Props) {
  const { t } = useTranslation('greenrefit');
  const {
    register,
    formState: { errors },
  } = useFormContext<RefitForm>();
  const error = errorAt(errors, name);
  const id = fieldId(name);
  return (
    <div className={className}>
      <FormField
        id={id}
        label={
          <span className="inline-flex flex-wrap items-center gap-1.5">
            {label}
            {estimated ? (
              <Badge variant="warning" className="px-1.5 py-0 text-[10px] font-medium">
                {t('estimateBadge')}
              </Badge>
            ) : null}
          </span>
        }
        error={error}
        hint={hint}
      >
        <Input
          {...fieldA11y(id, error, describedBy)}
          type="number"
          inputMode="decimal"
          step={step}
          min={min}
          max={max}
          {...register(name, { valueAsNumber: true, onChange: () => onEdit?.(name) })}
        />
      </FormField>
    </div>
  );
}
