import { findCommodity, readBoxMix } from './box-mix';
import { findCargoType, findDangerousGoods } from './cargo-type';
import { allMatches, clauseAfter, clauseBefore, field, missing, sameLine } from './context';
import { boxesTeu, type Found, findBoxes, findPlugs, findPrices, findTeu } from './find-amounts';
import { chooseTeu } from './find-capacity';
import { type DateMention, findDates } from './find-dates';
import { findPorts } from './find-ports';
import { assignPortRoles, type PortGroup } from './port-roles';
import { VESSEL_MARKER } from './segment';
import type { Cell, RowHints } from './table';
import type { AvailabilityDraft, CargoDraft, DraftField, MailDraft, Span } from './types';
import { findVesselName } from './vessel-name';

const AVAILABILITY_WORDS =
  /\b(open(s|ing)?|opn|offen|position|positions|tonnage|free|frei|available|avail|plugs?|vessel|schiff|intake|ETA|ETD|slots|stellplätze|dwt|geared)\b|空船|船名|【船】|可用|冷插|开|空出|剩余|舱位|载箱量|[A-Z]轮/gi;
const CARGO_WORDS =
  /\b(cargo|cargoes|ladung|budget|target|tgt|ready|laycan|shipment|enquiry|enq|inquiry|rfq|anfrage|suchen|looking for|pol|pod|FAK|general|stückgut|verladung|ladebereit\w*|zielpreis|zielrate|shipper|volume|boxes|commodity|ware|frachtraum|gefahrgut\w*)\b|货|预算|询价|订舱|装港|卸港|起运港|目的港|目标价|普货|装船|装期|箱量|箱型/gi;

function kindOf(text: string, boxCount: number, named: boolean): MailDraft['kind'] {
  if (VESSEL_MARKER.test(text) || named) return 'availability';
  const a = [...allMatches(AVAILABILITY_WORDS, text)].length;
  const c = [...allMatches(CARGO_WORDS, text)].length + 2 * boxCount;
  return a > c ? 'availability' : 'cargo_request';
}

type Roles = { origin: PortGroup | null; destination: PortGroup | null; groups: PortGroup[] };

function resolveRoles(groups: PortGroup[], kind: MailDraft['kind']): Roles {
  // The surest origin first ("在汉堡空出" over "在鹿特丹"), then the first named.
  let origin: PortGroup | null =
    groups
      .filter((g) => g.role === 'origin')
      .sort((a, b) => b.confidence - a.confidence || a.start - b.start)[0] ?? null;
  // A position's "ETA Hamburg 3rd, open there": the first call named after ETA is where it opens.
  if (!origin && kind === 'availability') origin = groups.find((g) => g.eta && !g.role) ?? null;
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
const dateSpan = (d: DateMention): Span => ({ start: d.start, end: d.end });

const DEPARTS =
  /(\b(etd|sailing|sails|departure|abfahrt|frei ab|free from|auslaufen)\b|离港|开船)[\s:：.]*$/i;
const ARRIVAL_WORDS = /\b(eta|arriving|arrival|ankunft)\b|预计|抵达|到达/gi;
const DEPARTURE_WORDS = /\b(etd|sailing|sails|departure|abfahrt|auslaufen)\b|离港|开船/gi;
const ARRIVAL_AFTER = /^\s*(抵达|到达)/;
const LATEST = /(\b(by|latest|until|till|before|deliver\w*|arriv\w*|bis|spätestens|ankunft|eta|no later)\b)/i;
// "3月28日（周六）前": a weekday in brackets may stand between the date and 前.
const LATEST_AFTER = /^\s*(?:[（(][^）)\n]{1,6}[）)]\s*)?(前|以前|之前)/;
const LATEST_CJK = /(最晚|最迟|不晚于|截止)\s*$/;

function availabilityDates(text: string, dates: DateMention[], roles: Roles) {
  const isArrival = (d: DateMention) => {
    if (!roles.destination) return false;
    const before = clauseBefore(text, d.start, 25);
    // "ETA 12/12 ETD 13/12": the keyword nearest the date decides.
    const lastEta = Math.max(-1, ...[...before.matchAll(ARRIVAL_WORDS)].map((m) => m.index));
    const lastEtd = Math.max(-1, ...[...before.matchAll(DEPARTURE_WORDS)].map((m) => m.index));
    const eta = (lastEta >= 0 && lastEta > lastEtd) || ARRIVAL_AFTER.test(text.slice(d.end, d.end + 4));
    if (!eta) return false;
    // The ETA belongs to the port named nearest before it on its line ("GDY ETA 15/12", "ETA Hamburg 3rd"),
    // else nearest after it ("12月15日抵达汉堡").
    const onLine = roles.groups.filter((g) => sameLine(text, g.start, d.start));
    const near =
      onLine.filter((g) => g.end <= d.start).sort((a, b) => b.end - a.end)[0] ??
      onLine.sort((a, b) => Math.abs(a.start - d.start) - Math.abs(b.start - d.start))[0];
    return Boolean(
      near && near.codes[0] === roles.destination.codes[0] && near.codes[0] !== roles.origin?.codes[0],
    );
  };
  const arrival = dates.find(isArrival) ?? null;
  const others = dates.filter((d) => d !== arrival && d.kind !== 'prompt');
  const o = roles.origin;
  // "ETA Hamburg 3 Dec, ETD 4 Dec", "ETA Kiel 08.12., frei ab 09.12.": the ship is open from when it sails.
  let departure: DateMention | null =
    others.find((d) => DEPARTS.test(clauseBefore(text, d.start, 14))) ?? null;
  if (!departure && o) {
    const onLine = others.filter((d) => sameLine(text, d.start, o.start));
    departure = onLine.sort((a, b) => Math.abs(a.start - o.end) - Math.abs(b.start - o.end))[0] ?? null;
  }
  departure ??= others[0] ?? dates.find((d) => d.kind === 'prompt') ?? null;
  return { departure, arrival };
}

