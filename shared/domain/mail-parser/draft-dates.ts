import type { Roles } from './build-draft';
import { clauseBefore, sameLine } from './context';
import type { DateMention } from './find-dates';
import { saidOfThePast } from './past';
import type { Span } from './types';

/**
 * Which of a unit's dates is what (issue 26): a position's departure (its ETD or "frei ab" date, else the date
 * by its origin) and arrival (an ETA at its destination); a cargo's earliest and latest day ("by", "latest",
 * "spätestens", "前" mark the latest; "not before" the earliest; a date the reply is asked by is no cargo date).
 */
export const dateSpan = (d: DateMention): Span => ({ start: d.start, end: d.end });

// "opens on 22/12", "öffnet am 22.12.": the day she opens, before any other day on the line ("Termin am 17.12.").
const DEPARTS =
  /((?<!\p{L})(etd|sailing|sails|departure|abfahrt|frei ab|free from|auslaufen|(?:opens|opening|öffnet|leaves(?: again)?)(?:\s+(?:on|from|am|ab))?)(?!\p{L})|离港|开船)[\s:：.]*$/iu;
const ARRIVAL_WORDS =
  /\b(eta|arrive|arrives|arriving|arrival|arr(?=\.?(?:[ \t]{1,3}(?:\p{L}{2,3}\.?[ \t]{1,2})?\d|[ \t]*$)|\.[ \t]{1,3}\p{Lu})|an(?=[ \t]{1,2}$)|due(?![ \t]+to\b)|ankunft|expect|expected|alongside|voraussichtlich)\b|预计|抵达|到达/giu;
// "wo sie am Sonntag ankommt", "dort wird sie am Sonntag erwartet": the arrival said after its day.
const ARRIVAL_VERB_AFTER = /^[ \t]{0,3}(?:ankommt|eintrifft|erwartet|an(?=[.,;]))/i;
// "dep Thu 10/09   arr Fri 11/09", "an 11.02. … ab 12.02.": the abbreviations before a day.
const DEPARTURE_WORDS =
  /\b(etd|sailing|sails|leaves|departure|abfahrt|auslaufen|dep(?=\.?(?:[ \t]{1,3}(?:\p{L}{2,3}\.?[ \t]{1,2})?\d|[ \t]*$))|ab(?=[ \t]{1,2}$))\b|离港|开船/giu;
// "12月15日抵达汉堡", "12月6日到", "1月6日到比雷埃夫斯", "12月18日到港": 到 after a day is her arrival, unless
// another day follows ("12月10日到12月15日" is a window).
const ARRIVAL_AFTER = /^\s*(?:抵达|到达|抵港|到港|[到抵](?![\s\d一二三四五六七八九十本下明次]|[年月]))/;
// Where the last of a keyword's matches starts in a clause (-1 for none).
const lastAt = (clause: string, re: RegExp) => Math.max(-1, ...[...clause.matchAll(re)].map((m) => m.index));
// What follows a day, past its weekday in brackets ("6月3日（周三）抵哥德堡").
const afterDay = (text: string, d: DateMention) =>
  text
    .slice(d.end, d.end + 12)
    .replace(/^[（(][^）)\n]{1,6}[）)]/, '')
    .slice(0, 4);
const LATEST =
  /(\b(by|latest|until|till|before|deliver\w*|arriv\w*|bis|spätestens|ankunft|eta|no later|not later|vor dem)\b)/i;
// "not before 29 June", "nicht vor dem 3.", "不早于": the earliest day, though "before" is in it.
const EARLIEST = /\b(not before|no earlier than|nicht vor(?: dem)?|frühestens|earliest)\s*$|不早于\s*$/i;
// "bitte bis morgen anbieten", "pls quote by Friday": the day a reply is asked by, no date of the cargo.
// "bitte bis 07.12. anbieten", "请于12月7日前报价", "pls quote by Fri 04/12", "Angebot bis Montag, 07.12.".
const REPLY_AFTER = /^\s*(?:前\s*)?(anbieten|antworten|quoten|melden|报价|回复)/i;
// "Our client's boxes arrive Rotterdam on the mother vessel around 3rd Jan": the mainline's day, not the cargo's.
const MOTHER_VESSEL = /\b(?:mother[ \t]?(?:vessel|ship)|mainliner?|mutterschiff)\b|母船|大船/i;
// "日期：2026年3月25日", "Datum: 25.03.2026" heading a letter: the day it was written, with its year.
const LETTER_DATE =
  /(?:^|\n)[ \t]*(?:日期|datum|date)[ \t]*[:：][ \t]*(?:\d{4}年|\d{1,2}[./]\d{1,2}[./]\d{4}\b)/i;
