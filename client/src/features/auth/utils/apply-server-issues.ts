import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/** Puts the server's field issues (translation keys) under the matching form fields; true when any matched. */
export function applyServerIssues<T extends FieldValues>(
  err: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(err instanceof ApiError)) return false;
  let first = true;
  for (const issue of err.issues) {
    const field = fields.find((f) => f === issue.field);
    if (!field) continue;
    setError(field, { type: 'server', message: issue.key }, { shouldFocus: first });
    first = false;
  }
  return !first;
}
