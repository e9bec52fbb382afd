import { allMatches } from './context';
import type { BoxCount, DangerousGoods, DraftCargoType, Span } from './types';

/** A cargo's kind from its words and box types; dangerous goods win, then reefer, tank, out of gauge, general. */
const NEGATION = /(non[-\s]?|not\s|no\s|nothing\s|kein(e|en)?\s|nichts\s|ohne\s|非|无|不是)$/i;
// "incl. DG surcharge", "IMO-Zuschlag", "危险品附加费": a price term, which says nothing of this order's goods.
const SURCHARGE = /^[ \t-]{0,2}(?:surcharges?|zuschl(?:a|ä)ge?|add-?ons?|附加费)/i;
const KINDS: [Exclude<DraftCargoType, never>, RegExp][] = [
  ['dangerous', /\b(IMO|IMDG|DG|dangerous|hazardous|haz|hazmat|gefahrgut\w*|klasse\s*\d)\b|危险品|危品/gi],
  ['reefer', /\b(reefers?|RF|RH|frozen|chilled|kühl\w*|temperature[-\s]controlled)\b|冷藏|冷柜|冷冻|冻/gi],
  ['tank', /\b(iso[-\s]?tanks?|tank\s?containers?|tankcontainer\w*|tanks?)\b|罐[箱柜]|罐式/gi],
  [
    'out_of_gauge',
    /\b(OOG|out[-\s]of[-\s]gauge|flat[-\s]?racks?|open[-\s]?tops?|over(width|height|length)|überbreite|überhöhe)\b|超限|框架[箱柜]|开顶[箱柜]/gi,
  ],
  [
    'general',
    /\b(general(\s+cargo)?|FAK|stückgut|dry(\s+(cargo|vans?))?|DV|GP|DC|trocken\w*|standard(container)?)\b|普货|普通货物|杂货|干箱|干货|普柜/gi,
  ],
];
const BOX_KIND: Record<string, DraftCargoType> = {
  RF: 'reefer',
  RH: 'reefer',
  REEFER: 'reefer',
  TK: 'tank',
  FR: 'out_of_gauge',
  OT: 'out_of_gauge',
  FLATRACK: 'out_of_gauge',
  FLATRACKS: 'out_of_gauge',
  OPENTOP: 'out_of_gauge',
  OPENTOPS: 'out_of_gauge',
  DV: 'general',
  GP: 'general',
  DC: 'general',
  DRY: 'general',
};

/**
 * The equipment named decides before the goods' words ("frozen fish" in dry boxes is general cargo), except
 * for dangerous goods, which always win: kinds are tried in order, each first in the box lines, then in words.
 */
export function findCargoType(
  text: string,
  boxes: { value: BoxCount; start: number; end: number }[],
  boxKinds: { kind: DraftCargoType; span: Span }[] = [],
) {
  const dg = KINDS[0];
  for (const m of allMatches(dg[1], text)) {
    if (NEGATION.test(text.slice(Math.max(0, m.index - 8), m.index))) continue;
    if (SURCHARGE.test(text.slice(m.index + m[0].length, m.index + m[0].length + 14))) continue;
    return { value: dg[0], span: { start: m.index, end: m.index + m[0].length } as Span };
  }
  if (boxKinds.length)
    for (const [kind] of KINDS) {
      const box = boxKinds.find((b) => b.kind === kind);
      if (box) return { value: kind, span: box.span };
    }
  for (const [kind, re] of KINDS) {
    for (const m of allMatches(re, text)) {
      if (NEGATION.test(text.slice(Math.max(0, m.index - 8), m.index))) continue;
      return { value: kind, span: { start: m.index, end: m.index + m[0].length } as Span };
    }
    const box = boxes.find(
      (b) => b.value.type && BOX_KIND[b.value.type.replace(/\s/g, '').toUpperCase()] === kind,
    );
    if (box) return { value: kind, span: { start: box.start, end: box.end } as Span };
  }
  return null;
}

/** "IMO 3", "IMDG class 6.1", "IMO cl. 3", "Klasse 8", "Kl. 3", "3类": the class in group 1 or 2. */
// ("ice class 1A", "Eisklasse 1A": a ship's ice class, no DG class.)
// "危险品6.1类" (not "20GP x 5" over "类别：IMO 3 级": 类别 is "category", and a class is on its line).
export const IMO_CLASS =
  /\b(?:IMO|IMDG|DG|(?<!\bice[ \t-]?)class|(?<!\beis)klasse)\s*(?:(?:class|klasse|cl|kl)\b\.?\s*)?(\d(?:\.\d)?)(?!\d|[.,]\d|[ \t]?[A-C]\b)|(\d(?:\.\d)?)[ \t]*类(?!别)/i;
/** "UN 1993", "UN1993", "UN编号：1993", "UN-Nr. 1993", "UN no. 1993". */
export const UN_NUMBER = /\bUN(?:[\s-]?|[ \t-]*(?:编号|号|no\.?|nr\.?|number)[ \t]*[:：]?[ \t]*)(\d{4})\b/i;

export function findDangerousGoods(text: string): { value: DangerousGoods; span: Span } | null {
  const m = IMO_CLASS.exec(text);
  const imo = m && { value: m[1] ?? m[2], start: m.index, end: m.index + m[0].length };
  const un = UN_NUMBER.exec(text);
  if (!imo && !un) return null;
  const start = Math.min(imo?.start ?? Infinity, un?.index ?? Infinity);
  const end = Math.max(imo?.end ?? 0, un ? un.index + un[0].length : 0);
  return { value: { imoClass: imo?.value ?? null, unNumber: un?.[1] ?? null }, span: { start, end } };
}
