import { clauseAfter, clauseBefore } from './context';
import { DAY_MS, MONTH, monthOf, type Rule, withYear } from './date-calendar';

/** Dates read from words relative to the mail's date: today/tomorrow, this/next week, prompt, a bare ordinal. */
const WEEKDAYS: [RegExp, number][] = [
  [/^(mon(day)?|montag|mo|一)$/i, 1],
  [/^(tue(s|sday)?|dienstag|di|二)$/i, 2],
  [/^(wed(nesday)?|mittwoch|mi|三)$/i, 3],
  [/^(thu(r|rs|rsday)?|donnerstag|do|四)$/i, 4],
  [/^(fri(day)?|freitag|fr|五)$/i, 5],
  [/^(sat(urday)?|samstag|sa|六)$/i, 6],
  [/^(sun(day)?|sonntag|so|日|天)$/i, 0],
];
const weekdayOf = (w: string) => WEEKDAYS.find(([re]) => re.test(w))?.[1] ?? null;

const NEXT_WEEK =
  'next\\s+week|next\\s+wk|nxt\\s+wk|nxt\\s+week|nächste\\s+woche|nächster\\s+woche|naechste\\s+woche|kommende\\s+woche';

// "w/c 14 Dec", "week commencing 4/1", "wk beg. Mon 11th Jan": the week from that Monday, Monday to Sunday.
export const WEEK_COMMENCING: Rule = {
  re: new RegExp(
    `\\b(?:w\\/c|w\\/b|week[ \\t]+(?:commencing|beginning|starting)|wk[ \\t]+(?:commencing|beg\\.?))[ \\t:]{1,3}(?:mon(?:day)?\\.?,?[ \\t]{1,2})?(?:(\\d{1,2})(?:st|nd|rd|th)?[ \\t]{0,2}${MONTH}\\b\\.?|(\\d{1,2})[./](\\d{1,2})\\b\\.?)`,
    'gi',
  ),
  read: (m, mail) => {
    const month = m[2] ? monthOf(m[2]) : +m[4];
    const from = month ? withYear(mail, month, +(m[1] ?? m[3])) : null;
    return from ? [from, new Date(from.getTime() + 6 * DAY_MS), 'week'] : null;
  },
};

