// Validation messages are translation keys in the shared schemas; the client shows them in the user's
// language and the server answers the English text (SPEC.md §5 wording where it names one). The texts are one
// file per language under validation/ and this module imports none of them at run time, so a schema does not
// carry every language into the client's bundle (client/src/lib/i18n.ts loads only the active one).
import type { en } from './validation/en';

export type ValidationKey = keyof typeof en;
/** Keys as they appear in schemas: `validation.<key>`, the client's i18n namespace prefix. */
export const v = (key: ValidationKey) => `validation.${key}`;

/**
 * The type error of a required number: an empty field (undefined, or NaN from an empty number input) says it is
 * required (issue 13) instead of describing the range it should be in; anything else gets `key`.
 */
export const numberError =
  (key: ValidationKey) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null || Number.isNaN(issue.input) ? v('required') : v(key);
