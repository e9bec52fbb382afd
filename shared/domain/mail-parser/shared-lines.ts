import { splitLines } from './clean';
import { field } from './context';
import { findPorts } from './find-ports';
import { findPrices } from './find-prices';
import type { DraftCargoType, DraftField, MailDraft, Money, PriceBasis } from './types';
import { lineAt } from './vessel-patterns';

/**
 * A line that speaks for every position above it ("Both at EUR 110 per TEU.", "Alle zu EUR 95/TEU", "均为每TEU
 * 150美元", "Shipper's idea USD 1,250 per box for both."): its price goes to each position or order before it that
 * states none (issue 26). The segmenter reads it with the last one only, since it names no ship or port of its own.
 */
const SHARED =
  /^\s*(?:(?:rate|rates|rate idea|idea|rate ideas|raten?|preis|fracht)[:：]?\s{1,3})?(?:both|all(?: ships| vessels| units)?|each|beide|alle|jeweils|两条船|两船|均|都)(?![\p{L}])|^\s*以上[^\n\d]{0,6}(?:均|都)/iu;

// "USD 60 per teu both.", "USD 1,250 per box for both.": said of both at the line's end; "Rate USD 180 per TEU for
// all three sailings, THC …": said of all of them anywhere in the line.
const SHARED_END =
  /\b(?:both|beide|for all)[ \t.!]{0,3}$|\bfor[ \t]+(?:all|both)(?:[ \t]+(?:two|three|four|five|six|\d))?[ \t]+(?:sailings|ships|vessels|positions|units|lots|orders|cargoes)\b|(?:两|二)(?:条)?船(?:相同|一样|同价)/iu;

const SHARED_SENTENCE = /(?<=[.;!][ \t]{1,3})(?:all|both|alle|beide)[ \t]{1,3}(?:at|@|for|zu|für|je)\b/i;

export function applySharedLines(masked: string, drafts: MailDraft[]): MailDraft[] {
  if (drafts.length < 2) return drafts;
  for (const line of splitLines(masked)) {
    // A long line only for a sentence said of all the positions in it (below).
    if (line.text.length > 600) continue;
    const inLine = SHARED_SENTENCE.exec(line.text);
    if (line.text.length > 200 && !inLine) continue;
    const quotes = findPrices(line.text);
    const quote = quotes[0];
    if (!quote) continue;
    const around = (d: MailDraft) => d.span.start <= line.start && d.span.end >= line.end;
    const items = drafts.filter((d) => !(around(d) && !quantity(d)));
    const above = items.filter((d) => d.span.end <= line.start);
    const below = items.filter((d) => d.span.start >= line.end);
    // "Rate: EUR 160 je TEU" right under a list, or "folgende Abfahrten, Rate jeweils EUR 150/TEU:" right over it
    // (a table's header may stand between), where no item states a price: one price for every item.
    // ("其余请报价", "for the rest please offer": a price said of some, not all.)
    const alone =
      quotes.length === 1 && !items.some(priced) && !items.some(around) && !SOME_OF_THEM.test(line.text);
    // "…; STORMVOGEL opn Moerdijk Wed 05/11 for Tilbury, 220 teu. All at EUR 95/teu bss fio.": said in the line
    // of the positions, of all of them before it.
    // "运价：USD 310/TEU。" on a line of its own under a list, read with its last item: every item's rate, where the
    // last item's own price is this line's and no earlier item states one.
    const last = drafts.at(-1);
    const lastPrice =
      last && (last.kind === 'availability' ? last.fields.price.span : last.fields.budget.span);
    const tailOfList =
      RATE_LINE.test(line.text) &&
      quotes.length === 1 &&
      last !== undefined &&
      around(last) &&
      lineAt(masked, last.span.start) !== line.text &&
      lastPrice !== null &&
      lastPrice !== undefined &&
      lastPrice.start >= line.start &&
      lastPrice.end <= line.end &&
      drafts.length >= 2 &&
      drafts.slice(0, -1).every((d) => !priced(d) && d.kind === last.kind);
    const targets = tailOfList
      ? drafts.slice(0, -1)
      : SHARED.test(line.text) || SHARED_END.test(line.text)
        ? drafts.filter((d) => d.span.start < line.start)
        : inLine && quotes[0].start > inLine.index
          ? drafts.filter((d) => d.span.start < line.start + inLine.index)
          : alone &&
              above.length >= 2 &&
              nextTo(masked, above.at(-1)?.span.end, line.start, RATE_LINE.test(line.text) ? 2 : 0)
            ? above
            : alone && below.length >= 2 && !above.length && nextTo(masked, line.end, below[0].span.start, 1)
              ? below
              : [];
    // The positions above it, or the orders ("Shipper's idea USD 1,250 per box for both.").
    let shared = 0;
    for (const d of targets) {
      const key = d.kind === 'availability' ? 'price' : 'budget';
      const f = d.fields as Record<string, DraftField<unknown>>;
      if (f[key].value !== null) continue;
      f[key] = field<Money>(quote.value, quote, 0.7, line.start);
      f.priceBasis = field<PriceBasis>(quote.basis, quote, 0.7, line.start);
      d.missing = d.missing.filter((k) => k !== key && k !== 'priceBasis');
      shared++;
    }
    // The text around a list, read as a draft of its own only for this line's price, is none when the price went to
    // the list's items.
    if (shared >= 2) drafts = drafts.filter((d) => !(around(d) && !quantity(d)));
  }
  return drafts;
}

