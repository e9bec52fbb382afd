import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { issueField } from '@/lib/form-errors';

/**
 * SPEC.md §3: some form fields travel under other names (teuCapacity as availableTEU, ...). The shared schema
 * reports its issues by payload name, so the form renames them back to put each message under its input.
 */
export type FieldRenames = Record<string, string>;

/** The resolver's errors under the form's field names. */
export function withFormFieldNames<V extends FieldValues, C, P>(
  resolver: Resolver<V, C, P>,
  renames: FieldRenames,
): Resolver<V, C, P> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const entries = Object.entries(result.errors ?? {});
    if (entries.length === 0) return result;
    const errors: Record<string, unknown> = {};
    for (const [name, error] of entries) errors[renames[name] ?? name] ??= error;
    return { values: {}, errors } as unknown as typeof result;
  };
}

/**
 * The server's field issues (payload names, translation keys) under the form's fields, focusing the first; true
 * when any matched.
 */
export function applyPayloadIssues<V extends FieldValues>(
  err: unknown,
  renames: FieldRenames,
  fields: readonly Path<V>[],
  setError: UseFormSetError<V>,
  lists: readonly string[] = [],
): boolean {
  if (!(err instanceof ApiError)) return false;
  let first = true;
  for (const issue of err.issues) {
    const name = renames[issue.field] ?? issue.field;
    const field = issueField(name, fields, lists);
    if (!field) continue;
    setError(field, { type: 'server', message: issue.key }, { shouldFocus: first });
    first = false;
  }
  return !first;
}
