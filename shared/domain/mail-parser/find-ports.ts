import { AMBIGUOUS_PLACE_CODES, PORT_ALIASES, PORT_RANGES } from '../port-names';
import { PORTS } from '../ports';

/** A port named in the text: its LOCODE (a range names several, main port first) and where. */
export type PortMention = { codes: string[]; start: number; end: number };

type Entry = { pattern: string; codes: string[]; caseSensitive: boolean; cjk: boolean };

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const isCjk = (s: string) => /\p{Script=Han}/u.test(s);

function buildEntries(): Entry[] {
  const entries: Entry[] = [];
  const add = (pattern: string, codes: string[], caseSensitive: boolean) =>
    entries.push({ pattern, codes, caseSensitive, cjk: isCjk(pattern) });
  const placeCodeCount = new Map<string, number>();
  for (const p of PORTS) placeCodeCount.set(p.code.slice(2), (placeCodeCount.get(p.code.slice(2)) ?? 0) + 1);
  for (const p of PORTS) {
    add(p.code, [p.code], true);
    const place = p.code.slice(2);
    if (placeCodeCount.get(place) === 1 && !AMBIGUOUS_PLACE_CODES.has(place)) add(place, [p.code], true);
    // "Stavanger (Risavika)" and "Tallinn (Muuga)": the part before the bracket is the name people write.
    add(p.name.replace(/\s*\(.*\)$/, ''), [p.code], false);
    const a = PORT_ALIASES[p.code];
    for (const n of [...(a?.names ?? []), ...(a?.de ?? []), ...(a?.zh ?? [])]) add(n, [p.code], false);
    for (const s of a?.short ?? []) add(s, [p.code], true);
  }
  for (const [name, codes] of Object.entries(PORT_RANGES)) add(name, codes, true);
  // Longest first, so "Bremerhaven" wins over "Bremen" and "赫尔辛基" over "赫尔".
  return entries.sort((x, y) => y.pattern.length - x.pattern.length);
}

let cached: Entry[] | null = null;
const entries = () => {
  cached ??= buildEntries();
  return cached;
};

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/**
 * Ports named in the text, left to right, never overlapping. Latin names need a capital first letter
 * ("Hull", not a ship's hull) and whole-word boundaries; codes and short forms must be upper case.
 */
export function findPorts(text: string): PortMention[] {
  const folded = fold(text);
  // NFD folding can change length (ä → a + ◌̈ → a): only use it when lengths agree, else match raw.
  const haystack = folded.length === text.length ? folded : text.toLowerCase();
  const taken = new Array<boolean>(text.length).fill(false);
  const found: PortMention[] = [];
  for (const e of entries()) {
    const needle = e.caseSensitive
      ? e.pattern
      : haystack === folded
        ? fold(e.pattern)
        : e.pattern.toLowerCase();
    const source = e.caseSensitive ? text : haystack;
    let from = 0;
    for (;;) {
      const at = source.indexOf(needle, from);
      if (at < 0) break;
      from = at + 1;
      const end = at + needle.length;
      if (!e.cjk && (isWordChar(text[at - 1]) || isWordChar(text[end]))) continue;
      if (!e.caseSensitive && !e.cjk && text[at] !== text[at].toUpperCase()) continue;
      let free = true;
      for (let i = at; i < end; i++) if (taken[i]) free = false;
      if (!free) continue;
      for (let i = at; i < end; i++) taken[i] = true;
      found.push({ codes: e.codes, start: at, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