// "Rate: EUR 310 per TEU all-in FAK" under a schedule and its cut-off line, "Rate EUR 340 per TEU, transit 3 days": the
// rate of every sailing in it.
const RATE_LINE = /^\s*(?:(?:rates?|freight|fracht|raten?)\b|运价|价格)\s*[:：]?/i;
const SOME_OF_THEM = /\b(?:the rest|others|remaining|übrigen|restlichen)\b|其余|其他|其它/i;

/** Whether only blank lines (and at most `lines` others, such as a table's header) stand between two offsets. */
const nextTo = (masked: string, from: number | undefined, to: number | undefined, lines = 0) =>
  from !== undefined &&
  to !== undefined &&
  from <= to &&
  masked
    .slice(from, to)
    .split('\n')
    .slice(1, -1)
    .filter((l) => l.trim()).length <= lines;
const priced = (d: MailDraft) =>
  (d.kind === 'availability' ? d.fields.price.value : d.fields.budget.value) !== null;
/** An order read from a line of rates alone: ports and an amount, no quantity, day or kind of cargo. */
export const ratesOnly = (d: MailDraft) =>
  d.kind === 'cargo_request' &&
  !quantity(d) &&
  !d.fields.earliestDate.value &&
  !d.fields.latestDate.value &&
  !d.fields.cargoType.value;
export const quantity = (d: MailDraft) =>
  d.kind === 'availability'
    ? d.fields.vesselName.value !== null || d.fields.availableTEU.value !== null
    : d.fields.requestedTEU.value !== null;

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
    // "Ende Januar hätten wir: die „Emsland“ ab Emden …, und die „Dollart“ ab Delfzijl …": a day said before the first
    // ship's name is the second's too.
    const day = target.departureDate;
    const name = target.vesselName;
    if (source.departureDate.value === null && day.span && name.span && day.span.end <= name.span.start)
      source.departureDate = day;
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

// "Pls quote the below, all dry vans (GP), FIO:", "alle als Stückgut", "均为普货": a line above a list of orders that
// states the cargo type of all of them.
const ALL_GENERAL =
  /\b(?:all|alle|sämtliche)\b[^\n]{0,30}?(?:\b(?:dry(?:[ \t]vans?)?|general cargo|FAK|Stückgut|trocken\w*)\b|\b(?:GP|DV|DC)\b)|(?:均为|都是|全部为?)[^\n]{0,6}?(?:普货|干箱|普柜)/i;

/** What a line above several orders says of all of them: their cargo type, where an order states none. */
export function applySharedCargoType(masked: string, drafts: MailDraft[]): MailDraft[] {
  const orders = drafts.filter((d) => d.kind === 'cargo_request');
  if (orders.length < 2) return drafts;
  for (const line of splitLines(masked)) {
    if (line.end > orders[1].span.start) break;
    if (line.text.length > 200) continue;
    const m = ALL_GENERAL.exec(line.text);
    if (!m) continue;
    for (const d of orders) {
      if (d.kind !== 'cargo_request' || d.fields.cargoType.value !== null || d.span.end < line.end) continue;
      d.fields.cargoType = field<DraftCargoType>(
        'general',
        { start: m.index, end: m.index + m[0].length },
        0.7,
        line.start,
      );
      d.missing = d.missing.filter((k) => k !== 'cargoType');
    }
  }
  return drafts;
}

// "kindly quote for the following, both ex Valencia:", "alle ab Hamburg:", "均从宁波出运": the origin of every order or
// position under the line that names none.
const ALL_FROM =
  /\b(?:both|all|each|beide|alle|jeweils)\b[^\n]{0,24}?\b(?:ex|from|ab|von)[ \t]{1,3}(?=\p{L})|(?:均|都)(?:从|由|自)/iu;

const INTRO_FROM = /\b(?:ex|from|ab)[ \t]{1,3}(?=\p{Lu})/u;

export function applySharedOrigin(masked: string, drafts: MailDraft[]): MailDraft[] {
  if (drafts.length < 2) return drafts;
  for (const line of splitLines(masked)) {
    if (line.end > drafts[1].span.start) break;
    if (line.text.length > 200) continue;
    // "please find our feeder sailings ex Valencia for your transshipment boxes:" over a table: the line that
    // introduces the list.
    const m =
      ALL_FROM.exec(line.text) ?? (/[:：][ \t]*$/.test(line.text) ? INTRO_FROM.exec(line.text) : null);
    if (!m) continue;
    const ports = findPorts(line.text);
    const port = ports.find((p) => p.start >= m.index + m[0].length);
    if (!port) continue;
    // "… free slots ex Felixstowe to Gothenburg:", "ex Waterford (Belview) to Rotterdam:": and where they go.
    const to = ports.find(
      (p) =>
        p.start > port.end &&
        /^[ \t]*(?:\([^()\n]{1,24}\)[ \t]*)?(?:to|nach|→|->|[-–])[ \t]*$/i.test(
          line.text.slice(port.end, p.start),
        ),
    );
    for (const d of drafts) {
      if (d.span.end < line.end) continue;
      if (d.fields.originPort.value === null)
        d.fields.originPort = field(port.codes[0], port, 0.7, line.start);
      if (to && d.fields.destinationPort.value === null)
        d.fields.destinationPort = field(to.codes[0], to, 0.7, line.start);
      d.missing = d.missing.filter((k) => k !== 'originPort' && (!to || k !== 'destinationPort'));
    }
  }
  return drafts;
}
