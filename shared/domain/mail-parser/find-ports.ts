import { AMBIGUOUS_PLACE_CODES, PORT_ALIASES, PORT_RANGES } from '../port-names';
import { PORTS } from '../ports';
import { mistypedHanPort, mistypedPort } from './port-typos';

/** A port named in the text: its LOCODE (a range names several, main port first) and where. */
export type PortMention = { codes: string[]; start: number; end: number };

type Entry = { codes: string[]; length: number; order: number; caseSensitive: boolean; cjk: boolean };
type Node = { next: Map<number, Node>; entry: Entry | null };

const newNode = (): Node => ({ next: new Map(), entry: null });
const isCjk = (s: string) => /\p{Script=Han}/u.test(s);

// Folded one UTF-16 unit at a time, so the folded text keeps the original's offsets (a letter whose folding
// would change the length is only lower-cased). Issue 22: folding used to run once per port name and line.
const foldCache = new Map<string, string>();
function foldChar(c: string): string {
  const code = c.charCodeAt(0);
  if (code < 128) return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : c;
  let f = foldCache.get(c);
  if (f === undefined) {
    const nfd = c
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
    const lower = c.toLowerCase();
    f = nfd.length === 1 ? nfd : lower.length === 1 ? lower : c;
    // The cache only grows with distinct characters; a mail has at most 20,000 of them.
    if (foldCache.size < 50_000) foldCache.set(c, f);
  }
  return f;
}
const fold = (s: string) => {
  let out = '';
  for (let i = 0; i < s.length; i++) out += foldChar(s[i]);
  return out;
};

/**
 * Two tries, built once: names matched without regard to case or accents ("Göteborg" = "goteborg"), and
 * codes and short forms matched exactly ("HAM", never "ham"). Reading a text walks both from each position,
 * at most the longest name's length deep, so the work is linear in the text.
 */
function buildTries() {
  const folded = newNode();
  const exact = newNode();
  let order = 0;
  const add = (pattern: string, codes: string[], caseSensitive: boolean) => {
    const key = caseSensitive ? pattern : fold(pattern);
    let node = caseSensitive ? exact : folded;
    for (let i = 0; i < key.length; i++) {
      const c = key.charCodeAt(i);
      let child = node.next.get(c);
      if (!child) {
        child = newNode();
        node.next.set(c, child);
      }
      node = child;
    }
    // The first spelling added for a key wins, as the first entry of equal length did before.
    node.entry ??= { codes, length: key.length, order: order++, caseSensitive, cjk: isCjk(pattern) };
  };
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
  for (const [short, code] of Object.entries(TRADE_SHORT_FORMS)) add(short, [code], true);
  return { folded, exact };
}

/**
 * Place codes two catalogue ports share, which the feeder trade still writes for one of them: "HEL" is
 * Helsinki in every Baltic position list (Helsingborg is written out or "HELSINGBORG"/"SEHEL").
 */
const TRADE_SHORT_FORMS: Record<string, string> = { HEL: 'FIHEL' };

const tries = buildTries();

const WORD = /[\p{L}\p{N}]/u;
const HAN = /\p{Script=Han}/u;
const isWordChar = (c: string | undefined) => c !== undefined && WORD.test(c);
const classCache = new Map<number, number>();
/** 1 for a letter or digit, 2 for a Han character (also a letter), per UTF-16 unit. */
function charClasses(text: string): Uint8Array {
  const classes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) {
      classes[i] =
        (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) ? 1 : 0;
    } else {
      let c = classCache.get(code);
      if (c === undefined) {
        c = isWordChar(text[i]) ? (HAN.test(text[i]) ? 2 : 1) : 0;
        if (classCache.size < 50_000) classCache.set(code, c);
      }
      classes[i] = c;
    }
  }
  return classes;
}

type Candidate = { entry: Entry; start: number; end: number };