// "Submissions via the tender portal by 30/04", "Abgabefrist 25.09.", "投标截止4月30日": when offers are due, not the cargo.
const TENDER_DEADLINE =
  /\b(?:submi(?:t|ssions?)|abgabe\w*|einreich\w*|tender deadline|bid deadline|angebotsfrist|ausschreibungsfrist)\b|投标|报价截止/i;
const REPLY_BEFORE =
  /\b(quote|offer|reply|revert|respond|answer|confirm|know|(?:come|get) back|advise|angebot|rückmeldung|antwort|bestätigung|bescheid)\s+(by|before|until|bis)(\s+\p{L}{2,10}\.?,?)?\s*$/iu;

/**
 * Dates read from words relative to the mail ("this week", "morgen") count only when no date is written; a weekday
 * named alone is no written date for this ("opens Tilbury tomorrow …, arriving Saturday": both count).
 */
function written(dates: DateMention[]) {
  if (!dates.some((d) => !d.relative && !d.weekday)) return dates;
  return dates.filter((d) => !d.relative || d.weekday);
}
// "loading between 10/12 and 14/12", "zwischen 28.12. und 02.01.": the second day closes the window.
const BETWEEN_AND = /\b(?:between|zwischen)\b[^\n]{1,24}\b(?:and|und)\s{1,3}(?:the\s{1,3}|dem\s{1,3})?$/i;
// "loading 29/12 or 30/12", "Verladung 29. oder 30.12.": either day, so a window from the first to the second; so
// is a range whose days carry their weekdays ("Mon 2 Nov - Fri 6 Nov", "Mon 30/11 to Thu 03/12").
const EITHER = /^\s{0,2}(?:or|oder|bzw\.?|或者?|-|–|—|to|till|until|bis)\s{0,2}$/i;
// "must load 11.01 latest", "ETA 03/12 at the latest", "10.12. spätestens": the latest day, said after it.
// ("loading Mon 08/06 latest Wed 10/06": "latest" before a day is that day's.)
// ("Cargo ready: 09th Feb" over "Latest loading: 13th Feb": a label on the next line is that line's; so is "latest
// shipment 9.1." after a day.)
const LATEST_WORD_AFTER =
  /^\s{0,2}(?:at the latest|latest|the latest|spätestens)\b(?![ \t]{0,3}(?:\p{L}{2,3}\.?,?[ \t]{1,2})?\d)(?![ \t]{1,2}\p{L}[\p{L} ]{0,20}[:：])/iu;
const LATEST_LABEL_AFTER =
  /^\s{0,2}latest[ \t]{1,2}(?:shipment|loading|delivery|arrival|sailing|departure|dispatch)[ \t]{0,2}[:：]?[ \t]{0,2}(?:\p{L}{2,3}\.?,?[ \t]{1,2})?\d/iu;
// "3月28日（周六）前": a weekday in brackets may stand between the date and 前.
const LATEST_AFTER = /^\s*(?:[（(][^）)\n]{1,6}[）)]\s*)?(前|以前|之前)/;
const LATEST_CJK = /(最晚|最迟|不晚于|截止)\s*$/;

// "ETA/ETD ... Cadiz 28/10 / 29/10", "ETA-ETD Kiel 3.12.-4.12.": two days under a paired label, the second her ETD.
const PAIRED_LABEL = /\beta[ \t]{0,2}[/-][ \t]{0,2}etd\b/i;
function pairedEtd(text: string, dates: DateMention[]) {
  const i = dates.findIndex(
    (d, k) =>
      k + 1 < dates.length &&
      PAIRED_LABEL.test(clauseBefore(text, d.start, 30)) &&
      /^[ \t]{0,2}[/–-][ \t]{0,2}$/.test(text.slice(d.end, dates[k + 1].start)),
  );
  return i < 0 ? null : dates[i + 1];
}

