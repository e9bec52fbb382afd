import { IMO_CLASS as IMO, UN_NUMBER as UN } from './cargo-type';
import { type Found, findBoxes } from './find-amounts';
import type { BoxCount, BoxMixLine, DraftCargoType, Span } from './types';

/**
 * A cargo order's box lines (issue 26): each box count found ("5x40'HC", "3个20尺冷柜", "50 FEU") with what the
 * text after it says up to the next box or the line's end: type (dry, reefer, open top, flat rack, tank),
 * reefer set temperature, IMO class and UN number, gross weight per box.
 */
// Codes are matched in capitals only ("FR" is a flat rack, "Fr." a Friday); words in any case.
const TYPE_WORDS: [BoxMixLine['type'], RegExp, RegExp][] = [
  [
    'reefer',
    /\b(RF|RH|RE)\b|(?<=H[CQ])RF\b|\bRF(?=H[CQ]\b)/,
    /\b(reefers?|kühl\w*)|冷柜|冷箱|冷藏|冷?冻高?柜|冷冻箱/i,
  ],
  ['open_top', /\bOT\b/, /\b(open[-\s]?tops?)\b|开顶[箱柜]/i],
  ['flat_rack', /\b(FR|PL)\b/, /\b(flat[-\s]?racks?)\b|框架[箱柜]/i],
  ['tank', /\bTK\b/, /\b(iso[-\s]?tanks?|tank\w*)\b|罐[箱柜]|罐式箱/i],
];
const TEMPERATURE =
  /(?:^|[\s,@(:：（，]|温度|set|零下|负)\s*([+\-−]?\d{1,2}(?:[.,]\d)?)\s*(?:°\s*C\b|℃|C\b|度|grad\b)/i;
// "HCRF", "RFHC": high cube and reefer run together.
const HIGH_CUBE =
  /\b(HC|HQ|high[\s-]?cube|hi[\s-]?cube)\b|\b(HC|HQ)(?=RF|RE)|(?<=RF|RE)(HC|HQ)\b|高柜|高冷柜|冷高柜|高箱/i;
const WEIGHT_FOR_SIZE =
  /(?:每个?|per|je|pro)\s{0,3}(?<size>20|40|45)(?![.,]\d)\s{0,2}(?:尺|英尺|'|’|ft\b)?[^\n\d]{0,8}?(?<w>\d{1,3}(?:[.,]\d{1,3})?)\s{0,2}(?<u>吨|公斤|千克|t\b|tons?\b|tonnes?\b|mt\b|kgs?\b)/gi;
// "40尺每箱16吨", "40' je ca. 24 t", "the 20s are 27 t each, the 40s 28 t": the size, then its weight.
const SIZE_THEN_WEIGHT =
  /(?<![\d.,])(?<size>20|40|45)\s{0,2}(?:(?:尺|英尺|'|’|ft\b)\s{0,2}(?:每个?[箱柜]|je|each)|s\b[ \t]{0,3}(?:are[ \t]{1,3})?)\s{0,2}(?:毛重)?\s{0,2}(?:约|ca\.?|abt\.?)?\s{0,2}(?<w>\d{1,3}(?:[.,]\d{1,3})?)\s{0,2}(?<u>吨|公斤|千克|t\b|tons?\b|tonnes?\b|mt\b|kgs?\b)/gi;
// "Weights: 40HC abt 14 t each, 20GP abt 21 t each", "40HC abt 12t each, the 20DV 18t": a size with its box code,
// then its weight.
const SIZE_WEIGHT_EACH =
  /(?<![\d.,])(?<size>20|40|45)\s{0,2}(?:'|’)?\s{0,2}(?:HC|HQ|GP|DV|DC|RF|RH)\s{1,2}(?:(?:abt|ca|approx)\.?\s{0,2})?(?<w>\d{1,3}(?:[.,]\d{1,3})?)\s{0,2}(?<u>t|tons?|tonnes?|mt|kgs?)\b/gi;
const SIZE_AFTER_WEIGHT =
  /(?<w>\d{1,3}(?:[.,]\d{1,3})?)\s{0,2}(?<u>t|tons?|tonnes?|mt|kgs?)\s{0,3}(?:gross\s{1,3})?(?:per|je|pro|\/)\s{0,3}(?<size>20|40|45)(?![\d])/gi;
const WEIGHT_EACH =
  /(?<w>\d{1,3}(?:[.,]\d{1,3})?)\s{0,2}(?<u>t|tons?|tonnes?|mt|kgs?)\s{0,3}(?:gross\s{1,3})?(?:per|je|pro|\/)\s{0,3}(?:box|container|cntr|unit|ctr|stück)\b|(?:每个?柜|每个?箱|每罐|每个)\s{0,2}(?:毛重)?[ \t]{0,2}[:：]?\s{0,2}(?:约)?\s{0,2}(?<w2>\d{1,3}(?:[.,]\d{1,3})?)\s{0,2}(?<u2>吨|公斤|千克|kg)|\b(?:je|each)\s{0,3}(?:(?:ca|abt|approx)\.?\s{0,2})?(?<w3>\d{1,3}(?:[.,]\d{3})*(?:[.,]\d{1,3})?)\s{0,2}(?<u3>kgs?|t|tons?|tonnes?)\b/i;
const BELOW_ZERO = /(零下|负)\s*$/;
// "16,500 kg", "24 t", "每柜毛重27,500公斤" (公斤 and 千克 are kilograms), "ca 28to" (German "to" for tonnes, written
// against its figure: a spaced "28 to" is English).
const WEIGHT =
  /(\d{1,3}(?:[.,]\d{3})+|\d{1,6}(?:[.,]\d{1,3})?)\s*(kgs?\b|公斤|千克|t\b|tons?\b|tonnes?\b|mt\b|吨|(?<=\d)to\b)/i;
const KG = /^(?:kg|公斤|千克)/i;
// "总重约60吨", "Gesamtgewicht ca. 180 t", "total weight abt 38 t": the whole lot's weight, no box's.
const TOTAL_WEIGHT = /(?:总重|总毛重|合计|共计|\btotal\b|\bgesamt\w*|\binsgesamt\b)[^\n\d]{0,12}$/i;

const number = (s: string) => Number(s.replace(/[,.](?=\d{3}\b)/g, '').replace(',', '.'));

export function readBoxMix(text: string, boxes: Found<BoxCount>[]) {
  const lines: BoxMixLine[] = [];
  const kinds: { kind: DraftCargoType; span: Span }[] = [];
  const ranges: Span[] = [];
  // "每个40尺约12吨", "je 40' ca. 24 t", "20 t per 40' and 12 t per 20'": a weight named for a size belongs to that
  // size's lines, whichever box line it stands after ("20 t per 40'" first: its size cannot be another weight's).
  const forSize = new Map<string, number>();
  const forSizeSpans: Span[] = [];
  for (const re of [SIZE_AFTER_WEIGHT, WEIGHT_FOR_SIZE, SIZE_THEN_WEIGHT, SIZE_WEIGHT_EACH])
    for (const m of text.matchAll(re)) {
      if (!m.groups || forSizeSpans.some((r) => r.start < m.index + m[0].length && m.index < r.end)) continue;
      const v = number(m.groups.w);
      const kg = KG.test(m.groups.u) ? v : v * 1000;
      if (!(kg > 0 && kg <= 60_000)) continue;
      forSizeSpans.push({ start: m.index, end: m.index + m[0].length });
      if (!forSize.has(m.groups.size)) forSize.set(m.groups.size, Math.round(kg));
    }
  boxes.forEach((b, i) => {
    const lineEnd = text.indexOf('\n', b.end);
    const until = Math.min(
      lineEnd < 0 ? text.length : lineEnd,
      boxes[i + 1]?.start ?? text.length,
      b.end + 120,
    );
    const rest = text.slice(b.end, until);
    ranges.push({ start: b.start, end: until });
    // "ISO罐箱 20尺 × 5", "Reefer 3 x 40'": a type word right before the line, with no comma between.
    const own = text.slice(b.start, until);
    const typed =
      (/[\p{L}-]+[ \t]{0,2}$/u.exec(text.slice(Math.max(0, b.start - 12), b.start))?.[0] ?? '') + own;
    const token = (b.value.type ?? '').toUpperCase().replace(/\s/g, '');
    let type: BoxMixLine['type'] = 'dry';
    for (const [t, code, word] of TYPE_WORDS)
      if (code.test(token) || code.test(own) || word.test(typed)) {
        type = t;
        break;
      }
    // "3 x 40' reefer HC", "4 x 40' Reefer HC", "高冷柜": high cube named after the type.
    const size: BoxMixLine['size'] =
      b.value.sizeFt === 40 && (/^(HC|HQ|RH)/.test(token) || HIGH_CUBE.test(own))
        ? '40HC'
        : (String(b.value.sizeFt) as BoxMixLine['size']);
    const line: BoxMixLine = { count: b.value.count, size, type };
    const w = WEIGHT.exec(rest);
    const wAt = w ? b.end + w.index : -1;
    if (
      w &&
      !forSizeSpans.some((r) => r.start <= wAt && wAt < r.end) &&
      !TOTAL_WEIGHT.test(text.slice(Math.max(0, wAt - 24), wAt))
    ) {
      const v = number(w[1]);
      const kg = KG.test(w[2]) ? v : v * 1000;
      if (kg > 0 && kg <= 60_000) line.grossWeightKg = Math.round(kg);
    }
    const imo = IMO.exec(rest);
    if (imo) line.imoClass = imo[1] ?? imo[2];
    const un = UN.exec(rest);
    if (un) line.unNumber = un[1];
    if (type === 'reefer') {
      const t = TEMPERATURE.exec(rest);
      if (t) {
        const value = Number(t[1].replace('−', '-').replace(',', '.'));
        // "零下20度": twenty below zero.
        const below = BELOW_ZERO.test(rest.slice(0, t.index + t[0].indexOf(t[1])));
        line.temperatureC = below && value > 0 ? -value : value;
      }
    }
    lines.push(line);
    const span = { start: b.start, end: b.start + own.trimEnd().length };
    const kind: DraftCargoType | null = line.imoClass
      ? 'dangerous'
      : type === 'reefer'
        ? 'reefer'
        : type === 'tank'
          ? 'tank'
          : type === 'dry'
            ? /\b(dry|DV|GP|DC|trocken\w*|standard\w*)\b|(?<=\dH[CQ])(GP|DV|DC)\b|普柜|干箱|干货/i.test(own)
              ? 'general'
              : null
            : 'out_of_gauge';
    if (kind) kinds.push({ kind, span });
  });
  for (const l of lines) {
    const kg = forSize.get(l.size.slice(0, 2));
    if (kg && !l.grossWeightKg) l.grossWeightKg = kg;
  }
  // "18 t per box", "22 t je Container", "每柜15吨" stated apart from the box lines: a weight for each of them.
  const eachAt = WEIGHT_EACH.exec(text);
  // "30 x 40' HC + 5 x 45' HC palletwide, abt 12 t per box", "15 x 40' und 10 x 20', je ca. 24 t": said after a comma
  // behind the last line, in the same line and sentence as all of them, of all of them.
  const inLines = eachAt ? ranges.filter((r) => r.start <= eachAt.index && eachAt.index < r.end) : [];
  const afterAll =
    eachAt &&
    inLines.length === 1 &&
    inLines[0] === ranges.at(-1) &&
    !/[\n。]/.test(text.slice(boxes[0].start, eachAt.index)) &&
    /[,，]/.test(text.slice(boxes[boxes.length - 1].end, eachAt.index));
  const each = eachAt && (!inLines.length || afterAll) ? eachAt.groups : null;
  if (each) {
    const v = number(each.w ?? each.w2 ?? each.w3);
    const kg = KG.test(each.u ?? each.u2 ?? each.u3) ? v : v * 1000;
    if (kg > 0 && kg <= 60_000) for (const l of lines) l.grossWeightKg ??= Math.round(kg);
  }
  // "UN1830 8类，4个20GP": a DG class named apart from the only box line belongs to it.
  if (lines.length === 1 && !lines[0].imoClass) {
    const imo = IMO.exec(text);
    const un = UN.exec(text);
    if (imo) lines[0].imoClass = imo[1] ?? imo[2];
    if (un) lines[0].unNumber = un[1];
    if (imo && !kinds.some((k) => k.kind === 'dangerous'))
      kinds.unshift({ kind: 'dangerous', span: { start: imo.index, end: imo.index + imo[0].length } });
  }
  return { lines, kinds };
}

/**
 * A table row's box line given in cells ("40' HC" under "Equipment", "20" under "Menge/Woche", "14 t" under "Ø Gewicht
 * je Box"): read as the line "20 x 40' HC 14 t" would be, its spans on the equipment cell.
 */
export function boxesFromCells(
  count: Span & { text: string },
  equipment: Span & { text: string },
  weight?: { text: string },
) {
  const n = /^\D{0,6}(\d{1,4})(?!\d|[.,]\d)/.exec(count.text);
  if (!n) return null;
  const line = `${n[1]} x ${equipment.text}${weight ? ` ${weight.text}` : ''}`;
  const boxes = findBoxes(line);
  if (boxes.length !== 1 || boxes[0].start !== 0) return null;
  const mix = readBoxMix(line, boxes);
  const span = { start: equipment.start, end: equipment.end };
  return {
    boxes: [{ ...boxes[0], ...span }],
    mix: { lines: mix.lines, kinds: mix.kinds.map((k) => ({ ...k, span })) },
  };
}

const COMMODITY =
  /(?:\b(?:commodity|goods|cargo description|ware|warenbezeichnung)\s*[:：]|货物[:：]|货名[:：]|品名[:：])\s*([^\n,;，；。]{2,40})/i;

export function findCommodity(text: string): Found<string> | null {
  const m = COMMODITY.exec(text);
  if (!m) return null;
  const value = m[1].trim();
  const start = m.index + m[0].indexOf(m[1]);
  return { value, start, end: start + value.length };
}
