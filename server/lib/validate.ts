import { validationMessages } from '@shared/i18n/validation-messages';
import { type ApiIssue, findNulPath } from '@shared/schemas/common';
import type { z } from 'zod';
import { AppError } from './errors';

const english = validationMessages.en as Record<string, string>;

function toIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.flatMap((issue) => {
    const base = issue.path.join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((k) => ({
        field: base ? `${base}.${k}` : k,
        key: 'validation.unknownField',
        message: english.unknownField,
      }));
    }
    // Shared schemas carry translation keys; anything else (a type mismatch) gets a generic key.
    const key = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
    return [{ field: base, key, message: english[key.slice('validation.'.length)] ?? english.invalid }];
  });
}

/** Parses input with a shared schema; failure is a 400 naming every field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const nulAt = findNulPath(input);
  if (nulAt !== undefined) {
    const message = english.noControlChars;
    throw new AppError('VALIDATION_ERROR', message, {
      issues: [{ field: nulAt, key: 'validation.noControlChars', message }],
    });
  }
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issues = toIssues(result.error);
  throw new AppError('VALIDATION_ERROR', issues[0]?.message ?? 'Invalid request', { issues });
}
