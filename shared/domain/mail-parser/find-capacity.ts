import { allMatches, clauseAfter, clauseBefore } from './context';
import type { Found } from './find-amounts';

/**
 * A position's capacity words (issue 26): the free figure (slots, free, available, "Stellplätze frei", 剩余舱位,
 * "240 free", "250 von 508 TEU frei", "380/150" as nominal/free) is what the ship offers; the ship's nominal
 * size ("508 TEU nominal", "Nennkapazität 957 TEU", "载箱量700TEU", "(nominal 800)") is kept apart as its
 * capacity and never taken for the free figure. An intake counts only when no free figure is stated.
 */
type Free = Found<number> & { capacity?: Found<number> };

const NUM = "(\\d{1,3}(?:[,.']\\d{3})+|\\d{1,5})";
const toNumber = (s: string) => Number(s.replace(/[,.']/g, ''));

// "210 slots", "90 Stellplätze", "freie Stellplätze: 320", "Freie Stellplätze ca. 320", "slots: ca. 200" (not a date's year over the next
// line's "freie Stellplätze").
const SLOTS =
  /(?<![\d.,/])\b(\d{1,5})[ \t]{0,4}(?:freien?[ \t]{1,3})?(?:slots?\b|stellpl(?:ä|ae)tzen?\b|stellpl\.|pl(?:ä|ae)tzen?\b)|\b(?:free\s+slots?|freie\s+stellpl(?:ä|ae)tze|(?:slots?|stellpl(?:ä|ae)tze)(?=[ \t]{0,3}[:：]))[ \t]{0,3}[:：]?[ \t]{0,3}(?:(?:abt|ca|approx)\.?[ \t]{0,3})?(\d{1,5})\b/gi;
// "abt 240 free", "250 frei", "190 TEU spare" (not "free in/out", the terms of a freight)
// Not a date's tail ("eta 23/12   free abt 140 teu").
const NUMBER_FREE =
  /(?<![\d.,/])\b((\d{1,5})[ \t]{0,3}(?:teu[ \t]{0,3})?)(?:(?:to be|will be|would be|should be|are|remain|sind|bleiben)[ \t]{1,3})?(?:free|frei|spare|avail(?:able)?|avl|avbl|verfügbar|open(?![ \t]+(?:(?:at|in|ex|from)[ \t]+)?\p{Lu}))\b(?![ \t]+(?:in|out)\b)/giu;
// "250 von 508 TEU frei", "200 of 600 TEU free", "250 slots of her 800 available"
const PART_OF =
  /\b(\d{1,5})[ \t]{0,3}(?:(?:slots?|stellpl(?:ä|ae)tze)[ \t]{1,3})?(?:von|of|out of|aus)[ \t]{0,3}(?:(?:her|its|ihren|seinen)[ \t]{1,3})?(\d{1,5})[ \t]{0,3}(?:teu|(?=(?:slots?[ \t]{1,3})?(?:free|frei|available|verfügbar)\b))/gi;
const BARE_PART_OF =
  /(?<![\d.,/])([1-9]\d{1,3})[ \t]{1,2}(?:of|von)[ \t]{1,2}([1-9]\d{2,3})(?![\d.,/]|[ \t]{0,3}(?:box|cont|cntr|ctr|unit|pcs|piece|kg|t\b|tons?|mt\b|plug|reef|ship|vessel|page|mail|[\u4e00-\u9fff]))/gi;
// "Free 140 of her 500", "frei: 180 TEU von 508", "60 frei von 300", "280 free of 368", "160 TEU frei (von 340)": a free
// figure out of the size.
const FREE_OF =
  /\b(?:(?:free|frei|available|verfügbar)[ \t]{0,2}:?[ \t]{0,3}(\d{1,5})[ \t]{0,3}(?:teu[ \t]{0,3})?|(\d{1,5})[ \t]{0,3}(?:teu[ \t]{0,3})?(?:free|frei|available|verfügbar)[ \t]{1,3}\(?)(?:von|of|out of|aus)[ \t]{1,3}(?:(?:her|its|ihren|seinen|den)[ \t]{1,3})?(\d{1,5})(?!\d|[.,]\d)/gi;
// "剩余舱位约260TEU", "可用舱位：350", "剩余200", "空舱：200 TEU", "空 90 TEU", "剩余舱位是 260", "可用舱位：全船 600TEU"
const CJK_FREE =
  /(?:剩余|可用|空余|可配|可装|可接|可提供|空舱|空出|空(?=[ \t]{0,2}\d)|剩(?=[ \t]{0,2}\d))(?:舱位|箱位)?[ \t]{0,3}[:：]?[ \t]{0,3}(?:是|为|全船)?[ \t]{0,3}(?:约|大约|近|abt\.?|ca\.?|approx\.?)?[ \t]{0,3}(\d{1,5})(?![\d.,]|[ \t]{0,3}(?:个(?![ \t]{0,2}TEU)|吨|美元|欧元|%|天|日|月))/g;
// "约有200 TEU空舱", "全船 560 TEU 可用", "300个空位", "两百个位子": the free word after the figure.
const CJK_FREE_AFTER =
  /(?<![\d.,])(\d{1,5})[ \t]{0,2}(?:TEU|teu)?[ \t]{0,2}个?(?:的)?(?:空舱|空位|位子|空余舱位|剩余舱位|可用(?![\p{Script=Han}]))/gu;
// "Free: 150", "frei: 350", "Stellplätze frei: 220": a free figure after its label (not "frei ab: 16.12.").
const FREE_LABEL =
  /\b(?:free|frei|available|spare)[ \t]{0,2}[:：][ \t]{0,3}(?:(?:abt|ca|approx)\.?[ \t]{0,3})?(\d{1,5})(?!\d|[.,:/]\d|[ \t]{0,3}(?:%|t\b|tons?|days?|tage|(?:teu[ \t]{0,3})?\(?(?:nominal|nom\b|nennkap)))/gi;
// "frei 200 TEU", "free 300 slots", "frei 260 / nominal 868", "free 150 - open Klaipeda": the free word, then the
// figure with its unit, the nominal size beside it, or a dash, bracket or line end closing the field ("(free 500)", "560
// TEU / frei ca. 230"; not "frei 14.12.").
const FREE_THEN =
  /\b(?:free|frei|available|verfügbar|spare|opn|open)[ \t]{1,2}(?:(?:abt|ca|approx)\.?[ \t]{0,3})?(\d{1,5})(?:[ \t]{0,3}(?:teu|slots?|stellpl(?:ä|ae)tze)\b|(?=[ \t]{0,3}[/,;][ \t]{0,3}(?:nominal|nom\b|nennkap))|(?=[ \t]{1,3}[-–|][ \t]|[ \t]{0,2}\)|[ \t]*(?:\n|$)))/gi;
// "380/150", "868 TEU / 280" in a position: nominal over free (a date or a price is never three digits over fewer); "90/200 TEU"
// the other way round: the smaller figure is the free one.
// Not the year she was built ("blt 2008 / 508 TEU nom").
const PAIR =
  /(?<![\d./,$€])(?<!\b(?:blt|built|bj|baujahr|yob|year)[ \t.:]{0,3})([1-9]\d{2,4})(?:[ \t]{0,2}teu)?[ \t]{0,3}\/[ \t]{0,3}([1-9]\d{1,4})(?![\d./,]|[ \t]{0,3}(?:reefer|plugs?|rf\b|kn\b|knots|t\b|mt\b|tons?|dwt|gt\b|m\b|%)|[ \t]{0,3}\(?[ \t]{0,2}\d{1,2}[ \t]{0,2}t[ \t]{0,2}hom)/gi;
const PAIR_UP = /(?<![\d./,$€])(\d{2,3})[ \t]{0,3}\/[ \t]{0,3}(\d{3,5})[ \t]{0,3}teu\b/gi;

const NOMINAL_AFTER = new RegExp(
  `\\b${NUM}[ \\t]{0,3}(?:teu[ \\t]{0,3})?\\(?(?:nominal|nom\\b\\.?|nominell|nennkapazität|kapazität|capacity)`,
  'gi',
);
// "she's a 1,036er", "is a 700er": a ship named by her size.
const NOMINAL_ER = new RegExp(`\\b(?:an?|ein)[ \\t]{1,3}${NUM}er\\b`, 'gi');
const NOMINAL_BEFORE = new RegExp(
  `(?:\\b(?:nominal|nom\\b\\.?|capacity|kapazität|nennkapazität|gesamtkapazität|insgesamt|in total|size|größe|groesse|(?:vessel|ship|she|schiff)[ \\t]{1,3}(?:is|ist)(?:[ \\t]{1,3}(?:a|an|ein))?|(?<=\\([ \\t]{0,2})(?:schiff|ship|vessel))|载箱量|总箱量|总箱位|总舱位|总(?=[ \\t]{0,2}\\d)|全船(?=[ \\t]{0,2}\\d)|载重|额定|船型)[ \\t]{0,3}[:：]?[ \\t]{0,3}(?:of[ \\t]{1,3})?(?:abt\\.?[ \\t]{0,3}|ca\\.?[ \\t]{0,3}|约)?${NUM}(?![\\d])(?:[ \\t]{0,3}teu)?`,
  'gi',
);

function freeFigures(text: string): Free[] {
  const found: Free[] = [];
  const at = (m: RegExpExecArray, group: string) => {
    const i = m.index + m[0].indexOf(group);
    return { start: i, end: i + group.length };
  };
  for (const m of allMatches(SLOTS, text))
    found.push({ value: +(m[1] ?? m[2]), start: m.index, end: m.index + m[0].length });
  for (const m of allMatches(NUMBER_FREE, text))
    found.push({ value: +m[2], start: m.index, end: m.index + m[1].trimEnd().length });
  for (const m of allMatches(PART_OF, text)) {
    const capacity = { value: +m[2], ...at(m, m[2]) };
    // "250 slots of her 800 available": the slots figure read above, out of her size.
    const same = found.find((f) => f.start === m.index);
    if (same) same.capacity ??= capacity;
    else found.push({ value: +m[1], start: m.index, end: m.index + m[1].length, capacity });
  }
  // "mv ostsee 2 fri rotterdam 220 of 510 dir cork": a figure out of a feeder's size, with nothing after it.
  for (const m of allMatches(BARE_PART_OF, text)) {
    const [free, size] = [+m[1], +m[2]];
    if (free >= size || size < 100 || size > 1500 || found.some((f) => f.start <= m.index && m.index < f.end))
      continue;
    found.push({ value: free, ...at(m, m[1]), capacity: { value: size, ...at(m, m[2]) } });
  }
  for (const m of allMatches(FREE_OF, text)) {
    const free = m[1] ?? m[2];
    if (+m[3] <= +free) continue;
    const same = found.find((f) => f.start <= m.index && m.index < f.end);
    if (same) {
      same.capacity ??= { value: +m[3], ...at(m, m[3]) };
      continue;
    }
    found.push({ value: +free, ...at(m, free), capacity: { value: +m[3], ...at(m, m[3]) } });
  }
  for (const re of [CJK_FREE, CJK_FREE_AFTER])
    for (const m of allMatches(re, text)) found.push({ value: +m[1], ...at(m, m[1]) });
  for (const m of allMatches(FREE_LABEL, text)) {
    const i = m.index + m[0].lastIndexOf(m[1]);
    if (!found.some((f) => f.start <= i && i < f.end))
      found.push({ value: +m[1], start: i, end: i + m[1].length });
  }
  // The figure with its unit is what the review marks ("260 TEU").
  for (const m of allMatches(FREE_THEN, text)) {
    const i = m.index + m[0].lastIndexOf(m[1]);
    if (!found.some((f) => f.start <= i && i < f.end))
      found.push({ value: +m[1], start: i, end: m.index + m[0].length });
  }
  for (const m of allMatches(PAIR_UP, text)) {
    if (+m[1] >= +m[2]) continue;
    found.push({ value: +m[1], ...at(m, m[1]), capacity: { value: +m[2], ...at(m, m[2]) } });
  }
  for (const m of allMatches(PAIR, text)) {
    const nominal = +m[1];
    const free = +m[2];
    if (free > nominal || free === 0) continue;
    found.push({
      value: free,
      ...at(m, m[2]),
      capacity: { value: nominal, start: m.index, end: m.index + m[1].length },
    });
  }
  return found.filter((f) => f.value > 0).sort((a, b) => a.start - b.start);
}

const FREE_BEFORE = /(?:freie|free|available|verfügbare|spare|remaining)\s{1,3}$/i;

// "(IMO 9334455, blt 2006, 868 teu, 11,200 dwt)", "(508 TEU, Bj. 2008, 7.600 tdw)": the ship's particulars in brackets.
const BRACKET = /[(（]([^()（）\n]{4,120})[)）]/g;
const PARTICULAR =
  /\b(?:imo|blt|built|bj\.?|baujahr|dwt|tdw|gt|flag|flagge|geared|gearless|ice|eisklasse|loa)\b|冰级|建造/i;
const TEU_IN = /(?<![\d.,])(\d{1,3}(?:[,.']\d{3})+|\d{2,5})[ \t]{0,2}teu\b/gi;

function nominalFigures(text: string): Found<number>[] {
  const found: Found<number>[] = [];
  for (const b of allMatches(BRACKET, text)) {
    if (!PARTICULAR.test(b[1]) || FREE_WORDS.test(b[1])) continue;
    for (const m of allMatches(TEU_IN, b[1])) {
      const i = b.index + 1 + m.index;
      found.push({ value: toNumber(m[1]), start: i, end: i + m[1].length });
    }
  }
  for (const re of [NOMINAL_AFTER, NOMINAL_BEFORE, NOMINAL_ER])
    for (const m of allMatches(re, text)) {
      // "Freie Kapazität ca. 300 TEU", "free capacity 300": a free figure, not the ship's size.
      if (FREE_BEFORE.test(text.slice(Math.max(0, m.index - 14), m.index))) continue;
      const value = toNumber(m[1]);
      const i = m.index + m[0].indexOf(m[1]);
      if (value >= 20 && value <= 30_000) found.push({ value, start: i, end: i + m[1].length });
    }
  return found.sort((a, b) => a.start - b.start);
}

const FREE_WORDS =
  /(free|frei|available|avail|verfügbar|verfuegbar|zur verfügung|spare|slots?|space|platz|plätze|可用|剩余|空余|舱位|可装|可配|可接|可提供)/i;
const INTAKE =
  /(intake|aufnahme|can take|can load|can carry|can be loaded|takes|allocate|allot|can give|can offer|kann\s{1,3}(?:noch\s{1,3})?(?:laden|nehmen)|können\s{1,3}geladen)/i;
const overlaps = (a: Found<number>, b: Found<number>) => a.start < b.end && b.start < a.end;
// "508 TEU nominal / 14t hom 350": what she loads at 14 t per box, her intake when no free figure is given.
const HOMOGENEOUS = new RegExp(
  `\\b\\d{1,2}(?:[.,]\\d)?[ \\t]?(?:t|to|tons?|mt)\\b\\.?[ \\t]{0,2}(?:hom(?:o|ogeneous)?|homogen)\\b\\.?[:]?[ \\t]{0,3}${NUM}(?![\\d])`,
  'gi',
);
function homogeneous(text: string): Free | null {
  for (const m of allMatches(HOMOGENEOUS, text)) {
    const i = m.index + m[0].lastIndexOf(m[1]);
    return { value: toNumber(m[1]), start: i, end: i + m[1].length };
  }
  return null;
}

/** `teu`: the unit's "NNN TEU" figures (outside box lines). */
export function chooseTeu(text: string, teu: Found<number>[]) {
  const nominal = nominalFigures(text);
  const plain = teu.filter((t) => !nominal.some((n) => overlaps(n, t)));
  const near = (re: RegExp) => (t: Found<number>) =>
    re.test(clauseBefore(text, t.start, 32)) || re.test(clauseAfter(text, t.end, 30));
  // A figure with its own free word ("420 TEU free") before a TEU figure that only has one nearby.
  const free: Free | null =
    freeFigures(text)[0] ??
    plain.find(near(FREE_WORDS)) ??
    plain.find(near(INTAKE)) ??
    homogeneous(text) ??
    null;
  const chosen = free ?? plain[0] ?? teu[0] ?? null;
  if (!free) {
    // "can load about 220 TEU (700 TEU nominal)": the other figure is what she takes, the nominal one her size.
    const size = plain[0] ? nominal.find((n) => n.value >= plain[0].value) : undefined;
    return { chosen, free: false, capacity: size ?? null };
  }
  // With a free figure stated, the ship's nominal size is its capacity ("508 TEU", "(700 TEU)", "380/150").
  const capacity =
    free.capacity ??
    nominal.find((n) => !overlaps(n, free)) ??
    teu.find((t) => !overlaps(t, free) && t.value >= free.value) ??
    null;
  return { chosen, free: true, capacity };
}

/** A ship's reefer plugs ("120 plugs", "60 reefer plugs", "冷插：80"). */
export function findPlugs(text: string): Found<number>[] {
  const found: Found<number>[] = [];
  const after =
    /\b(\d{1,4})\s{0,4}(?:x\s{0,4})?(?:reefer[\s-]?plugs?|rf[\s-]?plugs?|plugs?|rf\b|reefer[\s-]?(?:anschlüsse|stecker|steckdosen)|kühl(?:container)?[\s-]?anschlüsse|reeferanschlüsse)/gi;
  for (const m of allMatches(after, text))
    found.push({ value: +m[1], start: m.index, end: m.index + m[0].length });
  const before =
    /(?:reefer plugs|plugs|冷插|冷藏插头|冷箱插头)\s{0,4}[:：]?\s{0,4}(\d{1,4})\s{0,4}个?|(\d{1,4})\s{0,4}个\s{0,4}(?:冷插|冷藏插头|冷箱插头)/gi;
  for (const m of allMatches(before, text)) {
    if (found.some((f) => f.start <= m.index && m.index < f.end)) continue;
    found.push({ value: +(m[1] ?? m[2]), start: m.index, end: m.index + m[0].length });
  }
  return found;
}
