import { useController } from 'react-hook-form';
import { PortCombobox } from '@/components/ui/port-combobox';
import { PortMultiPicker } from '@/components/ui/port-multi-picker';
import { type FieldProps, Shell, useFieldState } from './fields';

// Apart from the other fields: the port catalogue they search is large, and most forms (sign-in first) have no port.
type PortProps = FieldProps & { disabled?: boolean; placeholder?: string; clearable?: boolean };

/** A port from the catalogue, held as its UN/LOCODE ('' for none). */
export function PortField({ name, label, hint, required, ...port }: PortProps) {
  const { field } = useController({ name });
  const state = useFieldState({ name, hint, required });
  return (
    <Shell field={{ name, label, hint, required }} state={state}>
      <PortCombobox
        {...port}
        ref={field.ref}
        id={state.id}
        aria-invalid={state.aria['aria-invalid']}
        aria-describedby={state.aria['aria-describedby']}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </Shell>
  );
}

/** Several ports, held as the comma-separated codes the shared schema splits. */
export function PortsField({ name, label, hint, required }: FieldProps) {
  const { field } = useController({ name });
  const state = useFieldState({ name, hint, required });
  return (
    <Shell field={{ name, label, hint, required }} state={state}>
      <PortMultiPicker
        ref={field.ref}
        id={state.id}
        aria-invalid={state.aria['aria-invalid']}
        aria-describedby={state.aria['aria-describedby']}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </Shell>
  );
}