export const RELATIVE_RULES: Rule[] = [
  // "thu nxt wk", "Thursday next week", "fr nächste woche": that day in the week after the mail's.
  {
    re: new RegExp(
      `(?<![\\p{L}])(mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|mo|di|mi|do|fr|sa|so|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)\\.?,?\\s{1,2}(?:of\\s+)?(?:${NEXT_WEEK})(?![\\p{L}])`,
      'giu',
    ),
    relative: true,
    weekday: true,
    read: (m, mail) => {
      const word = m[1].toLowerCase();
      const short: Record<string, string> = {
        mo: 'mon',
        di: 'tue',
        mi: 'wed',
        do: 'thu',
        fr: 'fri',
        sa: 'sat',
        so: 'sun',
      };
      const day = weekdayOf(short[word] ?? word);
      if (day === null) return null;
      const monday = mail.getTime() - ((mail.getUTCDay() + 6) % 7) * DAY_MS;
      return [new Date(monday + (7 + ((day + 6) % 7)) * DAY_MS), null, 'day'];
    },
  },
  // "this Friday", "kommenden Freitag", "本周五": the next such day; "next Friday", "nächsten Freitag", "下周三":
  // that day in the week after the mail's.
  {
    re: /\b(this|coming|next|diesen|kommenden|nächsten)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)\b|(本|这|下)(?:周|星期|礼拜)([一二三四五六日天])(?![票批个箱条艘家周])/gi,
    relative: true,
    weekday: true,
    read: (m, mail) => {
      const day = weekdayOf(m[2] ?? m[4]);
      if (day === null) return null;
      const next = /next|nächsten|下/i.test(m[1] ?? m[3]);
      const monday = mail.getTime() - ((mail.getUTCDay() + 6) % 7) * DAY_MS;
      const offset = (day + 6) % 7;
      let at = next
        ? monday + (7 + offset) * DAY_MS
        : mail.getTime() + ((day - mail.getUTCDay() + 7) % 7) * DAY_MS;
      if (!next && at < mail.getTime()) at += 7 * DAY_MS;
      return [new Date(at), null, 'day'];
    },
  },
  // today, tomorrow, the day after: heute, morgen (not "Guten Morgen"), übermorgen, 今天, 明天, 后天
  {
    re: /(?<![\p{L}\d])([Tt]oday|[Tt]omorrow|[Tt]mrw|2morrow|2moro|[Hh]eute|morgen|[Üü]bermorgen)(?![\p{L}])|(今天|今日|明天|明日|后天)|(day after tomorrow)/gu,
    relative: true,
    read: (m, mail) => {
      const word = (m[3] ?? m[1] ?? m[2]).toLowerCase();
      const ahead: Record<string, number> = {
        today: 0,
        heute: 0,
        今天: 0,
        今日: 0,
        tomorrow: 1,
        morgen: 1,
        tmrw: 1,
      };
      Object.assign(ahead, { '2morrow': 1, '2moro': 1 });
      Object.assign(ahead, { 明天: 1, 明日: 1, übermorgen: 2, 后天: 2, 'day after tomorrow': 2 });
      return [new Date(mail.getTime() + (ahead[word] ?? 0) * DAY_MS), null, 'day'];
    },
  },
  // next week, nächste/kommende Woche, 下周: Monday to Sunday of the week after the mail's
  {
    re: new RegExp(
      `(?<![\\p{L}])(${NEXT_WEEK}|this\\s+week|diese\\s+woche)(?![\\p{L}])|(下周|下星期|下礼拜|本周|这周)`,
      'giu',
    ),
    relative: true,
    read: (m, mail) => {
      const word = (m[1] ?? m[2]).toLowerCase();
      const monday = mail.getTime() - ((mail.getUTCDay() + 6) % 7) * DAY_MS;
      const thisWeek = /this|diese|本周|这周/.test(word);
      const from = thisWeek ? mail.getTime() : monday + 7 * DAY_MS;
      return [new Date(from), new Date(monday + (thisWeek ? 6 : 13) * DAY_MS), 'week'];
    },
  },
  // prompt, sofort, 即期, 立即
  {
    re: /\b(prompt|promptly|ppt|asap|immediately|sofort|umgehend)\b|即期|立即/gi,
    read: (_m, mail) => [mail, null, 'prompt'],
  },
  // ETA Hamburg 3rd: an ordinal day with no month is the next such day
  {
    re: /\b(\d{1,2})(st|nd|rd|th)\b/gi,
    read: (m, mail) => {
      const day = +m[1];
      for (let i = 0; i < 62; i++) {
        const d = new Date(mail.getTime() + i * DAY_MS);
        if (d.getUTCDate() === day) return [d, null, 'day'];
      }
      return null;
    },
  },
];

// "opens Thursday, due Esbjerg Saturday", "Abfahrt Freitag", "周四开船": a weekday named alone. Not a schedule
// ("every Friday", "jeden Montag", "每周五") nor a week's day already read ("next Friday", "本周五").
// German two-letter days only right after "eta", "etd", "ab" ("eta so", "ab mi"): alone they are words ("so", "do").
const BARE_WEEKDAY =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thu(?:rs?)?|fri|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|(?<=\b(?:eta|etd|ab|ankunft|abfahrt)[ \t]{1,2})(?:mo|di|mi|do|fr|sa|so))\b\.?|(?:周|星期|礼拜)([一二三四五六日天])/gi;
// "Monday to Friday", "Mo.-Fr.": office hours, no day.
const NOT_A_DAY_BEFORE =
  /(?:\b(?:every|each|jeden|jeweils)[ \t]+|每|(?:day|tag|\b(?:mon|tue|wed|thu|fri|sat|sun|mo|di|mi|do|fr|sa|so)\.?)[ \t]*(?:[-–]|to|bis|until|till)[ \t]*)$/i;
