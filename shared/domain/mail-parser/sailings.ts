import { field } from './context';
import { isPortWord } from './find-ports';
import type { AvailabilityDraft, DraftField, MailDraft, Span } from './types';
import { guessVesselName } from './vessel-guess';
import { findVesselName } from './vessel-name';

// "ZHONG YUAN 12 (800 TEU)", "HUA XIANG 9 (698 TEU, IMO 9412233)": her size in brackets after her name.
const SIZE_AFTER = /^[ \t]{0,2}[(（][ \t]{0,2}(\d{2,4})[ \t]{0,2}TEU\b/i;
// "船舶载箱量350TEU", "船舶资料：698TEU", "Kapazität 800 TEU": her size said apart.
const SIZE_SAID =
  /(?:载箱量|总箱量|船舶资料[:：]?|kapazität|capacity|nominal)[ \t]{0,3}(?:约|abt\.?|ca\.?)?[ \t]{0,2}(\d{2,4})[ \t]{0,2}TEU/i;

type Position = MailDraft & AvailabilityDraft;
type Name = { value: string; start: number; end: number };
const isPosition = (d: MailDraft): d is Position => d.kind === 'availability';
const route = (d: Position) => `${d.fields.originPort.value}>${d.fields.destinationPort.value}`;

/**
 * One ship's sailings listed under her name ("anbei die nächsten Abfahrten unseres Feeders ZHONG YUAN 12 (800 TEU):"
 * over a table of voyages, "华翔9 三月份两个航次如下：" under a subject naming HUA XIANG 9, "ORIENT FALCON 鹿特丹—哥德堡
 * 近两班船位如下：" over "第2621航次：…" and "第2622航次：…"): the positions that name no ship, each with her own day,
 * are that ship's, with the size said of her and the rate said once for them; a draft of the lines that name her,
 * whose only figure is that size, is no sailing of its own.
 */
export function applyShipOverSailings(
  normalized: string,
  masked: string,
  subjects: Span[],
  drafts: MailDraft[],
): MailDraft[] {
  const unnamed = drafts.filter(
    (d): d is Position =>
      isPosition(d) && !d.fields.vesselName.value && Boolean(d.fields.departureDate.value),
  );
  if (!unnamed.length) return drafts;
  const firstAt = unnamed[0].span.start;
  const lastAt = unnamed[unnamed.length - 1].span.start;
  // Rows that name a ship of their own, found only by a guess ("ANNA K  opn Gdynia …"), or a named ship among them
  // ("Anna-Lena: …", "Stadt Leer: …", "Graf Luckner: …"), make a list of ships.
  if (
    drafts.some(
      (d) => isPosition(d) && d.fields.vesselName.value && d.span.start > firstAt && d.span.start < lastAt,
    ) ||
    unnamed.some((d) => guessVesselName(masked.slice(d.span.start, d.span.end), isPortWord))
  )
    return drafts;
  // The first sailing named by the lines over the list ("ORIENT FALCON … 近两班船位如下：" read with "第2621航次：…"): the
  // others on her route are hers.
  const before = drafts[drafts.indexOf(unnamed[0]) - 1];
  const lead =
    before && isPosition(before) && before.fields.vesselName.value && before.fields.departureDate.value
      ? before
      : null;
  const leadName = lead?.fields.vesselName.span;
  const leadSize = leadName ? SIZE_AFTER.exec(normalized.slice(leadName.end, leadName.end + 40)) : null;
  // Hers on her route, or on the next line written as hers ("Reise 1: offen Hamburg 01.02. …" over "Reise 2: offen
  // Tilbury 05.02. …", "- sailing 1: open Lisbon …" over "- sailing 2: …").
  const lineOf = (d: Position) => {
    const at = d.fields.departureDate.span?.start ?? d.span.start;
    const end = masked.indexOf('\n', at);
    return { start: masked.lastIndexOf('\n', at) + 1, end: end < 0 ? masked.length : end };
  };
  const lead1 = lead && lineOf(lead);
  const opening = (l: { start: number; end: number }) =>
    (/^[^\d\n]*/.exec(masked.slice(l.start, l.end).trim())?.[0] ?? '')
      .replace(/[一二三四五六七八九十]/g, '')
      .trim()
      .toLowerCase();
  const adjacent = (d: Position) => {
    const l = lineOf(d);
    return (
      lead1 !== null &&
      (opening(lead1).match(/\p{L}/gu)?.length ?? 0) >= 2 &&
      opening(l) === opening(lead1) &&
      !/\n[ \t]*\n/.test(masked.slice(lead1.end, l.start))
    );
  };
  if (
    lead &&
    lead.fields.availableTEU.value !== null &&
    lead.fields.availableTEU.value !== (leadSize ? +leadSize[1] : null) &&
    unnamed.every((d) => route(d) === route(lead) || adjacent(d))
  )
    return share([lead, ...unnamed], lead, drafts);
  if (unnamed.length < 2) return drafts;
  const name = shipOver(normalized, masked, subjects, firstAt);
  if (!name) return drafts;
  // Another ship named between her and her sailings makes the list no longer hers.
  if (
    drafts.some(
      (d) =>
        isPosition(d) &&
        d.fields.vesselName.value &&
        d.fields.vesselName.value !== name.value &&
        d.span.start > name.end &&
        d.span.start < firstAt,
    )
  )
    return drafts;
  const sizeAt = SIZE_AFTER.exec(normalized.slice(name.end, name.end + 40)) ?? SIZE_SAID.exec(masked);
  const size = sizeAt ? +sizeAt[1] : null;
  const sizeSpan = sizeAt
    ? sizeAt.input === masked
      ? { start: sizeAt.index, end: sizeAt.index + sizeAt[0].length }
      : { start: name.end + sizeAt.index, end: name.end + sizeAt.index + sizeAt[0].length }
    : null;
  // The lines that name her, read as a draft whose only figure is her size, are no sailing of their own.
  const intro = (d: MailDraft) =>
    isPosition(d) &&
    d.span.start <= firstAt &&
    (d.fields.vesselName.value === null || d.fields.vesselName.value === name.value) &&
    (d.fields.availableTEU.value === null || d.fields.availableTEU.value === size);
  const sailings = unnamed.filter((d) => !intro(d));
  if (sailings.length < 2) return drafts;
  for (const d of sailings) {
    d.fields.vesselName = field(name.value, name, 0.7, 0);
    if (size && sizeSpan && !d.fields.vesselCapacityTEU.value && (d.fields.availableTEU.value ?? 0) < size)
      d.fields.vesselCapacityTEU = field(size, sizeSpan, 0.6, 0);
    d.missing = d.missing.filter((k) => k !== 'vesselName' && k !== 'vesselCapacityTEU');
  }
  const rated = drafts.find((d): d is Position => intro(d) && isPosition(d) && Boolean(d.fields.price.value));
  return share(
    sailings,
    rated ?? null,
    drafts.filter((d) => !intro(d)),
  );
}

/** The ship named over her sailings: in the lines before the first, else in a subject. */
function shipOver(normalized: string, masked: string, subjects: Span[], firstAt: number): Name | null {
  const inBody = findVesselName(masked.slice(0, firstAt), isPortWord);
  if (inBody) return inBody;
  for (const s of subjects) {
    const inSubject = findVesselName(normalized.slice(s.start, s.end), isPortWord, { subject: true });
    if (inSubject) return { ...inSubject, start: inSubject.start + s.start, end: inSubject.end + s.start };
  }
  return null;
}

/**
 * A ship's sailings share her name and the one rate said for them ("Rate jeweils EUR 98/TEU", "运价均为 EUR 100/TEU"
 * under the last, "运价 USD 105/TEU" under a table read with the lines over it).
 */
function share(sailings: Position[], from: Position | null, drafts: MailDraft[]): MailDraft[] {
  const prices = new Set(
    sailings.flatMap((d) => (d.fields.price.value ? [JSON.stringify(d.fields.price.value)] : [])),
  );
  const rated = from?.fields.price.value
    ? from
    : prices.size === 1
      ? sailings.find((d) => d.fields.price.value)
      : null;
  for (const d of sailings) {
    if (from?.fields.vesselName.value && !d.fields.vesselName.value) {
      d.fields.vesselName = from.fields.vesselName;
      d.fields.vesselCapacityTEU = d.fields.vesselCapacityTEU.value
        ? d.fields.vesselCapacityTEU
        : from.fields.vesselCapacityTEU;
    }
    // "第二班：12月21日（周一）比港开，预计12月24日（周四）到": bound where the first sailing from there is.
    if (
      from &&
      d !== from &&
      !d.fields.destinationPort.value &&
      d.fields.originPort.value === from.fields.originPort.value
    )
      d.fields.destinationPort = from.fields.destinationPort;
    if (rated && !d.fields.price.value) {
      d.fields.price = rated.fields.price;
      d.fields.priceBasis = rated.fields.priceBasis;
    }
    d.missing = d.missing.filter((k) => (d.fields as Record<string, { value: unknown }>)[k]?.value === null);
  }
  // "So in plain English: opens Piraeus Sat 4/7, 260 free, dir Izmir" under the position it restates: said twice.
  const key = (d: Position) =>
    JSON.stringify([
      d.fields.vesselName.value,
      route(d),
      d.fields.departureDate.value,
      d.fields.arrivalDate.value,
      d.fields.availableTEU.value,
    ]);
  const lead = from ?? sailings[0];
  const twice = new Set(sailings.filter((d) => d !== lead && key(d) === key(lead)));
  return twice.size ? drafts.filter((d) => !twice.has(d as Position)) : drafts;
}

/**
 * A mail about one ship names it again further down ("MV X open Hamburg 12 Dec." … "MV X: 300 TEU free, next
 * Riga"): consecutive positions of the same ship are one availability, the first reading of each field kept.
 */
export function mergeSameShip(drafts: MailDraft[]): MailDraft[] {
  const out: MailDraft[] = [];
  for (const d of drafts) {
    const last = out[out.length - 1];
    const name = (x: MailDraft) =>
      x.kind === 'availability' ? (x.fields.vesselName.value?.toUpperCase() ?? null) : null;
    // "wk 28 – MV SUIR VALLEY – ETD Fri 10/07" over "wk 29 – MV SUIR VALLEY – ETD Fri 17/07": two sailings of one ship.
    const day = (x: MailDraft) => (x.kind === 'availability' ? x.fields.departureDate.value : null);
    const twoSailings = last && day(last) !== null && day(d) !== null && day(last) !== day(d);
    // "correction: ETD Bremerhaven now Sat 12/12 … ETA Gothenburg Mon 14/12" over "All other details unchanged: MV
    // HANSE COURIER, 868 TEU, 300 slots free": a position without her name and her name with the rest of it, nothing
    // said twice but the rate, are one.
    const halves =
      last !== undefined && (name(last) === null) !== (name(d) === null) && complementary(last, d);
    if (!last || ((name(d) === null || name(last) !== name(d) || twoSailings) && !halves)) {
      out.push(d);
      continue;
    }
    const target = last.fields as Record<string, DraftField<unknown>>;
    // "… 200 TEU free." then "Details: MV X, 508 TEU": the larger figure said apart is the ship's size.
    if (last.kind === 'availability' && d.kind === 'availability') {
      const free = last.fields.availableTEU.value;
      const other = d.fields.availableTEU;
      if (
        free !== null &&
        other.value !== null &&
        other.value > free &&
        last.fields.vesselCapacityTEU.value === null
      )
        last.fields.vesselCapacityTEU = other;
    }
    for (const [k, f] of Object.entries(d.fields))
      if (target[k].value === null && f.value !== null) target[k] = f;
    last.span = { start: last.span.start, end: d.span.end };
    last.missing = last.missing.filter((k) => target[k]?.value === null);
  }
  return out;
}

/** Two positions that state different things of one: no field but the rate in both, the rate the same. */
function complementary(a: MailDraft, b: MailDraft) {
  if (a.kind !== 'availability' || b.kind !== 'availability') return false;
  const fa = a.fields as Record<string, DraftField<unknown>>;
  const fb = b.fields as Record<string, DraftField<unknown>>;
  return Object.keys(fa).every(
    (k) =>
      fa[k].value === null ||
      fb[k]?.value == null ||
      ((k === 'price' || k === 'priceBasis') && JSON.stringify(fa[k].value) === JSON.stringify(fb[k].value)),
  );
}
