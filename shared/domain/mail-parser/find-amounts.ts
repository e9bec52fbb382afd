import { CN_AMOUNT, cnValue, withArabicCounts } from './cjk-counts';
import { allMatches } from './context';
import type { BoxCount, Money, PriceBasis } from './types';

/**
 * Quantities in a broker's mail: boxes by size ("2x40HC + 5x20DV", "5个40HQ", "50 FEU"), TEU figures
 * ("approx 120 TEU", "1,036 TEU"), reefer plugs and prices per TEU. Offsets are into the text given.
 */
export type Found<T> = { value: T; start: number; end: number };

/** DOMAIN.md: FFE = 2 TEU; a 45' box is counted by its length, 2.25 TEU (ADR 008). */
export const TEU_PER_BOX: Record<BoxCount['sizeFt'], number> = { 20: 1, 40: 2, 45: 2.25 };

const number = (s: string) =>
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
  `(?<![\\p{L}\\d.,])(\\d{1,3}|a|an|${Object.keys(COUNT_WORDS).join('|')})[ \\t]{1,3}(?:(forties|forty[ \\t-]?(?:footers?|foot|ft|feet)|40ers?|40s|(?<=\\b(?:a|an|one)[ \\t]{1,3})forty(?![ \\t-]?\\d))|(twenties|twenty[ \\t-]?(?:footers?|foot|ft|feet)|20ers?|20s|(?<=\\b(?:a|an|one)[ \\t]{1,3})twenty(?![ \\t-]?\\d)))(?:[ \\t]{1,2}(high[ \\t-]?cubes?|hc|reefers?))?(?![\\p{L}\\d])`,
  'giu',
);
// "2 forties + one 20": a bare size joined to another box line by "+".
const JOINED_SIZE =
  /(?<=[+&][ \t]{0,2})(\d{1,2}|one|two|three|a|an|ein|eine|zwei|drei)[ \t]{1,2}(20|40)(?![\d'’\p{L}])/giu;
const CJK_TYPE: Record<string, string> = {
  高柜: 'HC',
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
// "20尺干箱 x 30": the count after an "x".
const SIZE_TYPE_COUNT =
  /(?<![\d.])(20|40|45)\s{0,2}(?:尺|英尺|')\s{0,2}(?:ISO\s{0,2})?(普柜|高柜|干箱|干柜|冷藏箱|冷藏柜|冷柜|冷箱|开顶箱|框架箱|罐箱|HQ|HC|GP|DV|RF)?\s{0,2}(?:(\d{1,4})\s{0,2}(?:个|只)|[x×X*]\s{0,2}(\d{1,4})(?![\d.,']))/g;
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
    const value = number(m[1]);
    if (value > 0 && value <= 30_000) found.push({ value, start: m.index, end: m.index + m[0].length });
  }
  return found;
}

const CUR: Record<string, Money['currency']> = {
  usd: 'USD',
  us$: 'USD',
  $: 'USD',
  美元: 'USD',
  美金: 'USD',
  eur: 'EUR',
  '€': 'EUR',
  euro: 'EUR',
  欧元: 'EUR',
  欧: 'EUR',
};
const currency = (s: string) => CUR[s.toLowerCase()] ?? null;
// Bounded and anchored after a non-digit, so a run of 20,000 digits is not re-read from every digit (issue 22).
// "25k": thousands, as brokers write lump sums.
// "USD 1'100.-": Swiss German sets thousands apart with an apostrophe.
const AMOUNT_BODY = "\\d{1,3}(?:[,.'’]\\d{3})+(?:[.,]\\d{1,2})?|\\d{1,7}(?:[.,]\\d{1,2})?(?:k(?![a-z]))?";
const AMOUNT = `(?<![\\d.,])(${AMOUNT_BODY})`;
// "usd 1 850", "EUR 12 500": after the currency, thousands may be set apart by a space.
const AMOUNT_SPACED = `(?<![\\d.,])(\\d{1,3}(?: \\d{3})+(?![\\d.,])|${AMOUNT_BODY})`;
// "120,- EUR": German prices often end in ",-".
const CURRENCY_DASH = '(?:[.,]-)?';
const CURRENCY = '(usd|us\\$|\\$|eur|€|euro|美元|美金|欧元|欧(?!洲))';
// A slot is one TEU: "USD 85 per slot", "EUR 90/Stellplatz"; "EUR 150 pteu", "p/teu": per TEU, shortened.
const PER_TEU =
  '\\s{0,4}(?:(?:/|per|pro|je|a|each|每|一个|p\\.|p/|p(?=teu))?\\s{0,4}teu\\b|(?:/|per|pro|je)\\s{0,4}(?:slot|stellplatz)\\b)';
