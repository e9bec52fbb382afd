import type { ValidationKey } from '@shared/i18n/validation';
import { validationMessages } from '@shared/i18n/validation-messages';
import { AppError } from './errors';

/**
 * A 400 for one field, for rules a schema cannot check (they need the clock or the database). `params` fill
 * `{{name}}` placeholders in the English text, as the client's i18n does.
 */
export function fieldError(field: string, key: ValidationKey, params: Record<string, string | number> = {}) {
  const message = validationMessages.en[key].replace(/\{\{(\w+)\}\}/g, (_, p) =>
    String(params[p] ?? `{{${p}}}`),
  );
  return new AppError('VALIDATION_ERROR', message, {
    issues: [{ field, key: `validation.${key}`, message }],
  });
}
