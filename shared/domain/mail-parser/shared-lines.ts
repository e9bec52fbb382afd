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
  /^\s*(?:(?:rate|rates|rate idea|idea|rate ideas|raten?|preis|fracht)\s{1,3})?(?:both|all(?: ships| vessels| units)?|each|beide|alle|jeweils|两条船|两船|均|都)(?![\p{L}])/iu;

// "USD 60 per teu both.": said of both at the line's end.
const SHARED_END = /\b(?:both|beide|for all)[ \t.!]{0,3}$/iu;

export function applySharedLines(masked: string, drafts: MailDraft[]): MailDraft[] {
  const positions = drafts.filter((d) => d.kind === 'availability');
  if (positions.length < 2) return drafts;
  for (const line of splitLines(masked)) {
    if (line.text.length > 200 || !(SHARED.test(line.text) || SHARED_END.test(line.text))) continue;
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

// "both", "beide", "jeweils", 均: what follows is said of the ship before too; "USD 120/teu each": that price.
const BOTH_SHIPS = /\b(?:both|each|beide|jeweils|ebenfalls)\b|均|都/giu;
const EACH_PRICE = /\b(?:each|jeweils|apiece)\b|均为/iu;
const SHARED_FIELDS = ['destinationPort', 'availableTEU', 'price', 'priceBasis'] as const;
const firstBoth = (text: string) => {
  BOTH_SHIPS.lastIndex = 0;
  return BOTH_SHIPS.exec(text)?.index ?? -1;
};

/**
 * Two ships cut from one line or sentence ("FREYA open Rostock 12/10 for Riga, VEGA open Lübeck 14/10 for Kotka,
 * both 360 teu intake", "HELGA ab Kiel 27.11., 150 frei; GRETA ab Kiel 30.11., 220 frei – beide Richtung
 * Klaipėda"): what the second says after "both"/"beide"/均 (and a price said "each") is the first's too, where
 * the first states none.
 */
export function applySharedTail(masked: string, drafts: MailDraft[]): MailDraft[] {
  for (let i = 1; i < drafts.length; i++) {
    const [prev, next] = [drafts[i - 1], drafts[i]];
    if (prev.kind !== 'availability' || next.kind !== 'availability') continue;
    if (next.span.start < prev.span.end || masked.slice(prev.span.end - 1, next.span.start).includes('\n'))
      continue;
    const text = masked.slice(next.span.start, next.span.end);
    const source = next.fields as Record<string, DraftField<unknown>>;
    const target = prev.fields as Record<string, DraftField<unknown>>;
    const both = firstBoth(text);
    if (both >= 0)
      for (const key of SHARED_FIELDS) {
        const f = source[key];
        if (f.value === null || target[key].value !== null || !f.span) continue;
        const priced = (key === 'price' || key === 'priceBasis') && EACH_PRICE.test(text);
        if (f.span.start >= next.span.start + both || priced) target[key] = f;
      }
    // "ARCTIC FOX轮和ARCTIC OWL轮均于下周在奥胡斯空船：ARCTIC FOX …；ARCTIC OWL …": where both open, said before.
    const before = firstBoth(masked.slice(prev.span.start, prev.span.end));
    const origin = target.originPort;
    if (
      before >= 0 &&
      source.originPort.value === null &&
      origin.span &&
      origin.span.start > prev.span.start + before
    )
      source.originPort = origin;
    prev.missing = prev.missing.filter((k) => target[k]?.value === null);
    next.missing = next.missing.filter((k) => source[k]?.value === null);
  }
  return drafts;
}

// "same laycan", "gleicher Ladezeitraum", "同上": the dates of the order before.
const SAME_DATES =
  /\bsame\s+(?:laycan|dates?|window|loading|period)\b|\bgleiche[nrm]?\s+(?:ladezeit\w*|zeitraum|termine?|laycan)\b|\bdito\b|同上|时间相同|装期相同/i;
// "… and 3x20DV Hamburg-Tallinn, both ready 14/12": a date said of both orders of one sentence.
const BOTH = /\b(both|beide|jeweils|all)\b|均|都/i;

/**
 * Orders that share their dates (issue 26): one saying "same laycan" takes the dates of the order before it;
 * a date introduced by "both"/"beide"/"均" on the line an order was cut from is also the earlier order's.
 */
export function applySharedDates(masked: string, drafts: MailDraft[]): MailDraft[] {
  const orders = drafts.filter((d) => d.kind === 'cargo_request');
  for (let i = 1; i < orders.length; i++) {
    const before = orders[i - 1].fields;
    const order = orders[i].fields;
    if (
      order.earliestDate.value === null &&
      SAME_DATES.test(masked.slice(orders[i].span.start, orders[i].span.end))
    ) {
      order.earliestDate = before.earliestDate;
      order.latestDate = before.latestDate;
    }
    const at = order.earliestDate.span?.start;
    if (before.earliestDate.value === null && at !== undefined && at > orders[i - 1].span.end) {
      const between = masked.slice(orders[i - 1].span.end, at);
      if (!between.includes('\n') && BOTH.test(between)) {
        before.earliestDate = order.earliestDate;
        before.latestDate = order.latestDate;
      }
    }
  }
  for (const d of orders)
    d.missing = Object.entries(d.fields)
      .filter(([, f]) => f.value === null)
      .map(([k]) => k);
  return drafts;
}
