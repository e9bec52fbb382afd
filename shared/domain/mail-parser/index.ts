import { buildDraft } from './build-draft';
import { cleanMail } from './clean';
import { segmentUnits } from './segment';
import type { DraftField, MailDraft, ParsedMail } from './types';

export * from './types';

function moveDraft(draft: MailDraft, by: number): MailDraft {
  const fields: Record<string, DraftField<unknown>> = {};
  for (const [k, f] of Object.entries(draft.fields))
    fields[k] = f.span ? { ...f, span: { start: f.span.start + by, end: f.span.end + by } } : f;
  return {
    ...draft,
    span: { start: draft.span.start + by, end: draft.span.end + by },
    fields,
    missing: [...draft.missing],
  } as MailDraft;
}

/**
 * Reads a pasted broker mail into drafts of vessel availabilities and cargo requests (docs/adr/008). Pure and
 * deterministic: the same text and mail date give the same drafts; nothing leaves the process.
 */
export function parseMail(text: string, options: { mailDate: string }): ParsedMail {
  // A carriage return becomes a space, not nothing, so offsets still point into the text as sent.
  const normalized = text.replace(/\r/g, ' ');
  const { masked, ignored } = cleanMail(normalized);
  // A port named in passing ("Greetings from Hamburg") is no order: a draft needs three fields at least.
  // A unit's draft depends on its text alone: a repeated unit is read once and its draft moved (issue 22).
  const seen = new Map<string, MailDraft>();
  const drafts: MailDraft[] = [];
  for (const unit of segmentUnits(masked)) {
    const unitText = masked.slice(unit.start, unit.end);
    let draft = seen.get(unitText);
    if (!draft) {
      draft = buildDraft(unitText, { start: 0, end: unitText.length }, options.mailDate);
      seen.set(unitText, draft);
    }
    if (Object.values(draft.fields).filter((f) => f.value !== null).length >= 3)
      drafts.push(moveDraft(draft, unit.start));
  }
  return { mailDate: options.mailDate, drafts, ignored };
}