// A box: "per 40'", "/box", "per unit", "pro 40'-Box", "je 20'", "/FEU", "/40'".
const PER_BOX =
  "\\s{0,4}(?:(?:/|per|pro|je|each|a)\\s{0,4}(?:(?:20|40|45)\\s{0,4}(?:'|’|ft\\b|fuß\\b|尺)?(?:\\s{0,4}(?:hc|hq|dv|gp|rf))?(?:-?\\s{0,4}box\\b)?|box(?:es)?\\b|units?\\b|cntrs?\\b|ctrs?\\b|containers?\\b|tanks?\\b|reefers?\\b|feu\\b|kiste\\b|container\\b|fr\\b|ot\\b|flat\\s?racks?\\b|open\\s?tops?\\b|einheit\\b|stück\\b|stk\\b|罐|柜|箱)|一个(?:柜|箱|罐)?)";
const LUMP_BEFORE =
  '(?:lump\\s?sum|lumpsum|\\bl\\.?s(?:um)?\\b|l/s|pauschalpreis(?:\\s{1,3}f(?:ü|ue)r\\s[^:：\\n]{1,30}?[:：])?|pauschale?|包干价?|全包价?|(?:整批)?包价|总价|总运费|总预算|预算总额|total\\s{1,3}(?:budget|price|freight)|gesamtbudget|gesamtpreis|all[-\\s]in)\\s{0,4}(?:of\\s{1,3}|(?:idea|target|budget|ca\\.?|abt\\.?)\\s{1,3})?[:：]?\\s{0,4}';
// "USD 12,500 整票" (for the whole shipment), "USD 9.800 für alles", "EUR 28,000 for the lot".
const LUMP_AFTER =
  '\\s{0,4}(?:lump\\s?sum|lumpsum|\\bl\\.?s(?:um)?\\b|l/s|pauschal|包干|整票|一口价|总价|für alles|for the lot)';

type Quote = { re: RegExp; basis: PriceBasis; cur: number; amount: number };
const q = (source: string, basis: PriceBasis, cur: number, amount: number): Quote => ({
  re: new RegExp(source, 'gi'),
  basis,
  cur,
  amount,
});
// Compiled once at module load (issue 22). Order matters where two readings overlap: the first wins.
const QUOTES: Quote[] = [
  q(`${CURRENCY}\\s{0,4}${AMOUNT_SPACED}${CURRENCY_DASH}${PER_TEU}`, 'per_teu', 1, 2),
  q(`${AMOUNT}${CURRENCY_DASH}\\s{0,4}${CURRENCY}${PER_TEU}`, 'per_teu', 2, 1),
  q(`(?:每|per|pro|je)\\s{0,4}teu\\s{0,4}[:：]?\\s{0,4}${CURRENCY}\\s{0,4}${AMOUNT_SPACED}`, 'per_teu', 1, 2),
  q(`(?:每|per|pro|je)\\s{0,4}teu\\s{0,4}[:：]?\\s{0,4}${AMOUNT}\\s{0,4}${CURRENCY}`, 'per_teu', 2, 1),
  q(`${CURRENCY}\\s{0,4}${AMOUNT_SPACED}${CURRENCY_DASH}${PER_BOX}`, 'per_box', 1, 2),
  q(`${AMOUNT}${CURRENCY_DASH}\\s{0,4}${CURRENCY}${PER_BOX}`, 'per_box', 2, 1),
  q(
    `每个?\\s{0,4}(?:20|40|45)\\s{0,4}(?:尺|英尺|')?\\s{0,4}(?:hq|hc|gp)?\\s{0,4}(?:箱|柜)?\\s{0,4}[:：]?\\s{0,4}${AMOUNT}\\s{0,4}${CURRENCY}`,
    'per_box',
    2,
    1,
  ),
  q(
    `每个?\\s{0,4}(?:20|40|45)\\s{0,4}(?:尺|英尺|')?\\s{0,4}(?:hq|hc|gp)?\\s{0,4}(?:箱|柜)?\\s{0,4}[:：]?\\s{0,4}${CURRENCY}\\s{0,4}${AMOUNT_SPACED}`,
    'per_box',
    1,
    2,
  ),
  // "每柜EUR 1,050", "每箱USD 240", "每个罐箱USD 700", "USD 240/箱": per box without its size.
  q(
    `(?:每个?|每只)\\s{0,2}(?:箱|柜|集装箱|罐箱|冷柜|冷箱)(?:预算|运价|价格|费用|约|大约)?\\s{0,4}[:：]?\\s{0,4}${CURRENCY}\\s{0,4}${AMOUNT_SPACED}`,
    'per_box',
    1,
    2,
  ),
  q(
    `(?:每个?|每只)\\s{0,2}(?:箱|柜|集装箱|罐箱|冷柜|冷箱)(?:预算|运价|价格|费用|约|大约)?\\s{0,4}[:：]?\\s{0,4}${AMOUNT}\\s{0,4}${CURRENCY}`,
    'per_box',
    2,
    1,
  ),
  q(`${CURRENCY}\\s{0,4}${AMOUNT_SPACED}\\s{0,2}[/／每]\\s{0,2}(?:箱|柜|个)`, 'per_box', 1, 2),
  q(`${AMOUNT}\\s{0,4}${CURRENCY}\\s{0,2}[/／每]\\s{0,2}(?:箱|柜|个)`, 'per_box', 2, 1),
  q(`${LUMP_BEFORE}${CURRENCY}\\s{0,4}${AMOUNT_SPACED}`, 'lump_sum', 1, 2),
  q(`${LUMP_BEFORE}${AMOUNT}${CURRENCY_DASH}\\s{0,4}${CURRENCY}`, 'lump_sum', 2, 1),
  q(`${CURRENCY}\\s{0,4}${AMOUNT_SPACED}${CURRENCY_DASH}${LUMP_AFTER}`, 'lump_sum', 1, 2),
  q(`${AMOUNT}${CURRENCY_DASH}\\s{0,4}${CURRENCY}${LUMP_AFTER}`, 'lump_sum', 2, 1),
];

