import { buildDraft } from './build-draft';
import { findBoxes, findTeu } from './find-amounts';
import { chooseTeu } from './find-capacity';
import { findDates } from './find-dates';
import { findPorts, isPortWord } from './find-ports';
import { findPrices } from './find-prices';
import type { RowHints } from './table';
import type { DraftField, MailDraft, Money, Span } from './types';
import { guessVesselName } from './vessel-guess';

/**
 * "correction: she opens Sun 11/1", "Korrektur: frei erst So 15.02.", "更正: open Piraeus 7月4日", "sorry - MARIENTOR 95
 * free, not 59", "Switching: she opens Bremerhaven Thu 26/2 instead", "bitte lesen: 30.09.": what follows replaces what
 * was said before of the same position or order (a chat or a mail correcting itself).
 */
const CORRECTION =
  /\b(?:correction|corrected|korrektur|korrigiert|berichtigung|switching|instead|pls read|please read|bitte lesen)\b|\bsorry[ \t]*[-–:,]|更正|纠正|改为/gi;

// What a correction may restate; the ship and the kind stay the position's or order's own.
const CORRECTABLE = {
  availability: [
    'originPort',
    'destinationPort',
    'departureDate',
    'arrivalDate',
    'availableTEU',
    'vesselCapacityTEU',
    'price',
    'priceBasis',
  ],
  cargo_request: [
    'originPort',
    'destinationPort',
    'requestedTEU',
    'boxes',
    'boxMix',
    'earliestDate',
    'latestDate',
    'budget',
    'priceBasis',
  ],
} as const;

/**
 * Where the last correction in a unit's text starts, or -1: none, or none after a field the draft read ("Korrektur: ETA
 * Valencia ist der 14.03. … Hier nochmals komplett:" over the whole position says nothing the position does not).
 */
export function lastCorrection(text: string, draft: MailDraft): number {
  let at = -1;
  CORRECTION.lastIndex = 0;
  for (let m = CORRECTION.exec(text); m; m = CORRECTION.exec(text)) at = m.index;
  const readBefore = Object.values(draft.fields as Record<string, DraftField<unknown>>).some(
    (f) => f.span && f.span.end <= at,
  );
  return readBefore ? at : -1;
}

/**
 * The unit's text for reading its correction, the line it is said in: what it restates (days, a quantity, a price)
 * blanked where it was said before, so that its own stand in their place, read with the route and ship around them,
 * and the lines after it blanked (offsets kept).
 */
export function forCorrection(text: string, at: number, draft: MailDraft, mailDate: string): string {
  const chars = text.split('');
  const blank = (span: Span | null | undefined) => {
    if (span && span.end <= at) for (let i = span.start; i < span.end; i++) chars[i] = ' ';
  };
  // A correction is said in its own line or message: what follows it is no part of it.
  const lineEnd = text.indexOf('\n', at);
  const end = lineEnd < 0 ? text.length : lineEnd;
  for (let i = end; i < text.length; i++) if (chars[i] !== '\n') chars[i] = ' ';
  const after = text.slice(at, end);
  const before = text.slice(0, at);
  const f = draft.fields as Record<string, DraftField<unknown>>;
  if (findDates(after, mailDate).length) for (const d of findDates(before, mailDate)) blank(d);
  if (chooseTeu(after, findTeu(after)).chosen || findBoxes(after).length)
    for (const k of ['availableTEU', 'requestedTEU', 'boxes', 'boxMix']) blank(f[k]?.span);
  if (findPrices(after).length) for (const k of ['price', 'budget']) blank(f[k]?.span);
  return chars.join('');
}

/**
 * `into` with every field the correction `fix` states taken from it; a port only when it is one `into` does not name
 * already (a correction read apart from the route may give a port of it another role).
 */
export function correct(into: MailDraft, fix: MailDraft): MailDraft {
  if (into.kind !== fix.kind) return into;
  const target = into.fields as Record<string, DraftField<unknown>>;
  const source = fix.fields as Record<string, DraftField<unknown>>;
  const route = [target.originPort.value, target.destinationPort.value];
  for (const k of CORRECTABLE[into.kind]) {
    const v = source[k]?.value;
    if (v === null || v === undefined) continue;
    if ((k === 'originPort' || k === 'destinationPort') && route.includes(v)) continue;
    target[k] = source[k];
  }
  into.missing = Object.entries(target)
    .filter(([, f]) => f.value === null)
    .map(([k]) => k);
  return into;
}

/** Whether a text says it corrects what was said before. */
export function corrects(text: string): boolean {
  CORRECTION.lastIndex = 0;
  return CORRECTION.test(text);
}

/**
 * A position or order that follows one and corrects it ("Switching: she opens Bremerhaven Thu 26/2 instead" under
 * "ELBE STAR open Hamburg Wed 25/2"), naming no other ship: its fields go to the one before, and it is no draft of
 * its own.
 */
export function applyCorrections(masked: string, drafts: MailDraft[]): MailDraft[] {
  const out: MailDraft[] = [];
  // A name read later, as a guess ("* GREY SEAL      CORRECTION: opens Immingham …"), counts here too.
  const ship = (d: MailDraft, text: string) =>
    d.kind === 'availability'
      ? (d.fields.vesselName.value ?? guessVesselName(text, isPortWord)?.value)?.toUpperCase()
      : null;
  for (const d of drafts) {
    const last = out[out.length - 1];
    const text = masked.slice(d.span.start, d.span.end);
    const correcting = last !== undefined && last.kind === d.kind && corrects(text);
    const own = correcting ? ship(d, text) : null;
    if (correcting && (!own || own === ship(last, ''))) {
      correct(last, d);
      last.span = { start: last.span.start, end: d.span.end };
      continue;
    }
    out.push(d);
  }
  return withFiguresCorrected(
    masked,
    out.map((d) => withPortsCorrected(masked, d)),
  );
}

