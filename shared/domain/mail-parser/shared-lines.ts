import { splitLines } from './clean';
import { field } from './context';
import { findPrices } from './find-amounts';
import type { DraftField, MailDraft, Money, PriceBasis } from './types';

/**
 * A line that speaks for every position above it ("Both at EUR 110 per TEU.", "Alle zu EUR 95/TEU", "均为每TEU
 * 150美元"): its price goes to each availability before it that states none (issue 26). The segmenter reads it
 * with the last position only, since it names no ship or port of its own.
 */
const SHARED =
  /^\s*(?:both|all(?: ships| vessels| units)?|each|beide|alle|jeweils|两条船|两船|均|都)(?![\p{L}])/iu;

export function applySharedLines(masked: string, drafts: MailDraft[]): MailDraft[] {
  const positions = drafts.filter((d) => d.kind === 'availability');
  if (positions.length < 2) return drafts;
  for (const line of splitLines(masked)) {
    if (line.text.length > 200 || !SHARED.test(line.text)) continue;
    const quote = findPrices(line.text)[0];
    if (!quote) continue;
    for (const d of positions) {
      if (d.span.start >= line.start) continue;
      const f = d.fields as Record<string, DraftField<unknown>>;
      if (f.price.value !== null) continue;
      f.price = field<Money>(quote.value, quote, 0.7, line.start);
      f.priceBasis = field<PriceBasis>(quote.basis, quote, 0.7, line.start);
      d.missing = d.missing.filter((k) => k !== 'price' && k !== 'priceBasis');
    }
  }
  return drafts;
}