function cargoDates(text: string, dates: DateMention[]) {
  let earliest: { date: string; span: Span; confidence: number } | null = null;
  let latest: { date: string; span: Span; confidence: number } | null = null;
  let rangeEnd: { date: string; span: Span } | null = null;
  let prompt: DateMention | null = null;
  for (const d of dates) {
    if (d.kind === 'prompt') {
      prompt ??= d;
      continue;
    }
    const isLatest =
      LATEST.test(clauseBefore(text, d.start, 25)) ||
      LATEST_CJK.test(clauseBefore(text, d.start, 6)) ||
      LATEST_AFTER.test(text.slice(d.end, d.end + 12));
    if (isLatest && d.kind === 'day') {
      latest ??= { date: d.from, span: dateSpan(d), confidence: 0.9 };
      continue;
    }
    if (!earliest) earliest = { date: d.from, span: dateSpan(d), confidence: d.kind === 'day' ? 0.8 : 0.9 };
    if (d.to && !rangeEnd) rangeEnd = { date: d.to, span: dateSpan(d) };
  }
  if (!earliest && prompt) earliest = { date: prompt.from, span: dateSpan(prompt), confidence: 0.7 };
  if (!latest && rangeEnd) latest = { ...rangeEnd, confidence: 0.8 };
  return { earliest, latest };
}

/**
 * One position or order names a handful of ports, dates and box lines; a unit naming more than this many is a
 * table the segmenter could not cut or an attack, and only its first ones are weighed, which keeps the pairing
 * of dates with ports (nearest on the line) from growing with the square of the text (issue 22).
 */
const MAX_MENTIONS = 64;
const first = <T>(items: T[]) => (items.length > MAX_MENTIONS ? items.slice(0, MAX_MENTIONS) : items);

const cellNumber = (c: Cell | undefined): Found<number> | null => {
  const m = c && /\d{1,3}(?:[,.']\d{3})+|\d{1,5}/.exec(c.text);
  return m && c
    ? {
        value: Number(m[0].replace(/[,.']/g, '')),
        start: c.start + m.index,
        end: c.start + m.index + m[0].length,
      }
    : null;
};

/**
 * The draft of one unit. `hints` (relative to the unit) come from a table's header: they name the vessel and
 * TEU cells, and which cells hold the origin and destination.
 */
export function buildDraft(masked: string, unit: Span, mailDate: string, hints?: RowHints): MailDraft {
  const text = masked.slice(unit.start, unit.end);
  const off = unit.start;
  const boxes = first(findBoxes(text));
  const isPort = (w: string) => findPorts(w).length > 0;
  const name = hints?.vessel
    ? { value: hints.vessel.text, start: hints.vessel.start, end: hints.vessel.end, confidence: 0.8 }
    : findVesselName(text, isPort);
  const kind = hints?.kind ?? kindOf(text, boxes.length, Boolean(name && name.confidence < 0.8));
  const groups = assignPortRoles(text, first(findPorts(text)));
  if (hints?.origin || hints?.destination)
    for (const g of groups) {
      const inCell = (c?: Cell) => c && g.start >= c.start && g.end <= c.end;
      if (inCell(hints.origin)) Object.assign(g, { role: 'origin', confidence: 0.8 });
      else if (inCell(hints.destination)) Object.assign(g, { role: 'destination', confidence: 0.8 });
    }
  const roles = resolveRoles(groups, kind);
  const dates = first(findDates(text, mailDate));
  const prices = findPrices(text);
  const price = prices[0] ? field(prices[0].value, prices[0], 0.9, off) : missing<never>();
  const priceBasis = prices[0] ? field(prices[0].basis, prices[0], 0.9, off) : missing<never>();
  const missingOf = (fields: Record<string, DraftField<unknown>>) =>
    Object.entries(fields)
      .filter(([, f]) => f.value === null)
      .map(([k]) => k);

  if (kind === 'availability') {
    const outsideBoxes = (t: Found<number>) => !boxes.some((b) => b.start <= t.start && t.start < b.end);
    const teu = first(findTeu(text)).filter(outsideBoxes);
    const hinted = cellNumber(hints?.teu);
    const { chosen, free, capacity } = hinted
      ? { chosen: hinted, free: false, capacity: null }
      : chooseTeu(text, teu);
    const plugs = findPlugs(text)[0];
    const { departure, arrival } = availabilityDates(text, dates, roles);
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
  const requested = boxSpan
    ? field(boxesTeu(boxes.map((b) => b.value)), boxSpan, 0.9, off)
    : teu[0]
      ? field(teu[0].value, teu[0], 0.8, off)
      : missing<number>();
  const mix = readBoxMix(text, boxes);
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
