import { PORT_ALIASES } from '../port-names';
import { PORTS } from '../ports';

/**
 * Port names mistyped in hurried mails ("ex antwrep to helsinky", "opn gothenbrug", "Hambrug", "鹿特但", "汉保"), read
 * only where the words around name a port (after "ex", "to", "dir", "nach", "到", "去" …): a word of five letters or
 * more one edit from a catalogue name (two from one of nine letters or more), starting with the same letter, and
 * nearer to that name than to any other; a Chinese name of three characters or more with one character wrong.
 */
type Name = { key: string; code: string };

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const latin: Map<string, Name[]> = new Map();
const han: Name[] = [];
for (const p of PORTS) {
  const a = PORT_ALIASES[p.code];
  for (const n of [
    p.name.replace(/\s*\(.*\)$/, ''),
    ...(a?.names ?? []),
    ...(a?.de ?? []),
    ...(a?.zh ?? []),
  ]) {
    if (/\p{Script=Han}/u.test(n)) {
      if (n.length >= 3) han.push({ key: n, code: p.code });
      continue;
    }
    const key = fold(n).replace(/[\s.'-]/g, '');
    if (key.length < 5) continue;
    const list = latin.get(key[0]) ?? [];
    if (!list.some((x) => x.key === key)) list.push({ key, code: p.code });
    latin.set(key[0], list);
  }
}

/** Optimal string alignment distance, stopping once it exceeds `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2][j - 2] + 1);
      row.push(d);
      least = Math.min(least, d);
    }
    if (least > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length][b.length];
}

const known = new Map<string, string | null>();
/** The port a mistyped Latin word means, or null. */
export function mistypedPort(word: string): string | null {
  const w = fold(word);
  let code = known.get(w);
  if (code !== undefined) return code;
  code = null;
  if (w.length >= 5) {
    const max = w.length >= 9 ? 2 : 1;
    let best = max + 1;
    let tie = false;
    for (const n of latin.get(w[0]) ?? []) {
      const d = distance(w, n.key, max);
      if (d < best) {
        best = d;
        code = n.code;
        tie = false;
      } else if (d === best && n.code !== code) tie = true;
    }
    if (best === 0 || best > max || tie) code = null;
  }
  if (known.size >= 4096) known.clear();
  known.set(w, code);
  return code;
}

/** The port a Chinese name with one character wrong means, at `at` in the text, with its length. */
export function mistypedHanPort(text: string, at: number): { code: string; length: number } | null {
  let hit: { code: string; length: number } | null = null;
  for (const n of han) {
    const part = text.slice(at, at + n.key.length);
    if (part.length !== n.key.length || !/^\p{Script=Han}+$/u.test(part)) continue;
    let wrong = 0;
    for (let i = 0; i < part.length && wrong < 2; i++) if (part[i] !== n.key[i]) wrong++;
    // The first character right: "鹿特但" for 鹿特丹, "汉保" is too short to tell.
    if (wrong === 1 && part[0] === n.key[0] && (!hit || n.key.length > hit.length))
      hit = { code: n.code, length: part.length };
  }
  return hit;
}
