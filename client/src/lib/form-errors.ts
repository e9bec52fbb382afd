import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/** Wires an input to FormField's error text (`{id}-error`) for screen readers. */
export function fieldA11y(id: string, error: unknown, describedBy?: string) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : describedBy,
  } as const;
}

/**
 * The form field a server issue belongs to: one of `fields`, or a field inside one of `lists` (the form's lists of
 * lines, such as a box mix: `boxMix.1.grossWeightKg` stays under its line).
 */
export function issueField<T extends FieldValues>(
  name: string,
  fields: readonly Path<T>[],
  lists: readonly string[] = [],
): Path<T> | undefined {
  return (
    fields.find((f) => f === name) ??
    (lists.some((l) => name.startsWith(`${l}.`)) ? (name as Path<T>) : undefined)
  );
}

/**
 * Puts the server's field issues (translation keys, PRODUCT.md 27) under the matching form fields and focuses the
 * first; true when any matched, so the caller can skip a toast that would only repeat them. `lists` names the
 * form's lists of lines whose fields the issues may name by index.
 */
export function applyServerIssues<T extends FieldValues>(
  err: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  lists: readonly string[] = [],
): boolean {
  if (!(err instanceof ApiError)) return false;
  let first = true;
  for (const issue of err.issues) {
    const field = issueField(issue.field, fields, lists);
    if (!field) continue;
    setError(field, { type: 'server', message: issue.key }, { shouldFocus: first });
    first = false;
  }
  return !first;
}

/** The server's own message for a toast (SPEC.md §8 'Error' with the server message), else the fallback. */
export const serverMessageOr = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.body?.message ? err.body.message : fallback;
