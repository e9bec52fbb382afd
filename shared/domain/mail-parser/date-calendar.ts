import type { DateMention } from './find-dates';

/** Months, years and ISO weeks for the date rules (find-dates.ts, date-relative.ts). */
const MONTHS: [RegExp, number][] = [
  [/^jan(uary|uar)?$/i, 1],
  [/^feb(ruary|ruar)?$/i, 2],
  [/^(mar(ch)?|märz|maerz|mrz)$/i, 3],
  [/^apr(il)?$/i, 4],
  [/^(may|mai)$/i, 5],
  [/^jun[ei]?$/i, 6],
  [/^jul[yi]?$/i, 7],
  [/^aug(ust)?$/i, 8],
  [/^sep(t(ember)?)?$/i, 9],
  [/^(oct(ober)?|okt(ober)?)$/i, 10],
  [/^nov(ember)?$/i, 11],
  [/^(dec(ember)?|dez(ember)?)$/i, 12],
];
export const MONTH =
  '(jan(?:uary|uar)?|feb(?:ruary|ruar)?|mar(?:ch)?|märz|maerz|mrz|apr(?:il)?|may|mai|jun[ei]?|jul[yi]?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|okt(?:ober)?|nov(?:ember)?|dec(?:ember)?|dez(?:ember)?)';
export const monthOf = (word: string) => MONTHS.find(([re]) => re.test(word.replace(/\.$/, '')))?.[1] ?? null;

export const DAY_MS = 86_400_000;
export const iso = (d: Date) => d.toISOString().slice(0, 10);
export const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));

export function valid(y: number, m: number, d: number) {
  if (m < 1 || m > 12 || d < 1 || d > 31) return false;
  const date = utc(y, m, d);
  return date.getUTCMonth() === m - 1;
}

/** The year for a day and month named without one. */
export function withYear(mail: Date, m: number, d: number, y?: number): Date | null {
  if (y !== undefined) {
    const full = y < 100 ? 2000 + y : y;
    return valid(full, m, d) ? utc(full, m, d) : null;
  }
  let year = mail.getUTCFullYear();
  if (!valid(year, m, d) && !valid(year + 1, m, d)) return null;
  let date = utc(year, m, d);
  if (date.getTime() < mail.getTime() - 60 * DAY_MS) {
    year += 1;
    date = utc(year, m, d);
  }
  return date;
}

export function isoWeek(mail: Date, week: number): [Date, Date] | null {
  if (week < 1 || week > 53) return null;
  const mondayOf = (year: number) => {
    const jan4 = utc(year, 1, 4);
    const monday = jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * DAY_MS;
    return new Date(monday + (week - 1) * 7 * DAY_MS);
  };
  let start = mondayOf(mail.getUTCFullYear());
  if (start.getTime() < mail.getTime() - 60 * DAY_MS) start = mondayOf(mail.getUTCFullYear() + 1);
  return [start, new Date(start.getTime() + 6 * DAY_MS)];
}

export type Rule = {
  re: RegExp;
  relative?: boolean;
  /** Names a day of the week ("next Tuesday", "下周三"): it counts beside written dates, as a weekday alone does. */
  weekday?: boolean;
  /** `monthFirst`: the mail writes its slashed dates month first ("1/12 … 1/15 … 1/19"; see findDates). */
  read: (
    m: RegExpExecArray,
    mail: Date,
    monthFirst: boolean,
  ) => [Date, Date | null, DateMention['kind']] | null;
};

// "1/12 … 1/15 … 1/19": slashed days and months; which comes first is told by those that can only be read one way,
// else by the reading that keeps them closest together ("2/2开，预计2/5抵": 2 to 5 February, not 2 February to 2 May).
const SLASHED = /(?<![\d./])(\d{1,2})\/(\d{1,2})(?![\d/]|[.,]\d)/g;
export function slashMonthFirst(text: string, mail: Date) {
  let monthFirst = false;
  const pairs: [number, number][] = [];
  for (const m of text.matchAll(SLASHED)) {
    const [a, b] = [+m[1], +m[2]];
    if (a > 12 && a <= 31 && b >= 1 && b <= 12) return false;
    if (b > 12 && b <= 31 && a >= 1 && a <= 12) monthFirst = true;
    if (a >= 1 && a <= 12 && b >= 1 && b <= 12) pairs.push([a, b]);
  }
  if (monthFirst || pairs.length < 2) return monthFirst;
  const spread = (days: (Date | null)[]) => {
    const t = days.filter((d) => d !== null).map((d) => d.getTime());
    return t.length === days.length ? Math.max(...t) - Math.min(...t) : Number.POSITIVE_INFINITY;
  };
  return (
    spread(pairs.map(([a, b]) => withYear(mail, a, b))) <
    spread(pairs.map(([a, b]) => withYear(mail, b, a))) / 4
  );
}

const UNIT_AFTER = /^\s?(?:t|kgs?|mt|tons?|tonnes?|m|kn|kts|knots|%|cbm|teu|°|吨|米|节)(?![\p{L}])/iu;
const DIMENSION_AFTER = /^[ \t]{0,2}[x×][ \t]{0,2}(?:[LWH][ \t]{0,2})?\d/;
/** "19.5 t gross", "22.5 m beam", "W 3.20 x H 2.70 m": a number with a unit or in a dimension is no date. */
export const measure = (token: string, after: string) =>
  /^\d[\d./]*$/.test(token.trim()) && (UNIT_AFTER.test(after) || DIMENSION_AFTER.test(after));

// "firm until tomorrow 12:00", "valid till Friday", "pls revert by Monday", "Rückmeldung bis Freitag": how long an offer
// stands or when to answer, no day of the voyage or the cargo.
const DEADLINE_BEFORE =
  /\b(?:firm|valid|gültig|fest)[ \t]+(?:until|till|bis)[ \t]*$|\b(?:revert|reply|answer|confirm|antwort\w*|rückmeldung|bescheid|melden?)\b[^.\n\d]{0,20}\b(?:by|until|till|bis)[ \t]*$/i;
export const offerDeadline = (text: string, start: number) =>
  DEADLINE_BEFORE.test(text.slice(Math.max(0, start - 40), start));
