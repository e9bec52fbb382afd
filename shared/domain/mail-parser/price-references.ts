import { splitLines } from './clean';
import { field } from './context';
import { findPorts } from './find-ports';
import { type FoundPrice, findBarePrices, findPrices } from './find-prices';
import { quantity, ratesOnly } from './shared-lines';
import type { DraftField, MailDraft, Money, PriceBasis, Span } from './types';

// "Rates pteu: Riga & Klaipeda USD 175 / Tallinn USD 190", "Raten je TEU: Bergen EUR 210,-", "运价（每箱）：…": a line
// whose label gives the basis of the bare amounts after it.
const LABEL_BASIS =
  /^[ \t]*(?:rates?|raten?|preise?|prices?|fracht(?:raten)?|indications?|ideas?|levels?|targets?|richtwerte?|运价)[ \t]{0,2}[(（]?[ \t]{0,2}(?:(per|pro|je|\/|p\.?\/?|每)[ \t]{0,3}(teu|box|container|cntr|unit|箱|柜))[ \t]{0,2}[)）]?[ \t]{0,2}[:：]/i;

/** The amounts of a line under a rate label that gives their basis; none when the line has no such label. */
export function labelledBarePrices(line: string): FoundPrice[] {
  const label = LABEL_BASIS.exec(line);
  if (!label) return [];
  const basis: PriceBasis = /teu/i.test(label[2]) ? 'per_teu' : 'per_box';
  return findBarePrices(line)
    .filter((p) => p.start >= label[0].length)
    .map((p) => ({ ...p, basis }));
}

const CJK_NUMBERS = '一二三四五六七八九十';
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];
const ORDINALS_DE = ['erste', 'zweite', 'dritte', 'vierte', 'fünfte'];
/** A list number as written: "2", "二", "b", "second", "zweite". */
const listNumber = (n: string) => {
  const t = n.toLowerCase();
  if (/\d/.test(t)) return Number(t);
  if (/^[a-h]$/.test(t)) return t.charCodeAt(0) - 96;
  const word = Math.max(
    ORDINALS.indexOf(t),
    ORDINALS_DE.findIndex((o) => t.startsWith(o)),
  );
  return word >= 0 ? word + 1 : CJK_NUMBERS.indexOf(t) + 1;
};
const firstGroup = (m: RegExpExecArray | RegExpMatchArray) => m.slice(1).find((g) => g !== undefined) ?? '';
// How a draft's first line numbers it: "1) Hamburg …", "2. Antwerpen …", "b) 4 x 20' DC …", "Lot 1 - 6 x 40'HC …",
// "一、鹿特丹 …", "第二票：…".
const DRAFT_NUMBER =
  /^\s*(?:[(（]?(\d{1,2})[.)）](?!\d)|[(（]?([a-h])[)）]|(?:lot|partie|sendung|order|shipment)\s*(\d{1,2})\b|([一二三四五六七八九十])[、.．]|第([一二三四五六七八九十\d]{1,2})票)/i;
// How a later line points at one: "1) USD 780/40'", "Budget für 2.: EUR 2.400", "zu b) EUR 690", "lot 1 EUR 1,150",
// "第一票目标价 USD 950/箱", "Idea for the first one EUR 1,350/box".
const NUMBER_REFERENCE =
  /(?<![\d.,/])(\d{1,2})(?:[)）]|\.(?![\d]))|(?<![\p{L}\d])([a-h])[)）]|\b(?:für|for|no\.?|nr\.?|item|order|lot|partie|sendung|pos\.?|position)\s*(\d{1,2})\b|第([一二三四五六七八九十\d]{1,2})(?:票|项|条)?|\b(?:the\s+|die\s+|der\s+|(?<=(?:^|[:：,;，；])\s{0,3}))(first|second|third|fourth|fifth|erste\w*|zweite\w*|dritte\w*|vierte\w*|fünfte\w*)\b|批次\s{0,2}(\d{1,2})/giu;
const PRICE_LINE_MAX = 240;
const PRICE_TOWARD = /^[^\d;,.\n；，。、]{0,14}(?:\b(?:to|for|nach|für|bis)[ \t]+|往|至|到)$/i;