// Also the day she opens ("mv luna b ppt antwerp", "fri rotterdam 220 of 510", "hanna kiel morgen") and "in"/"at"
// ("opens in rostock").
const LOWER_KEYWORD =
  /(?:(?:^|[^\p{L}])(?:open|opn|opens|ex|from|to|for|dir|direction|pol|pod|via|nach|von|ab|offen|öffnet|richtung|ri|ziel|bound|next|eta|etd|frei|free|in|at|ppt|prompt|asap|today|tmrw|tomorrow|heute|morgen|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|(?:mon|diens|donners|frei|sams|sonn)tag|mittwoch)[\s:.]{1,3}|(?:->|>|→)[ \t]{0,3})$/iu;
const LOWER_JOIN = /^\s*(?:\/|-|–|->|→|>|to)\s*$/;

function walk(root: Node, source: string, at: number, found: Candidate[]) {
  let node: Node | undefined = root;
  for (let i = at; i < source.length && node; i++) {
    node = node.next.get(source.charCodeAt(i));
    if (node?.entry) found.push({ entry: node.entry, start: at, end: i + 1 });
  }
}

/**
 * Ports named in the text, left to right, never overlapping. Latin names need a capital first letter
 * ("Hull", not a ship's hull) and whole-word boundaries; codes and short forms must be upper case. Where names
 * overlap the longest wins ("Bremerhaven" over "Bremen", "赫尔辛基" over "赫尔").
 */
// The segmenter reads a line and the draft builder then reads the same text as a unit: the last answer is kept.
let last: { text: string; found: PortMention[] } | null = null;

export function findPorts(text: string): PortMention[] {
  if (last?.text === text) return last.found.map((m) => ({ ...m }));
  const found = searchPorts(text);
  last = { text, found };
  return found.map((m) => ({ ...m }));
}

/** Whether a word (or words) names a port of the catalogue, as the name readers ask. */
// Asked for the same few words again and again (every name candidate's words), so remembered: bounded, and the
// answer depends on the word alone.
const portWords = new Map<string, boolean>();
export function isPortWord(w: string): boolean {
  let known = portWords.get(w);
  if (known === undefined) {
    if (portWords.size >= 4096) portWords.clear();
    known = findPorts(w).length > 0;
    portWords.set(w, known);
  }
  return known;
}

