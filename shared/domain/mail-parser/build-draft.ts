import { boxesFromCells, findCommodity, readBoxMix } from './box-mix';
import { findCargoType, findDangerousGoods } from './cargo-type';
import { cnValue, withArabicCounts } from './cjk-counts';
import { field, missing } from './context';
import { availabilityDates, cargoDates, dateSpan } from './draft-dates';
import { kindOf } from './draft-kind';
import { boxesTeu, type Found, findBoxes, findTeu } from './find-amounts';
import { chooseTeu, findPlugs } from './find-capacity';
import { findDates } from './find-dates';
import { findPorts, isPortWord } from './find-ports';
import { findBarePrices, findPrices } from './find-prices';
import { saidOfThePast, turnedDown, withoutRestated } from './past';
import { assignPortRoles, notOnRoute, type PortGroup } from './port-roles';
import type { Cell, RowHints } from './table';
import type { AvailabilityDraft, CargoDraft, DraftField, MailDraft, Money, PriceBasis, Span } from './types';
import { findVesselName, TAKEN } from './vessel-name';

// "might suit the Kotka cargo we discussed", "could fit your Barcelona boxes", "für eure Danzig-Ladung" over a position: a port naming a cargo, not the
// ship's route.
const THE_BEFORE = /\b(?:the|your|our|die|der|eure|ihre|unsere)[ \t]{1,2}$/i;
const CARGO_AFTER =
  /^(?:[ \t]{1,2}|-)(?:cargo|shipment|booking|ladung|sendung|boxes|containers|cntrs|lot)\b/i;
// "Vessel: TBN" in an order: no ship is named yet.
const NO_SHIP_YET = /^(tbn|tba|tbc|n\/?a|any|none|to be nominated|to be advised|待定|未定)$/i;

const isPort = isPortWord;
const RATE_LABEL = /(?:\b(?:rate|price|freight|fracht|preis|rate idea)|运价|价格)[ \t]{0,2}[:：][ \t]{0,3}$/i;

/** A capacity choice read in a rewritten text, its spans put back into the mail's. */
function spansInMail<C extends { chosen: Span | null | undefined; capacity: Span | null | undefined }>(
  c: C,
  inMail: <T extends Span>(f: T) => T,
): C {
  return { ...c, chosen: c.chosen && inMail(c.chosen), capacity: c.capacity && inMail(c.capacity) };
}

export type Roles = { origin: PortGroup | null; destination: PortGroup | null; groups: PortGroup[] };

function resolveRoles(groups: PortGroup[], kind: MailDraft['kind']): Roles {
  // The surest origin first ("在汉堡空出" over "在鹿特丹"), then the first named.
  let origin: PortGroup | null =
    groups
      .filter((g) => g.role === 'origin')
      .sort((a, b) => b.confidence - a.confidence || a.start - b.start)[0] ?? null;
  // A position's "ETA Hamburg 3rd, open there": the first call named after ETA is where it opens.
  // Not where she arrives as the destination named ("next Antwerp …, ETA Antwerp 20/12").
  if (!origin && kind === 'availability')
    origin =
      groups.find(
        (g) => g.eta && !g.role && !groups.some((d) => d.role === 'destination' && d.codes[0] === g.codes[0]),
      ) ?? null;
  const differs = (g: PortGroup) => !origin || g.codes[0] !== origin.codes[0];
  let destination = groups.find((g) => g.role === 'destination' && differs(g)) ?? null;
  const free = groups.filter((g) => g !== origin && g !== destination && !g.role && differs(g));
  if (!origin) {
    const first = free.find((g) => !destination || g.start < destination.start) ?? null;
    if (first) {
      origin = { ...first, confidence: 0.6 };
      free.splice(free.indexOf(first), 1);
    }
  }
  if (!destination) {
    // The next port after the origin; else any other ("HAM ETA 12/12 - GDY ETA 15/12 … Space ex HAM").
    const other = (g: PortGroup) => g.codes[0] !== origin?.codes[0];
    const next = free.find((g) => (!origin || g.start > origin.start) && other(g)) ?? free.find(other);
    if (next) destination = { ...next, confidence: 0.5 };
  }
  return { origin, destination, groups };
}

const portField = (g: PortGroup | null, offset: number) =>
  g ? field(g.codes[0], { start: g.start, end: g.end }, g.confidence || 0.7, offset) : missing<string>();
const altField = (g: PortGroup | null, offset: number): DraftField<string[]> =>
  g && g.codes.length > 1 ? field(g.codes.slice(1), { start: g.start, end: g.end }, 0.8, offset) : missing();

/**
 * One position or order names a handful of ports, dates and box lines; a unit naming more than this many is a
 * table the segmenter could not cut or an attack, and only its first ones are weighed, which keeps the pairing
 * of dates with ports (nearest on the line) from growing with the square of the text (issue 22).
 */
