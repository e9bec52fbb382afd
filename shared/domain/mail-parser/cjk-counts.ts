const CN_DIGITS: Record<string, number> = {
  零: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const CN_UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000, 万: 10_000 };
const CN_COUNT = /[零一二两三四五六七八九十百千]{2,8}(?=[ \t]{0,2}(?:TEU|teu|个|箱|只|柜))/g;
/** "一百五十" → 150, "十" → 10, "一千二" → 1,200 and "一百三" → 130 (a last digit after a unit counts in the next lower one). */
export function cnValue(s: string): number {
  let total = 0;
  let digit = 0;
  let lastUnit = 0;
  let zero = false;
  for (const ch of s) {
    if (ch === '零') zero = true;
    else if (ch in CN_DIGITS) digit = CN_DIGITS[ch];
    else {
      lastUnit = CN_UNITS[ch];
      total =
        lastUnit === 10_000
          ? (total + (digit || (total ? 0 : 1))) * lastUnit
          : total + (digit || 1) * lastUnit;
      digit = 0;
      zero = false;
    }
  }
  const trailing =
    digit && lastUnit >= 100 && !zero && /[百千万]$/.test(s.slice(0, -1)) ? (digit * lastUnit) / 10 : digit;
  return total + trailing;
}

/**
 * "剩余舱位约一百五十TEU", "空舱约三百TEU": counts in Chinese numerals before their unit, written in digits, with the
 * way back from an offset in the rewritten text to one in the mail (a count in digits may be longer: 三百 → 300).
 */
export function withArabicCounts(
  text: string,
  numerals: RegExp = CN_COUNT,
): { text: string; original: (i: number) => number } {
  const moved: { at: number; end: number; from: number; to: number }[] = [];
  let out = '';
  let last = 0;
  for (const m of text.matchAll(numerals)) {
    const digits = String(cnValue(m[0]));
    out += text.slice(last, m.index);
    moved.push({ at: out.length, end: out.length + digits.length, from: m.index, to: m.index + m[0].length });
    out += digits;
    last = m.index + m[0].length;
  }
  out += text.slice(last);
  const original = (i: number) => {
    const r = moved.findLast((x) => x.at <= i);
    if (!r) return i;
    return i >= r.end ? i - r.end + r.to : Math.min(r.from + (i - r.at), r.to);
  };
  return { text: out, original };
}

/** "一千二欧", "一百三美金", "两千一欧": an amount in Chinese numerals before its currency. */
export const CN_AMOUNT =
  /[一二两三四五六七八九十百千万][零一二两三四五六七八九十百千万]{0,7}(?=[ \t]{0,2}(?:美金|美元|欧元|欧(?!洲)))/g;