// A weekday counts only in a clause about the ship's or the cargo's movement ("she opens Thursday", "am Sonntag
// erwartet", "ETA there Saturday", "mv ostsee fri rotterdam … dir cork"), not a reply's ("bis Freitag Bescheid", "ich melde mich Montag").
const VOYAGE_WORDS =
  /\b(?:eta|etd|arriv\w*|due|alongside|expect|open\w*|opn|offen|ldg|lding|rdy|free|frei|sails?|sailing|ready|bereit|load\w*|lade\w*|verlad\w*|ankunft|ankommt|abfahrt|erwartet|expected|discharg\w*|fertig|läuft|departs?|departure|comes?|kommt|dir|direction|heading|bound|richtung|ppt|prompt|slots?|stellpl\w*)\b|开|到|抵|装/i;
// "last Friday", "am vergangenen Freitag", "上周五": a day gone by.
const PAST =
  /\b(?:last|past|previous|vergangenen|letzten|vorigen|ago|was|were|war|discussed|besprochen)\b|上周/i;
// "Freitag den 12.12.", "Friday the 12th", "Fri (12/12)": the weekday of the date after it (not "wed 140 free").
const NOT_A_DAY_AFTER =
  /^[ \t]*(?:[-–]|to\b|bis\b|through\b|[,(]?[ \t]*(?:(?:the|den|dem|der|am)[ \t]+)?\d{1,2}(?!\d)(?![ \t]*(?:teu|free|frei|slots?|stellpl|plätze|x\b|×)))/i;

// "下周一到周三有人值班", "next Monday to Wednesday": office hours, no day.
const TO_A_WEEKDAY_AFTER =
  /^[ \t]*(?:[-–]|to|bis|until|till|到|至)[ \t]*(?:(?:周|星期|礼拜)?[一二三四五六日天]|mon|tue|wed|thu|fri|sat|sun|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)/i;

/** A day named in a clause about the ship's or the cargo's movement, not gone by, not the start of office hours. */
export function aboutTheVoyage(text: string, start: number, end: number) {
  if (TO_A_WEEKDAY_AFTER.test(text.slice(end, end + 12))) return false;
  const clause = `${clauseBefore(text, start, 60)} ${clauseAfter(text, end, 60)}`;
  return VOYAGE_WORDS.test(clause) && !PAST.test(clause);
}

/**
 * A weekday named alone is the next such day on or after the nearest date written before it in the mail ("opens
 * Thursday 15th January … arrive on the Saturday": the 17th), or after the mail's date when none is; `taken`
 * marks the characters dates already read.
 */
export function bareWeekdays(
  text: string,
  mail: Date,
  taken: boolean[],
  found: { start: number; from: string }[],
): { start: number; end: number; date: Date }[] {
  const out: { start: number; end: number; date: Date }[] = [];
  BARE_WEEKDAY.lastIndex = 0;
  for (let m = BARE_WEEKDAY.exec(text); m; m = BARE_WEEKDAY.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (taken[start] || taken[end - 1]) continue;
    if (NOT_A_DAY_BEFORE.test(text.slice(Math.max(0, start - 16), start))) continue;
    if (NOT_A_DAY_AFTER.test(text.slice(end, end + 10))) continue;
    if (!aboutTheVoyage(text, start, end)) continue;
    const day = weekdayOf(m[1] ?? m[2]);
    if (day === null) continue;
    const anchor = found.filter((d) => d.start < start).sort((a, b) => b.start - a.start)[0];
    const from = anchor ? new Date(`${anchor.from}T00:00:00Z`) : mail;
    const next = from.getTime() + ((day - from.getUTCDay() + 7) % 7) * DAY_MS;
    // "free Friday 2 January … ETA Monday 5th if she sails Fri": the same weekday written before, that week.
    const same = found.find((d) => {
      const t = Date.parse(`${d.from}T00:00:00Z`);
      return d.start < start && new Date(t).getUTCDay() === day && t < next && next - t <= 7 * DAY_MS;
    });
    const date = same ? new Date(`${same.from}T00:00:00Z`) : new Date(next);
    out.push({ start, end, date });
    // "ready in Antwerp on Thursday … due Gdynia Monday": the next weekday counts from this one.
    found.push({ start, from: date.toISOString().slice(0, 10) });
  }
  return out;
}