const LANE_FROM = /^[ \t]{0,2}(?:->|-|–|—|→|>)[ \t]{0,2}[^\s\d]/;
type Reference = { at: number; end: number; draft: MailDraft; port?: boolean };
// Between two references priced together: "Kappa Sound and Elbe Moon II usd 160", "1) und 2) je EUR 120", "第一、二票".
const JOINED = /^[ \t]*(?:,|&|\+|\/|and|und|sowie|和|及|与|、|，)?[ \t]*$/i;

/**
 * A line that prices some of the positions or orders above it by their number or ship ("Target rates: 1) USD
 * 780/40'  2) no idea  3) USD 1,400/box", "Budget für 2.: ca. EUR 2.400 je Container", "第一票目标价USD 950/箱",
 * "Rates: SWIFT EUR 90/teu; GULL on application", "Für die LIGURIA bieten wir USD 105 je TEU"): each price goes
 * to the draft named nearest before it (else right after it), not to the draft the line was read with (issue 26).
 */
export function applyPriceReferences(masked: string, drafts: MailDraft[]): MailDraft[] {
  if (drafts.length < 2) return drafts;
  const numbered = new Map<number, MailDraft>();
  const numberLines = new Set<number>();
  for (const d of drafts) {
    // Its first numbered line: a greeting or an intro line may open the draft above the list.
    const lineStart = masked.lastIndexOf('\n', d.span.start - 1) + 1;
    for (const l of splitLines(masked.slice(lineStart, d.span.end))) {
      const m = DRAFT_NUMBER.exec(l.text.slice(0, 12));
      if (!m) continue;
      const n = listNumber(firstGroup(m));
      if (n && !numbered.has(n)) numbered.set(n, d);
      numberLines.add(lineStart + l.start);
      break;
    }
  }
  const names = drafts.flatMap((d) => {
    const name = d.kind === 'availability' ? d.fields.vesselName.value : null;
    if (!name) return [];
    // The whole name, and each word of it no other draft's name holds ("SWIFT" of FENLAND SWIFT).
    const words = name.split(/\s+/).filter((w) => w.length >= 3 && !/^\d+$/.test(w));
    const others = drafts.filter((o) => o !== d && o.kind === 'availability' && o.fields.vesselName.value);
    const own = words.filter(
      (w) =>
        !others.some((o) =>
          (o.kind === 'availability' ? (o.fields.vesselName.value ?? '') : '')
            .toUpperCase()
            .includes(w.toUpperCase()),
        ),
    );
    // Compiled once per mail, not once per line read.
    return [name, ...(words.length > 1 ? own : [])].map((w) => ({
      // A Latin name may run into Chinese text ("NORD SAGA剩余120TEU整批包价USD 14,400").
      re: new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(w.toUpperCase())}(?![A-Za-z\\d])`, 'u'),
      draft: d,
    }));
  });
  for (const line of splitLines(masked)) {
    if (line.text.length > PRICE_LINE_MAX) continue;
    const found = findPrices(line.text);
    const quotes = found.length ? found : labelledBarePrices(line.text);
    if (!quotes.length) continue;
    // A line that opens a draft of its own states that draft's price, unless that draft is a position naming no
    // ship ("Rates: USD 95/TEU for CAPE ARGOS Valencia-Genoa" under a table): then it is only this line.
    const opener = drafts.find((d) => d.span.start >= line.start && d.span.start < line.end);
    // ("Rates: Heysham / Liverpool EUR 150 pteu; …" read as an order of its own holds no quantity: only this line.)
    // (A position with a day of its own is one too, its ship named without MV/MS and read later: "ZEEBRUGGE → TILBURY
    // FLANDRIA SEA dep Thu 17/09 … EUR 210/TEU" under her earlier sailing.)
    if (
      opener &&
      !ratesOnly(opener) &&
      (opener.kind !== 'availability' || opener.fields.vesselName.value || opener.fields.departureDate.value)
    )
      continue;
    const within = (x: Span | null) => x !== null && x.start >= line.start && x.end <= line.end;
    // (Or an order with no quantity whose route is this line's ports: "Rates pteu: Riga & Klaipeda USD 175 / …".)
    const onlyThisLine = drafts.find(
      (d) =>
        (d.kind === 'availability' ? !d.fields.vesselName.value : ratesOnly(d)) &&
        d.span.start <= line.start &&
        d.span.end >= line.end &&
        within(d.fields.originPort.span),
    );
    const refs: Reference[] = [];
    const lead = line.text.length - line.text.trimStart().length;
    for (const m of line.text.matchAll(NUMBER_REFERENCE)) {
      // A draft's own list number ("1. 长风号：…") numbers its line; it points at no other.
      if (m.index === lead && numberLines.has(line.start)) continue;
      const n = listNumber(firstGroup(m));
      // "the first one", "第一条", "Pos. 1" over a list that numbers nothing (or in a column): the first of its drafts.
      const ordinal = m[4] || m[5] || m[6] || (m[3] && /^pos/i.test(m[0]));
      const d = numbered.get(n) ?? (ordinal && !numbered.size ? drafts[n - 1] : undefined);
      if (d && d.span.start < line.start) refs.push({ at: m.index, end: m.index + m[0].length, draft: d });
    }
    const upper = line.text.toUpperCase();
    for (const { re, draft } of names) {
      if (draft.span.start >= line.start) continue;
      const at = re.exec(upper);
      if (at) refs.push({ at: at.index, end: at.index + at[0].length, draft });
    }
    // "Rates: Heysham / Liverpool EUR 150 pteu; Rotterdam / Antwerp EUR 190", "USD 190/TEU to Casablanca": a
    // price keyed by destination goes to every position or order above the line bound there.
    // "比港-塞港 USD 90/TEU": the port a lane starts from is no destination.
    for (const p of findPorts(line.text).filter((p) => !LANE_FROM.test(line.text.slice(p.end, p.end + 4))))
      for (const d of drafts)
        if (
          (d.span.end <= line.start || (d.span.start < line.start && quantity(d))) &&
          d.fields.destinationPort.value === p.codes[0]
        )
          refs.push({ at: p.start, end: p.end, draft: d, port: true });
    if (!refs.length) continue;
    // The line read alone as a position of its own is dropped only when it points at another.
    if (refs.some((r) => r.draft !== opener && r.draft !== onlyThisLine))
      drafts = drafts.filter((d) => d !== opener && d !== onlyThisLine);
    quotes.forEach((q, i) => {
      const from = i ? quotes[i - 1].end : 0;
      const to = quotes[i + 1]?.start ?? line.text.length;
      const before = refs.filter((r) => r.at >= from && r.at < q.start).sort((a, b) => b.at - a.at);
      const after = refs.filter((r) => r.at >= q.end && r.at < to).sort((a, b) => a.at - b.at)[0];
      // "USD 190/TEU to Casablanca, USD 95/TEU to Tanger Med": a destination said right after its price.
      const toward = after?.port && PRICE_TOWARD.test(line.text.slice(q.end, after.at));
      const nearest = toward ? after : (before[0] ?? after);
      if (!nearest) return;
      // The references joined to the nearest one before the price share it.
      const targets = new Set(refs.filter((r) => r.at === nearest.at).map((r) => r.draft));
      for (let k = 1; nearest === before[0] && k < before.length; k++) {
        if (!JOINED.test(line.text.slice(before[k].end, before[k - 1].at))) break;
        targets.add(before[k].draft);
      }
      const start = line.start + q.start;
      for (const d of drafts) {
        const f = d.fields as Record<string, DraftField<unknown>>;
        const key = d.kind === 'availability' ? 'price' : 'budget';
        const here = f[key].span && f[key].span.start >= line.start && f[key].span.start < line.end;
        if (targets.has(d)) {
          f[key] = field<Money>(q.value, q, 0.8, line.start);
          f.priceBasis = field<PriceBasis>(q.basis, q, 0.8, line.start);
        } else if (here && f[key].span?.start === start) {
          f[key] = { value: null, span: null, confidence: 0 };
          f.priceBasis = { value: null, span: null, confidence: 0 };
        }
        d.missing = Object.entries(f)
          .filter(([, x]) => x.value === null)
          .map(([k]) => k);
      }
    });
  }
  return drafts;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