function searchPorts(text: string): PortMention[] {
  const folded = fold(text);
  const classes = charClasses(text);
  const candidates: Candidate[] = [];
  for (let at = 0; at < text.length; at++) {
    // Inside a word only a Chinese name can start (Chinese has no spaces between words).
    if (at > 0 && classes[at - 1] !== 0 && classes[at] !== 2) continue;
    walk(tries.folded, folded, at, candidates);
    walk(tries.exact, text, at, candidates);
  }
  const whole = candidates.filter(
    ({ entry: e, start, end }) =>
      e.cjk || !((start > 0 && classes[start - 1] !== 0) || (end < text.length && classes[end] !== 0)),
  );
  const capital = (c: Candidate) =>
    c.entry.caseSensitive || c.entry.cjk || text[c.start] === text[c.start].toUpperCase();
  // "KRS 0000341122", "NIP 586…": a register's letters before its number are no port code.
  const registry = (c: Candidate) =>
    /^[A-Z]{2,4}$/.test(text.slice(c.start, c.end)) &&
    /^[ \t:#.-]{0,3}\d{5,}/.test(text.slice(c.end, c.end + 12));
  const valid = whole.filter((c) => capital(c) && !registry(c));
  // Brokers typing in lower case ("opn kiel … dir klaipeda", "tilbury/rotterdam"): a name in lower case is a
  // port after a word that names one, or joined by "/", "-" or "to" to another port.
  const lower = whole.filter((c) => !capital(c));
  // "rtm-leixoes", "hh-oslo", "brv-riga": a trade code typed in lower case, joined to another port, and that port.
  const codes: Candidate[] = [];
  for (const m of text.matchAll(/(?<![\p{L}\d])[a-z]{2,3}(?![\p{L}\d])/gu)) {
    const hit: Candidate[] = [];
    walk(tries.exact, m[0].toUpperCase(), 0, hit);
    const code = hit.find((c) => c.end === m[0].length);
    if (code) codes.push({ entry: code.entry, start: m.index, end: m.index + m[0].length });
  }
  const joinedTo = (c: Candidate, others: Candidate[]) =>
    others.some(
      (o) =>
        o !== c &&
        ((o.end <= c.start && c.start - o.end <= 5 && LOWER_JOIN.test(text.slice(o.end, c.start))) ||
          (c.end <= o.start && o.start - c.end <= 5 && LOWER_JOIN.test(text.slice(c.end, o.start)))),
    );
  const joinedCodes = codes.filter((c) => joinedTo(c, [...whole, ...codes]));
  valid.push(...joinedCodes);
  for (const c of lower)
    if (
      LOWER_KEYWORD.test(text.slice(Math.max(0, c.start - 14), c.start)) ||
      // "kotka dir", "riga bound": the word that names a destination after it.
      /^[ \t]{1,2}(?:dir|bound)\b/i.test(text.slice(c.end, c.end + 8))
    )
      valid.push(c);
  for (const c of lower) if (!valid.includes(c) && joinedTo(c, [...whole, ...joinedCodes])) valid.push(c);
  // "opn ham 03/12", "dir rtm", "eta cux", "frei ab rtm … nach hh": a trade code typed in lower case right after
  // "open"/"opn"/"ex"/"dir"/"eta"/"ab"/"nach".
  for (const m of text.matchAll(
    /(?<=(?:^|[^\p{L}])(?:open|opn|opens|ex|dir|eta|etd|pol|pod|ab|nach|ziel|richtung|offen|öffnet)[ \t:.]{1,3})[a-z]{2,3}(?![\p{L}\d])/gu,
  )) {
    const code: Candidate[] = [];
    walk(tries.exact, m[0].toUpperCase(), 0, code);
    const hit = code.find((c) => c.end === m[0].length);
    if (hit) valid.push({ entry: hit.entry, start: m.index, end: m.index + 3 });
  }
  valid.push(...mistyped(text, candidates));
  valid.sort((a, b) => b.entry.length - a.entry.length || a.entry.order - b.entry.order || a.start - b.start);
  const taken = new Uint8Array(text.length);
  const found: PortMention[] = [];
  for (const { entry, start, end } of valid) {
    let free = true;
    for (let i = start; i < end && free; i++) if (taken[i]) free = false;
    if (!free) continue;
    taken.fill(1, start, end);
    found.push({ codes: entry.codes, start, end });
  }
  return found.sort((a, b) => a.start - b.start);
}

// "ex antwrep to helsinky", "opn gothenbrug", "奥勒松到鹿特但": a word where a port is named, spelt one letter off.
const MAX_TYPOS = 200;
function mistyped(text: string, candidates: Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  const covered = (start: number, end: number) => candidates.some((c) => c.start < end && start < c.end);
  const entry = (code: string, length: number): Entry => ({
    codes: [code],
    length,
    order: Number.MAX_SAFE_INTEGER,
    caseSensitive: false,
    cjk: false,
  });
  let tries = 0;
  for (const m of text.matchAll(/(?<![\p{L}\d])\p{L}{5,20}(?![\p{L}\d])/gu)) {
    // The cue first: it reads a few characters, the overlap test every candidate.
    const cued =
      LOWER_KEYWORD.test(text.slice(Math.max(0, m.index - 14), m.index)) ||
      /^[ \t]{1,2}(?:dir|bound)\b/i.test(text.slice(m.index + m[0].length, m.index + m[0].length + 8));
    if (!cued || HAN.test(m[0]) || covered(m.index, m.index + m[0].length) || ++tries > MAX_TYPOS) continue;
    const code = mistypedPort(m[0]);
    if (code) out.push({ entry: entry(code, m[0].length), start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(/[到去至往从](?=\p{Script=Han}{3})/gu)) {
    const at = m.index + 1;
    if (covered(at, at + 3) || ++tries > MAX_TYPOS) continue;
    const hit = mistypedHanPort(text, at);
    if (hit)
      out.push({ entry: { ...entry(hit.code, hit.length), cjk: true }, start: at, end: at + hit.length });
  }
  return out;
}
