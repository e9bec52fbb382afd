import type { ComponentProps, ReactNode } from 'react';
import { get, type RegisterOptions, useController, useFormContext, useFormState } from 'react-hook-form';
import { Input, Textarea } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { NativeSelect } from '@/components/ui/select';
import { fieldA11y } from '@/lib/form-errors';
import { cn } from '@/lib/utils';
import { CheckboxGroup } from './checkbox-group';
import { useFieldId } from './form';
import { FieldError, FormField } from './form-field';

/** What every field takes: its name in the form's values, and what the reader sees around the control. */
export type FieldProps = {
  name: string;
  label: ReactNode;
  /** Shown under the control while it has no error. */
  hint?: ReactNode;
  required?: boolean;
};

/** The field's id, its error's translation key, and the control's aria wiring (error, else hint). */
export function useFieldState({ name, hint, required }: Pick<FieldProps, 'name' | 'hint' | 'required'>) {
  // Only the errors: getFieldState would also read dirtyFields and touchedFields, subscribing every field to them,
  // so that each keystroke computes the form's dirty fields and renders every field again.
  const { errors } = useFormState({ name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const id = useFieldId(name);
  const aria = {
    ...fieldA11y(id, error, hint ? `${id}-hint` : undefined),
    'aria-required': required || undefined,
  };
  return { id, error, aria };
}

/** Label, hint and error around a control (the layout every field shares). */
export function Shell({
  field,
  state,
  group,
  children,
}: {
  field: FieldProps;
  state: { id: string; error?: string };
  group?: boolean;
  children: ReactNode;
}) {
  return (
    <FormField
      id={state.id}
      label={field.label}
      hint={field.hint}
      error={state.error}
      required={field.required}
      group={group}
    >
      {children}
    </FormField>
  );
}

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'id' | 'type'>;

/**
 * A field whose control is registered by name (uncontrolled, as react-hook-form prefers): the props its control
 * spreads (aria wiring and the registration), and the shell of label, hint and error around it.
 */
function useRegisteredField(field: FieldProps, options?: RegisterOptions) {
  const { register } = useFormContext();
  const state = useFieldState(field);
  return {
    control: { ...state.aria, ...register(field.name, options) },
    shell: (control: ReactNode) => (
      <Shell field={field} state={state}>
        {control}
      </Shell>
    ),
  };
}

/** A one-line text: `type` email, tel, password, url or search where it is one of those. */
export function TextField({
  name,
  label,
  hint,
  required,
  type = 'text',
  ...input
}: FieldProps & InputProps & { type?: 'text' | 'email' | 'tel' | 'password' | 'url' | 'search' }) {
  const f = useRegisteredField({ name, label, hint, required });
  return f.shell(<Input {...input} type={type} {...f.control} />);
}

/** A password, with a toggle that shows what was typed (its `autoComplete` says current or new password). */
export function PasswordField({ name, label, hint, required, ...input }: FieldProps & InputProps) {
  const f = useRegisteredField({ name, label, hint, required });
  return f.shell(<PasswordInput {...input} {...f.control} />);
}

/** A unit beside a control (TEU, kn, t/day, USD). */
function WithUnit({ unit, children }: { unit?: ReactNode; children: ReactNode }) {
  if (!unit) return children;
  return (
    <div className="relative">
      {children}
      <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500">
        {unit}
      </span>
    </div>
  );
}

type NumberProps = FieldProps &
  Omit<InputProps, 'inputMode'> & {
    /** Shown inside the box on the right. */
    unit?: ReactNode;
    /** Whole numbers (TEU, years) or decimals. */
    integer?: boolean;
  };

/** A number held as a number in the form (NaN while the box is empty, which the schema reports). */
export function NumberField({
  name,
  label,
  hint,
  required,
  unit,
  integer,
  className,
  ...input
}: NumberProps) {
  const { register } = useFormContext();
  const state = useFieldState({ name, hint, required });
  return (
    <Shell field={{ name, label, hint, required }} state={state}>
      <WithUnit unit={unit}>
        <Input
          step={integer ? 1 : 'any'}
          {...input}
          {...state.aria}
          className={cn(unit ? 'pr-14' : undefined, className)}
          type="number"
          inputMode={integer ? 'numeric' : 'decimal'}
          {...register(name, { valueAsNumber: true })}
        />
      </WithUnit>
    </Shell>
  );
}

/** An amount with two decimals in the named currency (USD unless a field says otherwise, PRODUCT.md 28). */
export function MoneyField({
  currency = 'USD',
  ...props
}: Omit<NumberProps, 'unit' | 'integer'> & { currency?: string }) {
  return <NumberField min={0} step={0.01} {...props} unit={currency} />;
}

/** A calendar day (`date`) or a local date and time (`datetime-local`), held as the input's text. */
export function DateField({
  name,
  label,
  hint,
  required,
  withTime,
  ...input
}: FieldProps & InputProps & { withTime?: boolean }) {
  const f = useRegisteredField({ name, label, hint, required });
  return f.shell(<Input {...input} type={withTime ? 'datetime-local' : 'date'} {...f.control} />);
}

export const DateTimeField = (props: Omit<ComponentProps<typeof DateField>, 'withTime'>) => (
  <DateField {...props} withTime />
);

/** Several lines of text. */
export function TextareaField({
  name,
  label,
  hint,
  required,
  ...input
}: FieldProps & Omit<ComponentProps<'textarea'>, 'name' | 'id'>) {
  const f = useRegisteredField({ name, label, hint, required });
  return f.shell(<Textarea {...input} {...f.control} />);
}

type SelectProps<V extends string> = FieldProps &
  Omit<ComponentProps<'select'>, 'name' | 'id' | 'children'> & {
    options: readonly V[];
    optionLabel: (value: V) => string;
    /** A first option with an empty value ("Any", "Choose…"). */
    placeholder?: string;
    registerOptions?: RegisterOptions;
  };

/** One of a fixed list of values, in a native select (keyboard and screen readers for free). */
export function SelectField<V extends string>({
  name,
  label,
  hint,
  required,
  options,
  optionLabel,
  placeholder,
  registerOptions,
  ...select
}: SelectProps<V>) {
  const { register } = useFormContext();
  const state = useFieldState({ name, hint, required });
  return (
    <Shell field={{ name, label, hint, required }} state={state}>
      <NativeSelect {...select} {...state.aria} {...register(name, registerOptions)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </NativeSelect>
    </Shell>
  );
}

/** A yes/no box with its label beside it. */
export function CheckboxField({
  name,
  label,
  hint,
  className,
  ...input
}: Omit<FieldProps, 'required'> & Omit<InputProps, 'className'> & { className?: string }) {
  const { register } = useFormContext();
  const state = useFieldState({ name, hint });
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={state.id} className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
        <input
          {...input}
          {...state.aria}
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300 accent-brand-700"
          {...register(name)}
        />
        {label}
      </label>
      {hint && !state.error && (
        <p id={`${state.id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {state.error && <FieldError id={state.id} error={state.error} />}
    </div>
  );
}

/** A list of values chosen by checkboxes (cargo types, equipment), in the options' order. */
export function CheckboxGroupField<V extends string>({
  name,
  label,
  hint,
  required,
  options,
  optionLabel,
}: FieldProps & { options: readonly V[]; optionLabel: (value: V) => string }) {
  const { field } = useController({ name });
  const state = useFieldState({ name, hint, required });
  return (
    <Shell field={{ name, label, hint, required }} state={state} group>
      <CheckboxGroup
        ref={field.ref}
        id={state.id}
        options={options}
        label={optionLabel}
        value={field.value ?? []}
        onChange={field.onChange}
        onBlur={field.onBlur}
        invalid={Boolean(state.error)}
      />
    </Shell>
  );
}
