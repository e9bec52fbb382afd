import {
  iso,
  isoWeek,
  MONTH,
  measure,
  monthOf,
  offerDeadline,
  type Rule,
  slashMonthFirst,
  utc,
  valid,
  withYear,
} from './date-calendar';
import { aboutTheVoyage, bareWeekdays, RELATIVE_RULES, WEEK_COMMENCING } from './date-relative';

/**
 * Dates as brokers write them, read against the mail's date: "12-15 Dec", "Dec 12", "15/12", "15.12.2025",
 * "20.–22. Oktober", "2026-03-06", "12月12日", "11月17日-20日", "KW 38", "ETA Hamburg 3rd", "prompt".
 * Day-first throughout (European usage); a date without a year is the nearest one not more than 60 days
 * before the mail; a bare ordinal day ("3rd") is the next such day on or after it.
 */
export type DateMention = {
  start: number;
  end: number;
  /** YYYY-MM-DD. */
  from: string;
  /** Last day of a range (YYYY-MM-DD), null for a single day. */
  to: string | null;
  kind: 'day' | 'range' | 'week' | 'prompt';
  /** Read from a word relative to the mail's date ("tomorrow", "this week", "下周"). */
  relative?: boolean;
  /** A weekday named alone ("due Gdynia Monday"), read after the date before it. */
  weekday?: boolean;
};

const ORD = '(?:st|nd|rd|th)?';
const DASH = '\\s*(?:-|–|—|to|bis|until|till)\\s*';

const PART_DAYS: Record<string, [number, number | null]> = {
  early: [1, 10],
  beg: [1, 10],
  beginning: [1, 10],
  anfang: [1, 10],
  初: [1, 10],
  上旬: [1, 10],
  mid: [11, 20],
  middle: [11, 20],
  mitte: [11, 20],
  中: [11, 20],
  中旬: [11, 20],
  end: [21, null],
  late: [21, null],
  '1st half': [1, 15],
  'first half': [1, 15],
  '2nd half': [16, null],
  'second half': [16, null],
  'erste hälfte': [1, 15],
  'zweite hälfte': [16, null],
  上半月: [1, 15],
  下半月: [16, null],
  ende: [21, null],
  底: [21, null],
  末: [21, null],
  下旬: [21, null],
};
/** "early/mid/end Dec", "Anfang/Mitte/Ende Dezember", "12月初/中旬/底": days 1-10, 11-20, 21 to the end. */
function monthPart(mail: Date, part: string, month: number | null): [Date, Date, DateMention['kind']] | null {
  const days = PART_DAYS[part.toLowerCase().replace(/\s+/g, ' ')];
  if (!days || !month) return null;
  const from = withYear(mail, month, days[0]);
  if (!from) return null;
  const y = from.getUTCFullYear();
  const last = new Date(Date.UTC(y, month, 0)).getUTCDate();
  return [from, utc(y, month, days[1] ?? last), 'range'];
}

/** 一 … 九, 十, 十二, 二十, 二十三, 三十一: a number from 1 to 39 written in Chinese numerals. */
function chineseNumber(t: string): number | null {
  const digit = (c: string) => '一二三四五六七八九'.indexOf(c) + 1;
  const ten = t.indexOf('十');
  if (ten < 0) return t.length === 1 ? digit(t) || null : null;
  const tens = ten === 0 ? 1 : digit(t[0]);
  const ones = ten === t.length - 1 ? 0 : digit(t[ten + 1]);
  return tens * 10 + ones;
}

