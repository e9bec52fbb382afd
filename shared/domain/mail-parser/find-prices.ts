import { CN_AMOUNT, withArabicCounts } from './cjk-counts';
import { allMatches } from './context';
import { type Found, amountOf as number } from './find-amounts';
import type { Money, PriceBasis } from './types';

/**
 * Prices in a broker's mail, with their currency (never converted) and basis (issue 26): per TEU, per box or lump sum,
 * in digits or Chinese numerals; and bare amounts with a currency for rate columns.
 */
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
