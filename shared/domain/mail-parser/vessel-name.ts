/**
 * A ship's name after "MV", "M/V", "MS" (upper case, so "Ms Weber" is not a ship) or after a "Vessel:" /
 * "Schiff:" / "船名：" label: the capitalised words that follow, up to punctuation, a number or a lower-case
 * word ("MV WESER EXPRESS open Bremen" → WESER EXPRESS); a quoted name is taken whole.
 */
const MARKER = /(?:^|[\s,;:(【】\]：，、])(?:MV|Mv|mv|M\/V|m\/v|MS|M\/S|m\/s|MT)\.?\s+/g;
const LABEL = /(?:vessel|schiff|ship|船名)\s*[:：]\s*(?:(?:MV|M\/V|MS|M\/S)\.?\s+)?/gi;
const STOP = new Set([
  'OPEN',
  'OPENS',
  'OPENING',
  'ETA',
  'ETD',
  'OFFEN',
  'FREI',
  'TEU',
  'IN',
  'AT',
  'EX',
  'FOR',
  'FROM',
  'VON',
  'AB',
  'NACH',
  'TO',
]);

function nameAt(text: string, from: number): { value: string; start: number; end: number } | null {
  const quoted = /^["“'‘]([^"”'’\n]{2,40})["”'’]/.exec(text.slice(from));
  if (quoted) return { value: quoted[1].trim(), start: from + 1, end: from + 1 + quoted[1].length };
  const words: { w: string; start: number; end: number }[] = [];
  const re = /[^\s,;:()（），。、"”“'’\-–—/!?]+/g;
  re.lastIndex = from;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const gap = text.slice(words.length ? words[words.length - 1].end : from, m.index);
    if (words.length && !/^[ \t]+$/.test(gap)) break;
    if (!words.length && gap.length > 0) break;
    const w = m[0];
    if (!/^\p{Lu}/u.test(w) || STOP.has(w.toUpperCase()) || /\p{Script=Han}/u.test(w)) break;
    words.push({ w, start: m.index, end: m.index + w.length });
  }
  if (!words.length) return null;
  return { value: words.map((x) => x.w).join(' '), start: words[0].start, end: words[words.length - 1].end };
}

export function findVesselName(text: string) {
  for (const re of [LABEL, MARKER]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const name = nameAt(text, m.index + m[0].length);
      if (name) return { ...name, confidence: re === LABEL ? 0.9 : 0.85 };
    }
  }
  return null;
}