const rules: Rule[] = [
  WEEK_COMMENCING,
  // early Dec, mid-December, end of Dec, Anfang Januar
  {
    re: new RegExp(
      `\\b(early|beg(?:inning)?|middle|mid|end|late|anfang|mitte|ende|1st\\s+half|first\\s+half|2nd\\s+half|second\\s+half|erste\\s+hälfte|zweite\\s+hälfte)[\\s-]{0,3}(?:of\\s+)?${MONTH}\\b\\.?`,
      'gi',
    ),
    read: (m, mail) => monthPart(mail, m[1], monthOf(m[2])),
  },
  // 12月初, 12月中旬, 12月底, 四月上旬, 十月上旬
  {
    re: /(\d{1,2}|十[一二]?|[一二三四五六七八九])月\s{0,2}(上半月|下半月|上旬|中旬|下旬|初|中|底|末)/g,
    read: (m, mail) => {
      const month = /\d/.test(m[1]) ? +m[1] : chineseNumber(m[1]);
      return monthPart(mail, m[2], month && month >= 1 && month <= 12 ? month : null);
    },
  },
  // "end of the month", "mid-month", "Ende des Monats", "Monatsende": a part of the mail's month
  {
    re: /\b(?:(early|beg(?:inning)?|middle|mid|end|late)[\s-]{0,3}(?:of[ \t]+)?(?:the|this)[ \t]+month|(mid)-?month|(end)[ \t]of[ \t]month|(ende|anfang|mitte)[ \t]+(?:des|dieses)[ \t]+monats|monats(ende|anfang|mitte))\b/gi,
    read: (m, mail) =>
      monthPart(mail, (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]).toLowerCase(), mail.getUTCMonth() + 1),
  },
  // 月底, 下月中旬, 本月初: a part of this month or the next, its number not written
  {
    re: /(?<![\d一二三四五六七八九十])(本月|下月|下个月|次月)?月?(上半月|下半月|上旬|中旬|下旬|初|底|末)(?![\p{Script=Han}]{0,1}[日号])/gu,
    read: (m, mail) => {
      // "下旬" alone, without 月 before it or a month named, is too loose to read.
      if (!m[1] && !m[0].includes('月')) return null;
      const month = mail.getUTCMonth() + 1 + (m[1] && m[1] !== '本月' ? 1 : 0);
      return monthPart(mail, m[2], month > 12 ? month - 12 : month);
    },
  },
  // between 14 and 16 Dec, zwischen dem 14. und 16. Dezember, 15/16 Dec (a two-day laycan)
  {
    re: new RegExp(
      `\\b(?:between|zwischen)(?:\\s+dem)?\\s+(\\d{1,2})${ORD}\\.?\\s+(?:and|und)\\s+(?:dem\\s+)?(\\d{1,2})${ORD}\\.?\\s{0,3}${MONTH}\\b\\.?|\\b(\\d{1,2})${ORD}\\/(\\d{1,2})${ORD}\\s{1,3}${MONTH}\\b\\.?`,
      'gi',
    ),
    read: (m, mail) => {
      const mo = monthOf(m[3] ?? m[6]);
      const a = +(m[1] ?? m[4]);
      const b = +(m[2] ?? m[5]);
      const from = mo ? withYear(mail, mo, a) : null;
      const to = mo && from ? withYear(mail, mo, b) : null;
      return from && to && to > from ? [from, to, 'range'] : null;
    },
  },
  // zwischen dem 14. und 16.12.
  {
    re: /\b(?:between|zwischen)(?:\s+dem)?\s+(\d{1,2})\.?\s+(?:and|und)\s+(?:dem\s+)?(\d{1,2})\.(\d{1,2})\.?/gi,
    read: (m, mail) => {
      const from = withYear(mail, +m[3], +m[1]);
      const to = withYear(mail, +m[3], +m[2]);
      return from && to && to > from ? [from, to, 'range'] : null;
    },
  },
  // 2026-03-06
  {
    re: /\b(20\d\d)([-/])(\d\d?)\2(\d\d?)\b/g,
    read: (m) => (valid(+m[1], +m[3], +m[4]) ? [utc(+m[1], +m[3], +m[4]), null, 'day'] : null),
  },
  // 03-12-2026 (day first with dashes, as position reports print dates; the year in full, so no range)
  {
    re: /\b(\d{1,2})-(\d{1,2})-(20\d\d)\b/g,
    read: (m) => (valid(+m[3], +m[2], +m[1]) ? [utc(+m[3], +m[2], +m[1]), null, 'day'] : null),
  },
  // 16-Dec-26, 16-Dec-2026, 09-Dec (as spreadsheets and fleet lists print dates)
  {
    re: new RegExp(`\\b(\\d{1,2})-${MONTH}(?:-((?:20)?\\d\\d))?\\b(?!-)`, 'gi'),
    read: (m, mail) => {
      const mo = monthOf(m[2]);
      const d = mo ? withYear(mail, mo, +m[1], m[3] ? +m[3] : undefined) : null;
      return d ? [d, null, 'day'] : null;
    },
  },
  // 12月12日-15日, 9月5日至8日, 11月17日-21日, 12月12日
  {
    re: /(\d{1,2})月(\d{1,2})[日号]?(?:\s*(?:-|–|—|至|到|~|～)\s*(?:(\d{1,2})月)?(\d{1,2})[日号])?/g,
    read: (m, mail) => {
      const from = withYear(mail, +m[1], +m[2]);
      if (!from) return null;
      if (!m[4]) return [from, null, 'day'];
      const to = withYear(mail, m[3] ? +m[3] : +m[1], +m[4]);
      return to && to >= from ? [from, to, 'range'] : [from, null, 'day'];
    },
  },
  // 十二月十六日, 一月三号: month and day in Chinese numerals.
  {
    re: /(十[一二]?|[一二三四五六七八九])月((?:[一二三]?十)?[一二三四五六七八九]|[一二三]?十)[日号]/g,
    read: (m, mail) => {
      const month = chineseNumber(m[1]);
      const day = chineseNumber(m[2]);
      const d = month && day ? withYear(mail, month, day) : null;
      return d ? [d, null, 'day'] : null;
    },
  },
  // 本月20日 (this month's 20th), 22日抵达 (a day with no month: the next such day on or after the mail)
  {
    // Not a ship's number: "鸿运8号（HONG YUN 8）", "嘉兴2号轮" (a name right before it).
    re: /(?:(本月|下月|下个月)|(?<![月\d]))(?<!(?![月至到和或及于在是的期为约])[\p{Script=Han}\p{Lu}](?=\d{1,2}号))(\d{1,2})[日号](?![\p{Script=Han}]{0,1}码头)/gu,
    read: (m, mail) => {
      const day = +m[2];
      const next = m[1] === '下月' || m[1] === '下个月' || (!m[1] && day < mail.getUTCDate());
      const month = mail.getUTCMonth() + 1 + (next ? 1 : 0);
      const year = mail.getUTCFullYear() + (month > 12 ? 1 : 0);
      const mo = month > 12 ? month - 12 : month;
      return valid(year, mo, day) ? [utc(year, mo, day), null, 'day'] : null;
    },
  },
  // 12-15 Dec, 12th-15th December, 20.–22. Oktober, 12 Dec - 15 Dec
  {
    re: new RegExp(
      `\\b(\\d{1,2})${ORD}\\.?(?:\\s*${MONTH}\\.?)?${DASH}(\\d{1,2})${ORD}\\.?\\s*${MONTH}\\b\\.?(?:\\s*(20\\d\\d))?`,
      'gi',
    ),
    read: (m, mail) => {
      const m2 = monthOf(m[4]);
      const m1 = m[2] ? monthOf(m[2]) : m2;
      if (!m1 || !m2) return null;
      const year = m[5] ? +m[5] : undefined;
      const from = withYear(mail, m1, +m[1], year);
      const to = withYear(mail, m2, +m[3], year);
      if (!from || !to) return null;
      return to >= from ? [from, to, 'range'] : [from, null, 'day'];
    },
  },
  // Dec 12-15, Dec 12
  {
    re: new RegExp(
      // A date does not run on to the next line ("Rotterdam 14 Dec" over "6 x 40HC").
      `\\b${MONTH}\\.?[ \\t]{1,3}(\\d{1,2})${ORD}(?:${DASH}(\\d{1,2})${ORD})?\\b(?:,?[ \\t]*(20\\d\\d))?`,
      'gi',
    ),
    read: (m, mail) => {
      const mo = monthOf(m[1]);
      if (!mo) return null;
      const year = m[4] ? +m[4] : undefined;
      const from = withYear(mail, mo, +m[2], year);
      if (!from) return null;
      const to = m[3] ? withYear(mail, mo, +m[3], year) : null;
      return to && to >= from ? [from, to, 'range'] : [from, null, 'day'];
    },
  },
  // 12 Dec, 3rd December, 24. November, 2. Dezember 2025, 16th of December
  {
    re: new RegExp(`\\b(\\d{1,2})${ORD}\\.?[ \\t]*(?:of[ \\t]+)?${MONTH}\\b\\.?(?:[ \\t]*(20\\d\\d))?`, 'gi'),
    read: (m, mail) => {
      const mo = monthOf(m[2]);
      const d = mo ? withYear(mail, mo, +m[1], m[3] ? +m[3] : undefined) : null;
      return d ? [d, null, 'day'] : null;
    },
  },
  // 20/01-25/01, 28.11.-02.12.2025
  {
    re: /\b(\d{1,2})[./](\d{1,2})\.?\s*(?:-|–|—|to|bis)\s*(\d{1,2})[./](\d{1,2})(?:[./]((?:20)?\d\d)\b)?\.?/g,
    read: (m, mail, slashMonthFirst) => {
      const year = m[5] ? +m[5] : undefined;
      // "12/16-12/18": no 16th month, so month first.
      const monthFirst = (+m[2] > 12 && +m[4] > 12) || (slashMonthFirst && m[0].includes('/'));
      const from = monthFirst ? withYear(mail, +m[1], +m[2], year) : withYear(mail, +m[2], +m[1], year);
      const to = monthFirst ? withYear(mail, +m[3], +m[4], year) : withYear(mail, +m[4], +m[3], year);
      if (!from || !to) return null;
      return to >= from ? [from, to, 'range'] : null;
    },
  },
  // 04.–06.12., 03.-05.11.2025, 12-15/12
  {
    re: /\b(\d{1,2})\.?\s*(?:-|–|—)\s*(\d{1,2})[./](\d{1,2})(?:[./]((?:20)?\d\d)\b)?\.?/g,
    read: (m, mail) => {
      const year = m[4] ? +m[4] : undefined;
      const from = withYear(mail, +m[3], +m[1], year);
      const to = withYear(mail, +m[3], +m[2], year);
      if (!from || !to) return null;
      return to >= from ? [from, to, 'range'] : null;
    },
  },
  // 15.12.2025, 15.12., 15/12, 06.03.26
  {
    re: /\b(\d{1,2})([./])(\d{1,2})(?:\2((?:20)?\d\d)\b|\.|\b)(?![.,/]?\d)/g,
    read: (m, mail, slashMonthFirst) => {
      const y = m[4] ? +m[4] : undefined;
      if (slashMonthFirst && m[2] === '/') {
        const d = withYear(mail, +m[1], +m[3], y);
        return d ? [d, null, 'day'] : null;
      }
      // Day first; "12/16" has no 16th month, so it can only be month first (as Chinese and US mails write).
      const d = withYear(mail, +m[3], +m[1], y) ?? (+m[3] > 12 ? withYear(mail, +m[1], +m[3], y) : null);
      return d ? [d, null, 'day'] : null;
    },
  },
  // KW 38, CW 38, week 38
  {
    re: /\b(?:KW|CW|wk|week|woche|kalenderwoche)\s{0,3}(\d{1,2})\b|第\s{0,3}(\d{1,2})\s{0,3}周|\b(\d{1,2})\.\s{0,3}(?:KW|Kalenderwoche)\b/gi,
    read: (m, mail) => {
      const w = isoWeek(mail, +(m[1] ?? m[2] ?? m[3]));
      return w ? [w[0], w[1], 'week'] : null;
    },
  },
  ...RELATIVE_RULES,
];