export type FoundPrice = Found<Money> & { basis: PriceBasis };

/**
 * Prices with their currency (never converted) and basis: per TEU ("USD 185/TEU", "180,- EUR je TEU",
 * "每TEU 150美元"), per box ("USD 450 per 40'", "EUR 600 pro 40'-Box", "每个40尺600美元") or lump sum
 * ("lumpsum USD 14,200", "pauschal 6.300 EUR", "包干价9800美元"). "On request" has no amount and so no price.
 */
export function findPrices(text: string): FoundPrice[] {
  // "一千二欧一个柜", "一百三美金一个TEU": amounts in Chinese numerals, read in digits, their spans in the mail.
  if (!/[一二两三四五六七八九十百千万][ \t]{0,2}(?:美|欧)/.test(text)) return pricesIn(text);
  const cn = withArabicCounts(text, CN_AMOUNT);
  return pricesIn(cn.text).map((p) => ({ ...p, start: cn.original(p.start), end: cn.original(p.end) }));
}

function pricesIn(text: string): FoundPrice[] {
  const found: FoundPrice[] = [];
  for (const quote of QUOTES)
    for (const m of allMatches(quote.re, text)) {
      const c = currency(m[quote.cur]);
      const value = number(m[quote.amount]);
      const start = m.index;
      const end = m.index + m[0].trimEnd().length;
      if (!c || !(value > 0) || found.some((f) => f.start < end && start < f.end)) continue;
      found.push({
        value: { amount: Math.round(value * 100) / 100, currency: c },
        basis: quote.basis,
        start,
        end,
      });
    }
  return found.sort((a, b) => a.start - b.start);
}

const BARE = [
  new RegExp(`${CURRENCY}\\s{0,3}${AMOUNT}${CURRENCY_DASH}`, 'gi'),
  new RegExp(`${AMOUNT}${CURRENCY_DASH}\\s{0,3}${CURRENCY}`, 'gi'),
];
// A hire or a bunker price is no freight: "USD 6,500/day", "EUR 650 pmt".
const NOT_FREIGHT = /^\s*(?:\/\s*day|per\s+day|pd\b|p\.d\.|pdpr|\/\s*mt|pmt|per\s+mt|\/\s*t\b)/i;

/**
 * An amount with its currency but no basis ("USD 135" in a rate column, "Budget gesamt USD 11.000"): read only
 * when no quote with a basis was found; the caller decides the basis from the unit's kind and words.
 */
export function findBarePrices(text: string): Found<Money>[] {
  const found: Found<Money>[] = [];
  BARE.forEach((re, i) => {
    for (const m of allMatches(re, text)) {
      const c = currency(m[i === 0 ? 1 : 2]);
      const value = number(m[i === 0 ? 2 : 1]);
      const end = m.index + m[0].length;
      if (!c || !(value > 0) || NOT_FREIGHT.test(text.slice(end, end + 8))) continue;
      if (found.some((f) => f.start < end && m.index < f.end)) continue;
      found.push({ value: { amount: Math.round(value * 100) / 100, currency: c }, start: m.index, end });
    }
  });
  return found.sort((a, b) => a.start - b.start);
}
