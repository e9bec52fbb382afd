import { cnValue } from './cjk-counts';
import { allMatches } from './context';
import type { BoxCount } from './types';

/**
 * Quantities in a broker's mail: boxes by size ("2x40HC + 5x20DV", "5个40HQ", "50 FEU"), TEU figures
 * ("approx 120 TEU", "1,036 TEU"), reefer plugs and prices per TEU. Offsets are into the text given.
 */
export type Found<T> = { value: T; start: number; end: number };

/** DOMAIN.md: FFE = 2 TEU; a 45' box is counted by its length, 2.25 TEU (ADR 008). */
export const TEU_PER_BOX: Record<BoxCount['sizeFt'], number> = { 20: 1, 40: 2, 45: 2.25 };

/** "1.250", "1,250.50", "2,8k", "1'100": an amount as brokers write it. */
export const amountOf = (s: string) =>
  /k$/i.test(s)
    ? Number(s.slice(0, -1).replace(',', '.')) * 1000
    : Number(s.replace(/[,.'’\s](?=\d{3}\b)/g, '').replace(',', '.'));

const BOX_TYPE =
  '(HC|HQ|DV|GP|DC|ST|RF|RH|RE|OT|FR|PL|TK|high[\\s-]?cube|hi[\\s-]?cube|reefer|dry|flat\\s?racks?|open\\s?tops?)?';
// Compiled once at module load: a mail of many short units must not rebuild them per unit (issue 22).
const LATIN_BOXES = new RegExp(
  `\\b(\\d{1,4})\\s{0,4}(?:x|×|\\*|(?:pcs|pieces|units?|stk|stück|nos|containers?|boxes|cntrs?|ctrs?)\\.?(?:\\s{0,3}x)?)\\s{0,4}(20|40|45)\\s{0,4}(?:'|’|′|ft\\b|feet\\b|foot\\b|fuß\\b|")?\\s{0,4}${BOX_TYPE}(?![\\p{L}\\d])`,
  'giu',
);
// "Two 20' open tops", "3 40ft reefers", "zwei 40'-Container": a count, a size with its foot mark, and a box word.
const COUNT_WORDS: Record<string, number> = Object.fromEntries(
  [
    'one|ein|eine|einen',
    'two|zwei',
    'three|drei',
    'four|vier',
    'five|fünf',
    'six|sechs',
    'seven|sieben',
    'eight|acht',
    'nine|neun',
    'ten|zehn',
    'eleven|elf',
    'twelve|zwölf',
    'thirteen|dreizehn',
    'fourteen|vierzehn',
    'fifteen|fünfzehn',
    'sixteen|sechzehn',
    'seventeen|siebzehn',
    'eighteen|achtzehn',
    'nineteen|neunzehn',
    'twenty|zwanzig',
  ].flatMap((words, i) => words.split('|').map((w) => [w, i + 1])),
);
const COUNT_SIZE_WORD = new RegExp(
  `(?<![\\p{L}\\d.,])(\\d{1,3}|${Object.keys(COUNT_WORDS).join('|')})[ \\t]{1,3}(20|40|45)[ \\t]{0,2}(?:'|’|′|ft\\b|-?foot\\b|-?feet\\b|-?fuß\\b)[ \\t-]{0,3}${BOX_TYPE}(?![\\p{L}\\d])[ \\t]{0,2}(?=(?:containers?|boxes|box|cntrs?|units|reefers?|open[ \\t-]?tops?|flat[ \\t-]?racks?|tanks?|dry|behälter|container)\\b|(?<=[A-Za-z][ \\t]{0,2}))`,
  'giu',
);
// "two forties and a twenty", "2 forties + one 20er", "zwei 40er", "three forty foot high cubes": sizes said as words.
const SIZE_WORD = new RegExp(
  `(?<![\\p{L}\\d.,])(\\d{1,3}|a|an|${Object.keys(COUNT_WORDS).join('|')})[ \\t]{1,3}(?:(forties|forty[ \\t-]?(?:footers?|foot|ft|feet)|40ers?|40s|40(?=[ \\t]{1,2}(?:reefers?|high[ \\t-]?cubes?|containers?|boxes)\\b)|(?<=\\b(?:a|an|one)[ \\t]{1,3})forty(?![ \\t-]?\\d))|(twenties|twenty[ \\t-]?(?:footers?|foot|ft|feet)|20ers?|20s|20(?=[ \\t]{1,2}(?:reefers?|containers?|boxes)\\b)|(?<=\\b(?:a|an|one)[ \\t]{1,3})twenty(?![ \\t-]?\\d)))(?:[ \\t]{1,2}(high[ \\t-]?cubes?|hc|reefers?))?(?![\\p{L}\\d])`,
  'giu',
);
// "2 forties + one 20": a bare size joined to another box line by "+".
const JOINED_SIZE =
  /(?<=[+&][ \t]{0,2})(\d{1,2}|one|two|three|a|an|ein|eine|zwei|drei)[ \t]{1,2}(20|40)(?![\d'’\p{L}])/giu;
const CJK_TYPE: Record<string, string> = {
  高柜: 'HC',
  高箱: 'HC',
  tank: 'TK',
  Tank: 'TK',
  TANK: 'TK',
  普柜: 'GP',
  干箱: 'GP',
  干柜: 'GP',
  高冷柜: 'RH',
  冷高柜: 'RH',
  冷柜: 'RF',
  冷箱: 'RF',
  冷藏箱: 'RF',
  冷藏柜: 'RF',
  冷冻柜: 'RF',
  冻柜: 'RF',
  开顶箱: 'OT',
  框架箱: 'FR',
  框架柜: 'FR',
  开顶柜: 'OT',
  罐箱: 'TK',
  罐柜: 'TK',
};
const COUNT_TYPE_SIZE =
  /\b(\d{1,3})[ \t]{1,2}(?:iso[ \t-]?)?(tanks?|tank[ \t-]?containers?|reefers?|open[ \t-]?tops?|flat[ \t-]?racks?)[ \t]{1,2}(20|40|45)(?:'|’|ft\b)/gi;
// "20尺干箱 x 30", "45尺高箱 x 2", "20' ISO tank x 4": the count after an "x".
const SIZE_TYPE_COUNT =
  /(?<![\d.])(20|40|45)\s{0,2}(?:尺|英尺|')\s{0,2}(?:ISO\s{0,2})?(普柜|高柜|高箱|干箱|干柜|冷藏箱|冷藏柜|冷柜|冷箱|开顶箱|框架箱|罐箱|HQ|HC|GP|DV|RF|[Tt]ank|TANK)?\s{0,2}(?:(\d{1,4})\s{0,2}(?:个|只)|[x×X*]\s{0,2}(\d{1,4})(?![\d.,']))/g;
// "框架箱2个40尺": the type, the count, then the size.
const TYPE_COUNT_SIZE =
  /(普柜|高柜|冷藏箱|冷藏柜|冷柜|冷箱|开顶箱|框架箱|罐箱)\s{0,2}(\d{1,4})\s{0,2}(?:个|只)\s{0,2}(20|40|45)\s{0,2}(?:尺|英尺|')/g;
const COUNT_CELL_SIZE = new RegExp(
  `(?:^|\\n)[ \\t|]{0,4}(\\d{1,4})[ \\t]{0,8}[|\\t][ \\t]{0,8}(20|40|45)[ \\t]{0,2}(?:'|’|ft\\b)?[ \\t]{0,2}${BOX_TYPE}(?![\\p{L}\\d])`,
  'giu',
);
// "high cube" → HC; a word in the singular ("open tops" → OPEN TOP, "reefers" → REEFER).
const latinType = (t: string | undefined) =>
  t ? (/cube/i.test(t) ? 'HC' : t.toUpperCase().replace(/(?<=\w{3})S$/, '')) : null;
/** "HQ冷柜" (a high-cube reefer), "OT开顶箱", "冷箱", "GP": the code and the Chinese word, either or both. */
function sizeFirstType(t: string | undefined): string | null {
  const code = /^[A-Z]{2}/.exec(t ?? '')?.[0];
  const cjk = t?.replace(/^[A-Z]{2}\s*/, '');
  const word = cjk ? (CJK_TYPE[cjk] ?? null) : null;
  if (code && (code === 'HQ' || code === 'HC') && word === 'RF') return 'RH';
  return word ?? code ?? null;
}

export function findBoxes(text: string): Found<BoxCount>[] {
  const found: Found<BoxCount>[] = [];
  for (const m of allMatches(LATIN_BOXES, text))
    found.push({
      value: {
        count: +m[1],
        sizeFt: +m[2] as BoxCount['sizeFt'],
        type: latinType(m[3]),
      },
      start: m.index,
      end: m.index + m[0].trimEnd().length,
    });
  // "2 iso tanks 20'", "2 tankcontainer 20'", "3 reefers 40ft": the count, the type, then the size.
  for (const m of allMatches(COUNT_TYPE_SIZE, text)) {
    if (found.some((f) => f.start < m.index + m[0].length && m.index < f.end)) continue;
    const t = m[2].toLowerCase();
    found.push({
      value: {
        count: +m[1],
        sizeFt: +m[3] as BoxCount['sizeFt'],
        type: t.startsWith('tank')
          ? 'TK'
          : t.startsWith('reefer')
            ? 'RF'
            : t.startsWith('open')
              ? 'OT'
              : 'FR',
      },
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  // "十个40HQ", "三十个四十尺柜": counts and sizes in Chinese numerals too.
  const cjk =
    /(\d{1,4}|[一二两三四五六七八九十百]{1,4}(?=个|只))\s{0,4}(?:个|只|x|X|×)\s{0,4}(20|40|45|二十|四十五|四十(?=\s{0,2}(?:尺|英尺)))\s{0,4}(?:尺|英尺|')?\s{0,4}(HQ|HC|GP|DV|RF|RH|OT|FR|TK)?(高冷柜|冷高柜|冷藏箱|冷藏柜|冷冻柜|冻柜|冷柜|冷箱|高柜|普柜|框架箱|框架柜|开顶箱|开顶柜|罐箱|罐柜|柜)?/g;
  for (const m of allMatches(cjk, text)) {
    if (found.some((f) => f.start <= m.index && m.index < f.end)) continue;
    found.push({
      value: {
        count: /\d/.test(m[1]) ? +m[1] : cnValue(m[1]),
        sizeFt: (/\d/.test(m[2]) ? +m[2] : cnValue(m[2])) as BoxCount['sizeFt'],
        type: m[3] ? m[3].toUpperCase() : m[4] ? (CJK_TYPE[m[4]] ?? null) : null,
      },
      start: m.index,
      end: m.index + m[0].trimEnd().length,
    });
  }
  for (const m of allMatches(COUNT_SIZE_WORD, text)) {
    if (found.some((f) => f.start < m.index + m[0].length && m.index < f.end)) continue;
    // The type may be the box word after ("open tops", "reefers").
    const after = /^(?:open[ \t-]?tops?|flat[ \t-]?racks?|reefers?)/i.exec(text.slice(m.index + m[0].length));
    found.push({
      value: {
        count: COUNT_WORDS[m[1].toLowerCase()] ?? +m[1],
        sizeFt: +m[2] as BoxCount['sizeFt'],
        type: latinType(m[3] ?? after?.[0].replace(/[ \t-]/g, ' ')),
      },
      start: m.index,
      end: m.index + m[0].trimEnd().length,
    });
  }
  const sizeWords = [...allMatches(SIZE_WORD, text)];
  if (found.length || sizeWords.length) sizeWords.push(...allMatches(JOINED_SIZE, text));
  for (const m of sizeWords) {
    if (found.some((f) => f.start < m.index + m[0].length && m.index < f.end)) continue;
    const word = m[1].toLowerCase();
    found.push({
      value: {
        count: word === 'a' || word === 'an' ? 1 : (COUNT_WORDS[word] ?? +m[1]),
        sizeFt: m[2] === '20' || (m[2] === undefined && m[3]) ? 20 : 40,
        type: m[4] ? latinType(m[4].replace(/[ \t-]/g, ' ')) : null,
      },
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  // "20尺普柜12个", "40尺高柜8个": size, type, then the count.
  for (const m of allMatches(SIZE_TYPE_COUNT, text)) {
    if (found.some((f) => f.start < m.index + m[0].length && m.index < f.end)) continue;
    found.push({
      value: {
        count: +(m[3] ?? m[4]),
        sizeFt: +m[1] as BoxCount['sizeFt'],
        type: m[2] ? (CJK_TYPE[m[2]] ?? m[2].toUpperCase()) : null,
      },
      start: m.index,
      end: m.index + m[0].trimEnd().length,
    });
  }
  for (const m of allMatches(TYPE_COUNT_SIZE, text)) {
    if (found.some((f) => f.start < m.index + m[0].length && m.index < f.end)) continue;
    found.push({
      value: { count: +m[2], sizeFt: +m[3] as BoxCount['sizeFt'], type: CJK_TYPE[m[1]] ?? null },
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  // "40HQ×20个", "20GP x 10个", "20GP x 10，40HQ x 6", "40'冷箱 x 8", "40FR（框架箱）× 2": the size first, the count after.
  const sizeFirst =
    /(?<![\d.])(20|40|45)\s{0,2}(?:尺|')?\s{0,2}((?:HQ|HC|GP|DV|RF|RH|OT|FR|TK)?\s{0,2}(?:高冷柜|冷藏箱|冷藏柜|冷冻柜|冷柜|冷箱|高柜|普柜|框架箱|开顶箱|罐箱)?)\s{0,2}(?:[（(](高冷柜|冷藏箱|冷藏柜|冷冻柜|冷柜|冷箱|高柜|普柜|框架箱|开顶箱|罐箱)[）)])?\s{0,2}(?:×\s{0,2}(\d{1,4})\s{0,2}(?:个|只|箱)?|[xX*]\s{0,2}(\d{1,4})\s{0,2}(?:个|只|箱)|(?<=[A-Z箱柜]\s{0,2})[xX*]\s{0,2}(\d{1,4})(?![\d.,])|(?<=[A-Z])\s{1,2}(\d{1,4})\s{0,2}(?:个|只|箱))/g;
  for (const m of allMatches(sizeFirst, text)) {
    if (found.some((f) => f.start < m.index + m[0].length && m.index < f.end)) continue;
    found.push({
      value: {
        count: +(m[4] ?? m[5] ?? m[6] ?? m[7]),
        sizeFt: +m[1] as BoxCount['sizeFt'],
        type: sizeFirstType(m[2]) ?? (m[3] ? (CJK_TYPE[m[3]] ?? null) : null),
      },
      start: m.index,
      end: m.index + m[0].trimEnd().length,
    });
  }
  // A table of boxes ("Anzahl | Typ", "5 | 20' DV | 18 t"): the count in the first cell, the size in the next.
  for (const m of allMatches(COUNT_CELL_SIZE, text)) {
    const at = m.index + m[0].indexOf(m[1]);
    if (found.some((f) => f.start < m.index + m[0].length && at < f.end)) continue;
    found.push({
      value: { count: +m[1], sizeFt: +m[2] as BoxCount['sizeFt'], type: m[3] ? m[3].toUpperCase() : null },
      start: at,
      end: m.index + m[0].trimEnd().length,
    });
  }
  const feu = /\b(\d{1,4})\s{0,4}(?:x\s{0,4})?(FEU|FFE)\b/gi;
  for (const m of allMatches(feu, text))
    found.push({
      value: { count: +m[1], sizeFt: 40, type: null },
      start: m.index,
      end: m.index + m[0].trimEnd().length,
    });
  return found.sort((a, b) => a.start - b.start);
}

export const boxesTeu = (boxes: BoxCount[]) =>
  Math.ceil(boxes.reduce((sum, b) => sum + b.count * TEU_PER_BOX[b.sizeFt], 0) - 1e-9);

/** "700 TEU", "1,036 TEU", "approx 120 TEU", "约250 TEU"; not "185/TEU" or "per TEU". */
export function findTeu(text: string): Found<number>[] {
  const re = /(\d{1,3}(?:[,.']\d{3})+|\d{1,5})\s{0,4}-?\s{0,4}teus?\b/gi;
  const found: Found<number>[] = [];
  for (const m of allMatches(re, text)) {
    const value = amountOf(m[1]);
    if (value > 0 && value <= 30_000) found.push({ value, start: m.index, end: m.index + m[0].length });
  }
  return found;
}
