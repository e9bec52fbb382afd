import type { Cell, RowHints } from './table';
import type { DraftField, MailDraft } from './types';

/** "dito", "do.", "same", '"', "〃", "同上": a cell that repeats the one above it. */
const DITTO = /^[ \t]*(?:dito|ditto|do\.|same|"|″|〃|同上)[ \t]*$/i;

export const isDitto = (text: string) => DITTO.test(text);

/** What a row's ditto cells stand for: the hint keys whose cells say "as above". */
export type Ditto = 'origin' | 'destination' | 'departure' | 'arrival' | 'rate' | 'teu' | 'capacity';
const DITTO_KEYS: Ditto[] = ['origin', 'destination', 'departure', 'arrival', 'rate', 'teu', 'capacity'];

/** Takes the ditto cells off a row's hints and says which they were. */
export function takeDittos(hints: RowHints): Ditto[] {
  const same: Ditto[] = [];
  for (const key of DITTO_KEYS) {
    const c: Cell | undefined = hints[key];
    if (c && DITTO.test(c.text)) {
      same.push(key);
      hints[key] = undefined;
    }
  }
  return same;
}

const FIELDS: Record<Ditto, { availability: string[]; cargo_request: string[] }> = {
  origin: { availability: ['originPort'], cargo_request: ['originPort'] },
  destination: { availability: ['destinationPort'], cargo_request: ['destinationPort'] },
  departure: { availability: ['departureDate'], cargo_request: ['earliestDate', 'latestDate'] },
  arrival: { availability: ['arrivalDate'], cargo_request: ['latestDate'] },
  rate: { availability: ['price', 'priceBasis'], cargo_request: ['budget', 'priceBasis'] },
  teu: { availability: ['availableTEU'], cargo_request: ['requestedTEU'] },
  capacity: { availability: ['vesselCapacityTEU'], cargo_request: [] },
};

/** A row's ditto cells take the fields of the row above ("KIELER BUCHT | 300 | 90 | dito | 23.03."). */
export function fillDittos(
  draft: MailDraft,
  above: MailDraft | undefined,
  same: Ditto[] | undefined,
): MailDraft {
  if (!same?.length || !above || above.kind !== draft.kind) return draft;
  const target = draft.fields as Record<string, DraftField<unknown>>;
  const source = above.fields as Record<string, DraftField<unknown>>;
  for (const key of same)
    for (const f of FIELDS[key][draft.kind])
      if (target[f] && target[f].value === null && source[f]?.value != null) target[f] = source[f];
  draft.missing = draft.missing.filter((k) => target[k]?.value === null);
  return draft;
}