// A weekday written before a date belongs to it ("Di 08.12.", "Tue 8/12", "周二12月8日").
const WEEKDAY_BEFORE =
  /(?:\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mo|di|mi|do|fr|sa|so|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)\.?,?[ \t]*(?:(?:the|den)[ \t]+)?|(?:周|星期|礼拜)[一二三四五六日天][ \t,，]*)$/i;
// "Klasse 2.1", "IMO 6.1", "危险品6.1类": a dangerous-goods class, not a day and month.
const DG_CLASS_BEFORE = /\b(imo|imdg|dg|class|klasse|un-klasse)\s*$/i;

// "ab Do. 23.10. (nicht 20.10.)", "(not the 19th as below)": a date corrected away is no date of the position
// ("not before 29 June" is still one: the earliest day).
const NEGATED_BEFORE =
  /(?:\bnicht|\bnot|\bstatt|\banstatt|\binstead of|\brather than|不是|而非)[ \t]{0,3}(?:(?:the|am|dem|den|der|on)[ \t]{1,3})?$/i;

export function findDates(text: string, mailDate: string): DateMention[] {
  const mail = new Date(`${mailDate}T00:00:00Z`);
  const monthFirst = slashMonthFirst(text, mail);
  const taken = new Array<boolean>(text.length).fill(false);
  const found: DateMention[] = [];
  for (const rule of rules) {
    rule.re.lastIndex = 0;
    for (let m = rule.re.exec(text); m; m = rule.re.exec(text)) {
      const start = m.index;
      const end = start + m[0].replace(/\s+$/, '').length;
      let free = true;
      for (let i = start; i < end; i++) if (taken[i]) free = false;
      if (!free) continue;
      if (m[0] === 'morgen' && /guten\s+$/i.test(text.slice(Math.max(0, start - 8), start))) continue;
      if (
        /^\d\.\d$/.test(m[0]) &&
        (DG_CLASS_BEFORE.test(text.slice(Math.max(0, start - 12), start)) || text[end] === '类')
      )
        continue;
      // "usd 17,500 lumpsum, bss 1/1.": one loading and one discharge port, no date; "DG class 3/8/9": classes.
      if (
        /^\d\/\d\.?$/.test(m[0].trim()) &&
        (/\b(?:bss|basis)[ \t]{0,2}$/i.test(text.slice(Math.max(0, start - 8), start)) ||
          /\b(?:class(?:es)?|klassen?|imo)[ \t]{0,2}(?:\d[ \t]{0,2}\/[ \t]{0,2}){0,3}$/i.test(
            text.slice(Math.max(0, start - 20), start),
          ))
      )
        continue;
      if (measure(m[0], text.slice(end, end + 8))) continue;
      const read = rule.read(m, mail, monthFirst);
      if (!read) continue;
      for (let i = start; i < end; i++) taken[i] = true;
      if (NEGATED_BEFORE.test(text.slice(Math.max(0, start - 20), start)) || offerDeadline(text, start))
        continue;
      const [from, to, kind] = read;
      const weekday = WEEKDAY_BEFORE.exec(text.slice(Math.max(0, start - 14), start));
      const from0 = weekday ? start - weekday[0].length : start;
      for (let i = from0; i < start; i++) taken[i] = true;
      const mention: DateMention = { start: from0, end, from: iso(from), to: to ? iso(to) : null, kind };
      if (rule.relative) mention.relative = true;
      if (rule.weekday && aboutTheVoyage(text, start, end)) mention.weekday = true;
      found.push(mention);
    }
  }
  const absolute = found.filter((d) => (!d.relative || d.weekday) && d.kind !== 'prompt');
  for (const w of bareWeekdays(text, mail, taken, absolute))
    found.push({ start: w.start, end: w.end, from: iso(w.date), to: null, kind: 'day', weekday: true });
  return found.sort((a, b) => a.start - b.start);
}
