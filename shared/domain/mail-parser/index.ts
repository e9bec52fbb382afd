import { buildDraft } from './build-draft';
import { cleanMail } from './clean';
import { segmentUnits } from './segment';
import type { ParsedMail } from './types';

export * from './types';

/**
 * Reads a pasted broker mail into drafts of vessel availabilities and cargo requests (docs/adr/008). Pure and
 * deterministic: the same text and mail date give the same drafts; nothing leaves the process.
 */
export function parseMail(text: string, options: { mailDate: string }): ParsedMail {
  // A carriage return becomes a space, not nothing, so offsets still point into the text as sent.
  const normalized = text.replace(/\r/g, ' ');
  const { masked, ignored } = cleanMail(normalized);
  // A port named in passing ("Greetings from Hamburg") is no order: a draft needs three fields at least.
  const drafts = segmentUnits(masked)
    .map((unit) => buildDraft(masked, unit, options.mailDate))
    .filter((d) => Object.values(d.fields).filter((f) => f.value !== null).length >= 3);
  return { mailDate: options.mailDate, drafts, ignored };
}