// "sorry 145 not 140", "6 Stück, nicht 5", "180 statt 160", "是180不是160": a figure said in place of one read before.
const FIGURE_NOT =
  /(?<![\d.,])(\d{1,3}(?:[.,]\d{3})*|\d{1,6})(?![\d.,]\d)[^\n\d]{0,12}?[ \t,，]+(?:not|nicht|statt|instead of|不是|而不是)[ \t]{0,2}(\d{1,3}(?:[.,]\d{3})*|\d{1,6})(?![\d.,]?\d)/gi;
const FIGURES = ['price', 'budget', 'availableTEU', 'requestedTEU', 'vesselCapacityTEU'] as const;
const amountOf = (v: unknown) => (typeof v === 'number' ? v : ((v as Money | null)?.amount ?? null));

const NOT_BETWEEN = /^[ \t,，]{0,3}(?:not|nicht|statt|instead of|不是|而不是)[ \t]{0,2}$/i;

/** A draft with each port a later "Dublin nicht Cork" in it corrects. */
function withPortsCorrected(masked: string, d: MailDraft): MailDraft {
  const text = masked.slice(d.span.start, d.span.end);
  const f = d.fields as Record<string, DraftField<unknown>>;
  const ports = findPorts(text);
  ports.forEach((now, i) => {
    const was = ports[i + 1];
    if (!was || !NOT_BETWEEN.test(text.slice(now.end, was.start))) return;
    const key = (['originPort', 'destinationPort'] as const).find(
      (k) => f[k].value === was.codes[0] && (f[k].span?.end ?? 0) <= d.span.start + now.start,
    );
    if (key)
      f[key] = {
        ...f[key],
        value: now.codes[0],
        span: { start: d.span.start + now.start, end: d.span.start + now.end },
      };
  });
  return d;
}

// "10 x 40HQ, nicht 8": a box line's count corrected.
const BOXES_NOT =
  /(?<![\d.,])(\d{1,3})[ \t]*[x×][ \t]*(?:20|40|45)['’]?[A-Za-z]{0,4}[ \t,，]+(?:not|nicht|statt|instead of|不是)[ \t]{0,2}(\d{1,3})(?!\d)/gi;
const TEU_PER_BOX: Record<number, number> = { 20: 1, 40: 2, 45: 2.25 };

/**
 * Each figure a later "N not M" corrects, M being what a position or order before it read ("sorry 145 not 140",
 * "sorry SLANEY ROSE 180 free not 220", "nr 1 is 9 boxes not 8", "10 x 40HQ, nicht 8"): set to N in the one the line
 * names by its ship, else in the nearest before it that read M.
 */
function withFiguresCorrected(masked: string, drafts: MailDraft[]): MailDraft[] {
  const fix = (m: RegExpMatchArray, boxes: boolean) => {
    const [now, was] = [m[1], m[2]].map((n) => Number(n.replace(/[.,]/g, '')));
    const at = m.index ?? 0;
    if (now === was) return;
    const line = masked.slice(masked.lastIndexOf('\n', at) + 1, at + m[0].length).toUpperCase();
    const read = (d: MailDraft) => {
      if (d.span.start > at) return null;
      const f = d.fields as Record<string, DraftField<unknown>>;
      if (
        d.kind === 'cargo_request' &&
        d.fields.boxes.value?.length === 1 &&
        d.fields.boxes.value[0].count === was
      )
        return 'boxes';
      if (boxes) return null;
      return (
        FIGURES.find((k) => f[k]?.span && (f[k].span?.end ?? 0) <= at && amountOf(f[k].value) === was) ?? null
      );
    };
    const candidates = drafts.filter((d) => read(d));
    const named = candidates.find(
      (d) =>
        d.kind === 'availability' &&
        d.fields.vesselName.value &&
        line.includes(d.fields.vesselName.value.toUpperCase()),
    );
    const d = named ?? candidates.at(-1);
    const key = d && read(d);
    if (!d || !key) return;
    const span = { start: at, end: at + m[1].length };
    if (key === 'boxes' && d.kind === 'cargo_request') {
      const [box] = d.fields.boxes.value ?? [];
      d.fields.boxes = { ...d.fields.boxes, value: [{ ...box, count: now }] };
      const mix = d.fields.boxMix.value;
      if (mix?.length === 1) d.fields.boxMix = { ...d.fields.boxMix, value: [{ ...mix[0], count: now }] };
      d.fields.requestedTEU = {
        ...d.fields.requestedTEU,
        value: Math.ceil(now * (TEU_PER_BOX[box.sizeFt] ?? 1)),
        span,
      };
      return;
    }
    const f = d.fields as Record<string, DraftField<unknown>>;
    const old = f[key];
    f[key] = {
      ...old,
      value: typeof old.value === 'number' ? now : { ...(old.value as Money), amount: now },
      span,
    };
  };
  for (const m of masked.matchAll(BOXES_NOT)) fix(m, true);
  for (const m of masked.matchAll(FIGURE_NOT)) fix(m, false);
  return drafts;
}

/** A unit's draft, with what a correction later in it says in place of what it replaces. */
export function buildUnit(text: string, mailDate: string, hints?: RowHints): MailDraft {
  const draft = buildDraft(text, { start: 0, end: text.length }, mailDate, hints);
  const at = lastCorrection(text, draft);
  if (at < 0) return draft;
  const fix = buildDraft(
    forCorrection(text, at, draft, mailDate),
    { start: 0, end: text.length },
    mailDate,
    hints,
  );
  return correct(draft, fix);
}
