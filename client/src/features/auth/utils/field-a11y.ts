/** Wires an input to FormField's error text (`{id}-error`) for screen readers. */
export function fieldA11y(id: string, error: unknown, describedBy?: string) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : describedBy,
  } as const;
}
