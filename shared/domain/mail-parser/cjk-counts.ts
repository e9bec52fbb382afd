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
const CN_UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };
const CN_COUNT = /[零一二两三四五六七八九十百千]{2,8}(?=[ \t]{0,2}(?:TEU|teu|个|箱|只|柜))/g;
/** "一百五十" → 150, "十" → 10. */
export function cnValue(s: string): number {
  let total = 0;
  let digit = 0;
  for (const ch of s) {
    if (ch in CN_DIGITS) digit = CN_DIGITS[ch];
    else {
      total += (digit || 1) * CN_UNITS[ch];
      digit = 0;
    }
  }
  return total + digit;
}

/**
 * "剩余舱位约一百五十TEU": a count in Chinese numerals before its unit, written in digits in the same number of
 * characters (so every offset still points into the mail); one that would need more characters is left.
 */
export function withArabicCounts(text: string): string {
  return text.replace(CN_COUNT, (m) => {
    const digits = String(cnValue(m));
    return digits.length <= m.length ? digits.padEnd(m.length, ' ') : m;
  });
}