export function availabilityDates(text: string, all: DateMention[], roles: Roles) {
  const dates = written(all);
  // 'eta' where an ETA says so, 'after' for a day written right after the destination: an ETA wins
  // ("Rotterdam - Dublin 09/12 …, ETA Dublin 12/12": 09/12 is when she sails).
  const arrivalKind = (d: DateMention): 'eta' | 'after' | null => {
    if (!roles.destination) return unnamedArrival(d);
    const before = clauseBefore(text, d.start, 30);
    // "ETA 12/12 ETD 13/12": the keyword nearest the date decides.
    const lastEta = lastAt(before, ARRIVAL_WORDS);
    const lastEtd = lastAt(before, DEPARTURE_WORDS);
    const arrivesAfter =
      ARRIVAL_AFTER.test(afterDay(text, d)) || ARRIVAL_VERB_AFTER.test(text.slice(d.end, d.end + 14));
    const eta = (lastEta >= 0 && lastEta > lastEtd) || arrivesAfter;
    const onLine = roles.groups.filter((g) => sameLine(text, g.start, d.start));
    // "heading RTM 23/12", "to Tallinn 04/12": a day written right after the destination, the ship's other day
    // given apart, is when she arrives there.
    const dest = roles.destination;
    if (
      !eta &&
      dates.length > 1 &&
      onLine.some(
        (g) =>
          g.codes[0] === dest.codes[0] &&
          g.end <= d.start &&
          /^[ \t,]{1,3}$/.test(text.slice(g.end, d.start)),
      ) &&
      dest.codes[0] !== roles.origin?.codes[0]
    )
      return 'after';
    if (!eta) return null;
    // "预计到港：12月14日", "ETA: 14/12" on a line of their own: the arrival at the destination named apart.
    if (!onLine.length && dates.length > 1 && /(?:到港|抵港|eta)[\s:：]*$/i.test(before)) return 'eta';
    // The ETA belongs to the port named nearest before it on its line ("GDY ETA 15/12", "ETA Hamburg 3rd"),
    // else nearest after it; a day before 抵达/到 to the port right after it ("1月6日到比雷埃夫斯").
    const next = onLine
      .filter((g) => g.start >= d.end && g.start - d.end <= 6)
      .sort((a, b) => a.start - b.start)[0];
    const near =
      (arrivesAfter ? next : undefined) ??
      onLine.filter((g) => g.end <= d.start).sort((a, b) => b.end - a.end)[0] ??
      onLine.sort((a, b) => Math.abs(a.start - d.start) - Math.abs(b.start - d.start))[0];
    return near && near.codes[0] === roles.destination.codes[0] && near.codes[0] !== roles.origin?.codes[0]
      ? 'eta'
      : null;
  };
  // "比雷埃夫斯 10/26 开航，预计10/29到贝鲁特", "ETA Beirut 29/10": an arrival said as one at a port the catalogue
  // does not hold, after the day she sails: her ETA there, with no destination of hers to read.
  function unnamedArrival(d: DateMention): 'eta' | null {
    if (dates.indexOf(d) < 1) return null;
    const before = clauseBefore(text, d.start, 30);
    const lastEta = lastAt(before, ARRIVAL_WORDS);
    const lastEtd = lastAt(before, DEPARTURE_WORDS);
    const onLine = roles.groups.filter((g) => sameLine(text, g.start, d.start));
    if (ARRIVAL_AFTER.test(afterDay(text, d)))
      return onLine.some((g) => g.start >= d.end && g.start - d.end <= 6) ? null : 'eta';
    const etaAt = d.start - before.length + lastEta;
    return lastEta >= 0 && lastEta > lastEtd && !onLine.some((g) => g.start > etaAt && g.start < d.start)
      ? 'eta'
      : null;
  }
  const arrival =
    dates.find((d) => arrivalKind(d) === 'eta') ?? dates.find((d) => arrivalKind(d) === 'after') ?? null;
  const others = dates.filter((d) => d !== arrival && d.kind !== 'prompt');
  const o = roles.origin;
  // "ETA Hamburg 3 Dec, ETD 4 Dec", "ETA Kiel 08.12., frei ab 09.12.": the ship is open from when it sails.
  let departure: DateMention | null =
    pairedEtd(text, others) ?? others.find((d) => DEPARTS.test(clauseBefore(text, d.start, 20))) ?? null;
  if (!departure && o) {
    const onLine = others.filter((d) => sameLine(text, d.start, o.start));
    departure = onLine.sort((a, b) => Math.abs(a.start - o.end) - Math.abs(b.start - o.end))[0] ?? null;
    // "Klaipeda   an 11.02. vorm.    ab 12.02. nachm." in a rotation, the route said elsewhere ("Rückreise Klaipeda -
    // Lübeck"): the day she leaves where the rotation names her origin again.
    const sails = (d: DateMention) =>
      [...clauseBefore(text, d.start, 12).matchAll(DEPARTURE_WORDS)].length > 0;
    departure ??=
      others.find(
        (d) =>
          sails(d) &&
          roles.groups.some((g) => g.codes[0] === o.codes[0] && g !== o && sameLine(text, g.start, d.start)),
      ) ?? null;
  }
  departure ??= others[0] ?? dates.find((d) => d.kind === 'prompt') ?? null;
  // "open Bremen mid-December: NORTHERN GRACE 14/12": a day inside the span said first is the day she opens.
  const span = departure;
  if (span?.to && span.kind !== 'day') {
    const within = others.find(
      (d) => d.kind === 'day' && !d.to && d.from >= span.from && d.from <= (span.to ?? ''),
    );
    if (within) departure = within;
  }
  return { departure, arrival };
}