const MAX_MENTIONS = 64;
const first = <T>(items: T[]) => (items.length > MAX_MENTIONS ? items.slice(0, MAX_MENTIONS) : items);

// "一百五十" in a free column: a figure in Chinese numerals.
const cellNumber = (c: Cell | undefined): Found<number> | null => {
  const m = c && /\d{1,3}(?:[,.']\d{3})+|\d{1,5}|[一二两三四五六七八九十百千]{1,8}/.exec(c.text);
  return m && c
    ? {
        value: /\d/.test(m[0]) ? Number(m[0].replace(/[,.']/g, '')) : cnValue(m[0]),
        start: c.start + m.index,
        end: c.start + m.index + m[0].length,
      }
    : null;
};

/** A TEU cell holding both figures ("698/250" under "TEU (nom/free)"): the smaller is the free one. */
function cellPair(c: Cell | undefined) {
  const m = c && /^\s*(\d{2,5})\s{0,2}\/\s{0,2}(\d{2,5})\s*$/.exec(c.text);
  if (!m || !c) return null;
  const at = (i: number) => {
    const from = c.start + (i === 1 ? c.text.indexOf(m[1]) : c.text.lastIndexOf(m[2]));
    return { value: +m[i], start: from, end: from + m[i].length };
  };
  const [a, b] = [at(1), at(2)];
  return a.value >= b.value ? { nominal: a, free: b } : { nominal: b, free: a };
}

const PLUS = /^\s{0,3}(?:\+|and|und|plus|&)\s{0,3}$/i;

/** A table's vessel cell, without the "MV"/"MS" in front ("MV AEGEAN STAR", "MS Amrum"). */
function cellName(c: Cell) {
  // "MV NORDIC STAR", "【远洋之春】", "「DONG FANG 6」", "明珠轮", "HAN JIANG 号": the marker, brackets or 轮/号 are no
  // part of the name.
  // "【HAI HONG 6】海鸿6": a Latin name in brackets before its Chinese one is the name.
  const lead = /^(?:(?:MV|M\/V|MS|M\/S|MT)\.?\s+|[【「『“"]\s*)/i.exec(c.text)?.[0].length ?? 0;
  const trail =
    /(?:\s*[】」』”"]|(?<=[\p{L}\p{N}])\s{0,2}[轮號号]|(?<=^[【「『][^】」』\n]{1,30})[】」』][ \t]{0,2}[\p{Script=Han}\d]{1,12})$/u.exec(
      c.text,
    )?.[0].length ?? 0;
  const value = c.text.slice(lead, c.text.length - trail);
  return { value, start: c.start + lead, end: c.start + lead + value.length, confidence: 0.8 };
}

type Quote = Found<Money> & { basis: PriceBasis | null };

// A mail stating how its rates are meant ("rates per teu", "Raten pro TEU", "运价每TEU").
const RATES_PER_TEU =
  /\b(?:rates?|raten?|preise?|prices?|all)\b[^\n.]{0,12}\b(?:per|pro|je|\/)\s{0,3}teu\b|运价.{0,4}每\s{0,3}teu/i;
// "Bitte Rate pro Tank angeben – Richtwert USD 1.250", "rates per box": an order's amount is per box.
const RATES_PER_BOX =
  /\b(?:rates?|raten?|preise?|prices?)\b[^\n.]{0,12}\b(?:per|pro|je)\s{0,3}(?:box|container|tank|unit|einheit|cntr)\b|运价.{0,4}每\s{0,3}[箱柜]/i;
// "EUR 9.500 gesamt", "USD 5,000 total"
const LUMP_AFTER = /^[\s,]{0,3}(?:gesamt|insgesamt|total|in total|all[-\s]?in|总计|合计)/i;
const LUMP_WORDS =
  /\b(total|gesamt|insgesamt|all[-\s]?in|in total|für alles|for all)\b|总价|合计|总计|一共|总共|一口价/i;

/**
 * "vessel;…;rate_usd_teu" over "…;120": a bare figure in a rate column whose header (or a currency column) names
 * the currency, per TEU unless a basis column says otherwise.
 */
function headerRate(hints?: RowHints): Quote | null {
  const c = hints?.rate;
  if (!c || !hints?.rateCurrency || !/^\d{2,5}(?:[.,]\d{1,2})?$/.test(c.text)) return null;
  const amount = Number(c.text.replace(',', '.'));
  const basis = hints.rateBasis ?? 'per_teu';
  return { value: { amount, currency: hints.rateCurrency }, start: c.start, end: c.end, basis };
}

/**
 * An amount without a basis: in a position a freight rate, per TEU as the trade quotes (and as a note such as
 * "rates per teu" says); in an order per box when the mail asks for a rate per box, a lump sum when
 * "total"/"gesamt"/"总价"/"一口价" stands before it, else the amount alone.
 */
function barePrice(text: string, kind: MailDraft['kind']): Quote | null {
  const p = findBarePrices(text).find((q) => !turnedDown(text, q));
  if (!p) return null;
  if (kind === 'availability' || RATES_PER_TEU.test(text)) return { ...p, basis: 'per_teu' };
  if (RATES_PER_BOX.test(text)) return { ...p, basis: 'per_box' };
  const before = text.slice(Math.max(0, p.start - 24), p.start);
  const after = text.slice(p.end, p.end + 12);
  return { ...p, basis: LUMP_WORDS.test(before) || LUMP_AFTER.test(after) ? 'lump_sum' : null };
}

/**
 * The draft of one unit. `hints` (relative to the unit) come from a table's header: they name the vessel and
 * TEU cells, and which cells hold the origin and destination.
 */
export function buildDraft(masked: string, unit: Span, mailDate: string, hints?: RowHints): MailDraft {
  const text = masked.slice(unit.start, unit.end);
  const off = unit.start;
  const fromCells =
    hints?.count && hints.equipment ? boxesFromCells(hints.count, hints.equipment, hints.weight) : null;
  const boxes =
    fromCells?.boxes ??
    withoutRestated(
      text,
      first(findBoxes(text)).filter((b) => !saidOfThePast(text, b.start)),
    );
  const name = hints?.vessel ? cellName(hints.vessel) : findVesselName(text, isPort);
  // A placeholder ("MV TBN") is kept as written, but does not make an order a position.
  const placeholder = Boolean(name && NO_SHIP_YET.test(name.value.trim()));
  const kind =
    hints?.kind ??
    kindOf(
      text,
      boxes.length,
      // A loose name (below 0.6: no MV/MS, read from the words around it) does not make an order a position; one
      // after a marker in lower case ("ms nordlicht öffnet …", which the marker pattern's capital does not see) does.
      // A ship the text says is taken or passed on, over box lines ("QI LIN 这次就不订了", then a new cargo), makes no
      // position.
      Boolean(
        name &&
          !placeholder &&
          name.confidence >= 0.6 &&
          !(boxes.length && TAKEN.test(text.slice(name.end, name.end + 60).replace(/^[ \t]*轮/, ''))),
      ),
      placeholder,
    );
  // A port inside the ship's name ("SASSNITZ EXPRESS", "WAPPEN VON HAMBURG") is no port of the route.
  // "open Zeebrugge 06/12 (not Antwerp)": a port corrected away is no port of the route.
  const ports = findPorts(text).filter(
    (p) =>
      (!name || p.end <= name.start || p.start >= name.end) &&
      !notOnRoute(text, p) &&
      !(
        kind === 'availability' &&
        THE_BEFORE.test(text.slice(Math.max(0, p.start - 8), p.start)) &&
        CARGO_AFTER.test(text.slice(p.end, p.end + 14))
      ),
  );
  const groups = assignPortRoles(text, first(ports));
  if (hints?.origin || hints?.destination)
    for (const g of groups) {
      const inCell = (c?: Cell) => c && g.start >= c.start && g.end <= c.end;
      if (inCell(hints.origin)) Object.assign(g, { role: 'origin', confidence: 0.8 });
      else if (inCell(hints.destination)) Object.assign(g, { role: 'destination', confidence: 0.8 });
    }
  const roles = resolveRoles(groups, kind);
  const dates = first(findDates(text, mailDate));
  // A price turned down or of the past is not the one on offer ("Ihr Gebot von EUR 120 … EUR 135,- pro TEU").
  const found = findPrices(text);
  const quotes = found.filter((q) => !turnedDown(text, q));
  // "您还价 USD 120/TEU 无法接受 … 运价：USD 138/TEU": a price under its label is the one quoted, not a counter-offer.
  const labelled = quotes.find((q) => RATE_LABEL.test(text.slice(Math.max(0, q.start - 12), q.start)));
  const quote: Quote | null = labelled ?? quotes[0] ?? barePrice(text, kind) ?? headerRate(hints);
  const price = quote ? field(quote.value, quote, quote.basis ? 0.9 : 0.6, off) : missing<never>();
  const priceBasis = quote?.basis ? field(quote.basis, quote, 0.7, off) : missing<never>();
  const missingOf = (fields: Record<string, DraftField<unknown>>) =>
    Object.entries(fields)
      .filter(([, f]) => f.value === null)
      .map(([k]) => k);

  if (kind === 'availability') {
    const outsideBoxes = (t: Found<number>) => !boxes.some((b) => b.start <= t.start && t.start < b.end);
    // "剩余舱位约一百五十TEU": counts in Chinese numerals read as digits.
    const cjk = /[十百千]/.test(text) ? withArabicCounts(text) : null;
    const counted = cjk?.text ?? text;
    const inMail = <T extends Span>(f: T): T =>
      cjk ? { ...f, start: cjk.original(f.start), end: cjk.original(f.end) } : f;
    const teu = first(findTeu(counted)).filter((t) => outsideBoxes(inMail(t)));
    const hinted = cellNumber(hints?.teu);
    const pair = cellPair(hints?.teu);
    const { chosen, free, capacity } = pair
      ? { chosen: pair.free, free: true, capacity: pair.nominal }
      : hinted
        ? { chosen: hinted, free: Boolean(hints?.capacity), capacity: cellNumber(hints?.capacity) }
        : spansInMail(chooseTeu(counted, teu), inMail);
    const plugs = findPlugs(text)[0];
    // "ETA 16/10 ETD 17/10" in one cell: the day after ETD is when she sails.
    const inCell = (c?: Cell, sails = false) => {
      const within = c ? dates.filter((d) => d.start >= c.start && d.end <= c.end) : [];
      const etd = sails
        ? within.find((d) => /\b(?:etd|dep|ab)[\s:.]*$/i.test(text.slice(Math.max(0, d.start - 8), d.start)))
        : undefined;
      return etd ?? within[0];
    };
    const read = availabilityDates(text, dates, roles);
    const departure = hints?.departure ? (inCell(hints.departure, true) ?? null) : read.departure;
    const arrival = hints?.arrival ? (inCell(hints.arrival) ?? null) : read.arrival;
    const fields: AvailabilityDraft['fields'] = {
      vesselName: name ? field(name.value, name, name.confidence, off) : missing(),
      originPort: portField(roles.origin, off),
      destinationPort: portField(roles.destination, off),
      destinationAlternatives: altField(roles.destination, off),
      departureDate: departure ? field(departure.from, dateSpan(departure), 0.8, off) : missing(),
      arrivalDate: arrival ? field(arrival.from, dateSpan(arrival), 0.8, off) : missing(),
      availableTEU: chosen ? field(chosen.value, chosen, free ? 0.9 : 0.6, off) : missing(),
      vesselCapacityTEU: capacity ? field(capacity.value, capacity, 0.7, off) : missing(),
      reeferPlugs: plugs ? field(plugs.value, plugs, 0.9, off) : missing(),
      price,
      priceBasis,
    };
    return { kind, span: unit, fields, missing: missingOf(fields) };
  }

  const teu = first(findTeu(text));
  const boxSpan = boxes.length ? { start: boxes[0].start, end: boxes[boxes.length - 1].end } : null;
  // "20 FEU + 10 TEU": a TEU figure added to the box lines counts with them.
  const added = teu.filter((t) =>
    boxes.some(
      (b) =>
        (b.end <= t.start && PLUS.test(text.slice(b.end, t.start))) ||
        (t.end <= b.start && PLUS.test(text.slice(t.end, b.start))),
    ),
  );
  const requested = boxSpan
    ? field(boxesTeu(boxes.map((b) => b.value)) + added.reduce((n, t) => n + t.value, 0), boxSpan, 0.9, off)
    : teu[0]
      ? field(teu[0].value, teu[0], 0.8, off)
      : missing<number>();
  const mix = fromCells?.mix ?? readBoxMix(text, boxes);
  const type = findCargoType(text, boxes, mix.kinds);
  const dg = findDangerousGoods(text);
  const cargoType = dg && type?.value !== 'dangerous' ? { value: 'dangerous' as const, span: dg.span } : type;
  const { earliest, latest } = cargoDates(text, dates);
  const commodity = findCommodity(text);
  const fields: CargoDraft['fields'] = {
    originPort: portField(roles.origin, off),
    destinationPort: portField(roles.destination, off),
    alternativeOrigins: altField(roles.origin, off),
    alternativeDestinations: altField(roles.destination, off),
    requestedTEU: requested,
    boxes: boxSpan
      ? field(
          boxes.map((b) => b.value),
          boxSpan,
          0.9,
          off,
        )
      : missing(),
    boxMix: boxSpan ? field(mix.lines, boxSpan, 0.8, off) : missing(),
    commodity: commodity ? field(commodity.value, commodity, 0.7, off) : missing(),
    cargoType: cargoType ? field(cargoType.value, cargoType.span, 0.9, off) : missing(),
    dangerousGoods: dg && cargoType?.value === 'dangerous' ? field(dg.value, dg.span, 0.9, off) : missing(),
    earliestDate: earliest ? field(earliest.date, earliest.span, earliest.confidence, off) : missing(),
    latestDate: latest ? field(latest.date, latest.span, latest.confidence, off) : missing(),
    budget: price,
    priceBasis,
  };
  return { kind, span: unit, fields, missing: missingOf(fields) };
}
