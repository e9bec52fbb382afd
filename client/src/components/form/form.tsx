import { type ComponentProps, createContext, type ReactNode, useContext } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { cn } from '@/lib/utils';

const IdPrefix = createContext('field');

/** The id of a field's control: `{form id}-{field name}` (labels, errors and tests find it by this id). */
export const useFieldId = (name: string) => `${useContext(IdPrefix)}-${name}`;

type FormProps<T extends FieldValues, TOut> = Omit<ComponentProps<'form'>, 'id' | 'onSubmit'> & {
  /** The react-hook-form instance the fields bind to. */
  form: UseFormReturn<T, unknown, TOut>;
  /** Prefix of every field's id (`booking` gives `booking-requestedTEU`). */
  idPrefix: string;
  onSubmit: ComponentProps<'form'>['onSubmit'];
};

/**
 * A form whose fields (./fields.tsx) find their react-hook-form binding, ids and errors by name: a form states
 * which fields it has and how they are laid out, nothing else. Validation is the form's zod resolver; the browser's
 * own is off so that every message is the translated one.
 */
export function Form<T extends FieldValues, TOut>({
  form,
  idPrefix,
  className,
  children,
  ...rest
}: FormProps<T, TOut>) {
  return (
    <FormProvider {...form}>
      <IdPrefix.Provider value={idPrefix}>
        <form noValidate className={cn('space-y-4', className)} {...rest}>
          {children}
        </form>
      </IdPrefix.Provider>
    </FormProvider>
  );
}

/** A titled group of fields (a fieldset with its legend). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Fields side by side from the small breakpoint up, stacked below it. */
export function FormRow({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('grid gap-4 sm:grid-cols-2', className)}>{children}</div>;
}