// "early January … loading window 5-9 Jan", "Anfang Januar, 04.01.–08.01.": a span with a narrower date inside it
// gives way to that date.
const inside = (d: DateMention, span: DateMention) =>
  d !== span &&
  d.kind === 'range' &&
  d.from >= span.from &&
  (d.to ?? d.from) <= (span.to ?? span.from) &&
  (d.from !== span.from || d.to !== span.to);
const narrowest = (dates: DateMention[]) => dates.filter((s) => !s.to || !dates.some((d) => inside(d, s)));

export function cargoDates(text: string, all: DateMention[]) {
  const dates = narrowest(written(all)).filter(
    (d) =>
      !REPLY_AFTER.test(text.slice(d.end, d.end + 14)) &&
      !REPLY_BEFORE.test(clauseBefore(text, d.start, 24)) &&
      !MOTHER_VESSEL.test(clauseBefore(text, d.start, 50)) &&
      !TENDER_DEADLINE.test(clauseBefore(text, d.start, 60)) &&
      !saidOfThePast(text, d.start) &&
      !LETTER_DATE.test(text.slice(Math.max(0, d.start - 12), d.end)),
  );
  let earliest: { date: string; span: Span; confidence: number } | null = null;
  // Every day marked as the latest: the first not before the earliest day counts ("mother vessel ETA 19 Dec",
  // then "ready from 21 Dec, must arrive before 31 Dec": the 31st).
  const latests: { date: string; span: Span; confidence: number }[] = [];
  let rangeEnd: { date: string; span: Span } | null = null;
  let prompt: DateMention | null = null;
  let previous: DateMention | null = null;
  let earliestSpan: DateMention | null = null;
  for (const d of dates) {
    const after = previous;
    previous = d;
    if (d.kind === 'prompt') {
      prompt ??= d;
      continue;
    }
    const notBefore = EARLIEST.test(clauseBefore(text, d.start, 25));
    const isLatest =
      (!notBefore && LATEST.test(clauseBefore(text, d.start, 36))) ||
      BETWEEN_AND.test(clauseBefore(text, d.start, 40)) ||
      LATEST_CJK.test(clauseBefore(text, d.start, 6)) ||
      LATEST_AFTER.test(text.slice(d.end, d.end + 12)) ||
      (LATEST_WORD_AFTER.test(text.slice(d.end, d.end + 16)) &&
        !LATEST_LABEL_AFTER.test(text.slice(d.end, d.end + 30)));
    if (isLatest && d.kind === 'day') {
      latests.push({ date: d.from, span: dateSpan(d), confidence: 0.9 });
      continue;
    }
    // "12月底前", "bis Ende Dezember", "by week 50": the window's last day is the latest.
    if (isLatest && d.to && !notBefore) {
      latests.push({ date: d.to, span: dateSpan(d), confidence: 0.8 });
      continue;
    }
    if (
      earliest &&
      after?.from === earliest.date &&
      d.kind === 'day' &&
      !rangeEnd &&
      EITHER.test(text.slice(after.end, d.start))
    ) {
      rangeEnd = { date: d.from, span: dateSpan(d) };
      continue;
    }
    // "early jan … cargo ready 5.1.": a day inside the span said first is the first loading day.
    const widened =
      earliestSpan?.to && d.kind === 'day' && d.from > earliestSpan.from && d.from <= earliestSpan.to;
    if (!earliest || widened) {
      earliest = { date: d.from, span: dateSpan(d), confidence: d.kind === 'day' ? 0.8 : 0.9 };
      earliestSpan = d;
      if (widened) rangeEnd = null;
    }
    if (d.to && !rangeEnd) rangeEnd = { date: d.to, span: dateSpan(d) };
  }
  if (!earliest && prompt) earliest = { date: prompt.from, span: dateSpan(prompt), confidence: 0.7 };
  const from = earliest?.date ?? '';
  let latest = latests.find((l) => l.date >= from) ?? latests[0] ?? null;
  if (!latest && rangeEnd) latest = { ...rangeEnd, confidence: 0.8 };
  return { earliest, latest };
}
