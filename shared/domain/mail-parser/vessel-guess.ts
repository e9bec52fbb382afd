import { findPorts } from './find-ports';
import type { Name } from './vessel-loose';
import { looseName } from './vessel-loose';
import { TAKEN } from './vessel-name';
import { CALENDAR_WORDS, CODES, LOOSE_COMMON, NOT_A_NAME, REGIONS } from './vessel-words';

/**
 * The last resort for a position no phrase rule names a ship in (issue 26): every ship is named somewhere in its
 * position, so the likeliest name-like span in the position's own lines is offered, at a low confidence the review
 * screen shows, rather than nothing. A span is a run of words in capitals ("CORAL SEA", "JSP BORA 2"), of two
 * title-case words or more ("Helgoland Trader"), one title-case word where a ship's name stands (SINGLE, SHIP_NOUN)
 * or a Chinese name before 轮; it must stand on a line that says what a position says (open, free, slots, TEU, ETA),
 * alone on its line or in a row's first cell, and is ranked by what follows it, the day on its line and the first
 * line. A port, code, label, month, company, sea or country, a ship named as taken, a sign-off or a signature's line
 * (mail, phone, web) is none. docs/mail-parser.md, "Vessel, the last resort".
 */

const CAPS_RUN =
  /(?<![\p{Script=Latin}\d@./])(\p{Lu}[\p{Lu}\d'’.-]*\p{Lu}\.?(?:[ \t](?:\p{Lu}[\p{Lu}'’.-]*\p{Lu}|\d{1,2}(?![\d./:,-]?\d|[月日号]|[ \t]*(?:teu|TEU|slots?|SLOTS?|free|FREE|frei|x\b))|[IVX]{1,4}|VON|OF|DE|AF|\p{Lu}(?![\p{Script=Latin}\d.]))){0,3})(?![\p{Script=Latin}\d@])/gu;
const TITLE_RUN =
  /(?<![\p{Script=Latin}\d@./])((?:\p{Lu}{2,4}|\p{Lu}\p{Ll}{1,20}(?:-\p{Lu}?\p{Ll}{1,20}|['’]s)?)(?:[ \t](?:(?:von|van|of|de|af|la)[ \t])?\p{Lu}\p{Ll}{1,20}(?:-\p{Lu}?\p{Ll}{1,20})?){1,2}(?:[ \t](?:\d{1,2}(?![\d./:,-]?\d|[月日号]|[ \t]*(?:teu|TEU|slots?|free|frei|x\b))|[IVX]{1,4}))?)(?![\p{Script=Latin}\d@])/gu;

/** One title-case word after "the"/"our" ("we could put the Marlin on it"), before what she does ("Coral is still
 * looking …, she opens"), or opening a German sentence before "ist/hat/wird/ab" ("Störtebeker ab Sassnitz …"; a
 * German noun inside a sentence is capitalised too: "wir haben noch Platz ab Hamburg" names no ship). */
const SINGLE =
  /(?:\b(?:the|our|her sister|sister)[ \t]+(\p{Lu}\p{Ll}{2,20})(?![\p{Script=Latin}\d@])(?=[ \t]+(?:is|has|will|can|could|opens|opn|open|sails|arrives|completes|finishes|discharges|still|on)\b|[ \t]*[,(–-])|(?<![\p{Script=Latin}\d@./'’-]|\p{Lu}[\p{L}'’.-]*[ \t]{1,2})(\p{Lu}\p{Ll}{2,20})(?=[ \t]+(?:is|has|will|can|could|opens|sails|arrives|completes|finishes|discharges)\b)|(?<=^[ \t]{0,8}|[.!?;:][ \t]{1,3})(\p{Lu}\p{Ll}{2,20})(?=[ \t]+(?:ist|hat|wird|ab|öffnet|frei|offen)(?![\p{L}])))/gu;

/**
 * The word for a ship, then her name ("das Schiff Stadt Bremen kann …", "unsere Seefalke ist …", "- Die Albatros:
 * Gdingen …", "the vessel Coral Bay will …"): the name may end in a port's word, as "Stadt Bremen" does.
 */
const SHIP_NOUN =
  /\b(?:das Schiff|Schiff|MS|the vessel|vessel|[Uu]nsere?|[Dd]ie)[ \t]+((?:\p{Lu}[\p{Ll}\p{Lu}'’-]{1,20})(?:[ \t](?:(?:von|van|of|de)[ \t])?(?:\p{Lu}[\p{Ll}\p{Lu}'’-]{1,20}|\d{1,2}|[IVX]{1,4})){0,2})(?=[ \t]*(?:[:(]|,[ \t]|[ \t](?:ist|hat|kann|wird|is|has|can|will|ab|frei|offen|open)\b))/gu;

/**
 * A ship named in Chinese only, opening a sentence or a list's line before 轮 ("远洋之春轮12月10日罗斯托克空船",
 * "明珠轮周一1月4日…"), not 该轮/此轮/新一轮, or before 号 and a colon, comma, bracket or her day ("1. 长风号：…"), not
 * a label's 号 (编号, 箱号, 订舱号 …).
 */
const CJK_ONLY =
  /(?<=^[ \t]{0,8}(?:\d{1,2}[.)、．][ \t]{0,2})?|[。；！：，,:;][ \t]{0,2})(?![该此本每首这那其另一两二三上下新前后])(\p{Script=Han}{2,6}?)(?:轮(?!船)|(?<![编型账单箱柜票序批车订提航次码])号(?=[：:，,（(]|周|\d))/gu;

/** What a position says on a line: where and when she opens, what she has free. */
const POSITION_WORDS =
  /\b(?:open|opens|opening|opn|prompt|ppt|spot|free|frei|offen|slots?|spare|teu|intake|avail\w*|eta|etd|etb|dely|ready|ballast|laycan|sailing|sails|next|dir|heading|stellplätze)\b|空出|空船|舱位/i;
const DAY =
  /\b\d{1,2}[./-]\d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)?[ \t]{1,3}(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;
/** A signature's line or a header: no ship's. */
const NOT_A_POSITION_LINE =
  /@|www\.|https?:|\b(?:tel|phone|mob|mobile|fax|direct|e-?mail|from|to|cc|sent|date|subject|betreff|von|an|gesendet)\b[ \t]{0,3}[:.]|\+\d{2}/i;
/** A sign-off on a short line of its own ("Best regards", "Thanks, Anna"; not "Thanks for the enquiry. …"). */
const SIGN_OFF =
  /^[ \t]{0,8}(?:(?:best|kind|warm)[ \t]{1,3})?(?:regards|rgds|br|cheers|thanks|thank you|grüße|gruß|mfg|mit freundlichen|viele grüße|beste grüße|yours)\b[^\n.!?\d]{0,30}$/i;
/** A company or a business named by its last word or the word after it ("BALTIC FEEDER LINES", "NORDIC STAR AB"). */
const BUSINESS =
  /^(?:gmbh|ltd|limited|ab|as|a\/s|aps|oy|sia|bv|b\.v\.|nv|sa|s\.a\.|spa|srl|kg|ag|plc|inc|llc|co|line|lines|shipping|logistics|agency|agencies|chartering|shipbrokers?|brokers?|terminals?|services?|group|forwarding|transport|container|containers|port|hafen|reederei|spedition)\b/i;

type Scored = Name & { score: number };

function candidatesOfLine(line: string, at: number, isPort: (w: string) => boolean): Scored[] {
  const out: Scored[] = [];
  const positionLine = POSITION_WORDS.test(line);
  const dated = DAY.test(line);
  for (const [re, base] of [
    [CAPS_RUN, 1],
    [TITLE_RUN, 0.8],
    [SINGLE, 0.6],
    [SHIP_NOUN, 1.1],
    [CJK_ONLY, 1],
  ] as const) {
    re.lastIndex = 0;
    for (let m = re.exec(line); m; m = re.exec(line)) {
      const run = m[1] ?? m[2] ?? m[3];
      const words = run.split(/[ \t]+/);
      // Labels, codes and ports at either end are the position's, not the name's ("OPEN HAMBURG", "ETA RTM").
      const label = (w: string) =>
        NOT_A_NAME.has(w.toUpperCase()) ||
        CODES.has(w.toUpperCase().replace(/\.$/, '')) ||
        (w.length > 2 && LOOSE_COMMON.has(w.toLowerCase())) ||
        // "Felixstowe Sat 12/12"; in capitals a word of a name ("NORDIC SUN").
        (w !== w.toUpperCase() && CALENDAR_WORDS.has(w.toLowerCase().replace(/\.$/, ''))) ||
        /^(?:MV|MS|MT|M\/V|M\/S|VSL|OF|VON|DE|AF)$/i.test(w);
      // A port closing the run is where she opens ("VEGA HAMBURG 12/12"), unless the name is "CITY OF HULL".
      while (
        words.length &&
        (label(words[words.length - 1]) ||
          (re !== SHIP_NOUN &&
            isPort(words[words.length - 1]) &&
            !/^(?:of|von|de|af)$/i.test(words[words.length - 2] ?? '')))
      )
        words.pop();
      let lead = 0;
      // A port's code opening the run is where she opens ("04/12 RTM ELBE 2"); a port's name may open a name.
      while (
        words.length &&
        (label(words[0]) || (isPort(words[0]) && (words.length === 1 || /^\p{Lu}{3}$/u.test(words[0]))))
      )
        lead += words.shift()!.length + 1;
      if (!words.length || (re === SINGLE && REGIONS.has(words[0].toLowerCase()))) continue;
      // A title-case run cut to one word ("Dear Sirs" → "Sirs") is no name.
      if (re === TITLE_RUN && words.length === 1 && words[0] !== words[0].toUpperCase()) continue;
      const raw = words.join(' ');
      // After the word for a ship a name may end in a port's word ("das Schiff Stadt Bremen").
      const portLast = re === SHIP_NOUN && words.length > 1 && isPort(words[words.length - 1]);
      // A Chinese name before 轮/号 is whole at two characters ("明珠"); it only must be no port.
      const value =
        re === CJK_ONLY
          ? !isPort(raw) && raw
          : portLast
            ? looseName(words.slice(0, -1).join(' '), isPort) && raw
            : looseName(raw, isPort);
      // A port's name of several words ("USD 95/TEU to Tanger Med") is no ship's.
      if (!value || (words.length > 1 && isWholePort(raw))) continue;
      const start = m.index + m[0].indexOf(run) + lead;
      // Each candidate reads only a few dozen characters around it: a line of 20,000 characters stays linear.
      const end = start + raw.length;
      const rest = line.slice(end, end + 80);
      const after = rest.trimStart();
      const lineEnds = line.length - end <= 80;
      // Company forms are written with a capital ("NORDIC STAR AB", "Kotka Lines"; "Störtebeker ab Sassnitz" is none).
      if ((/^\p{Lu}/u.test(after) && BUSINESS.test(after)) || BUSINESS.test(words[words.length - 1]))
        continue;
      // A ship named as fixed, sold or on subs is not the one offered.
      if (TAKEN.test(after)) continue;
      // "Rotterdam (ECT Delta)", "Hamburg (Eurogate)": a port's terminal in brackets.
      const portBefore = /([\p{L}.'’-]+)[ \t]{0,2}[(（][ \t]{0,2}$/u.exec(
        line.slice(Math.max(0, start - 30), start),
      );
      if (portBefore && isPort(portBefore[1])) continue;
      // One word in capitals must be a word, not a code ("RTM", "DEHAM"): four letters at least.
      if (re !== CJK_ONLY && words.length === 1 && value.replace(/[^\p{L}]/gu, '').length < 4) continue;
      // Alone on its line ("MV SVEA TRADER" over her particulars) or a row's first cell ("FREYA\t650\tKiel").
      const opensLine =
        start <= 12 &&
        !line.slice(0, start).replace(/^[ \t]{0,8}(?:[-•*–|]|\d{1,2}[.)]|MV|MS|M\/V)?[ \t]{0,4}/i, '');
      // A row's first cell, also a list's "Grafschaft Bentheim – Eemshaven 19.12.".
      const cell = opensLine && /^(?:\t|[ \t]{0,2}\||[ \t]{2,}|[ \t]{1,2}[–-][ \t]{1,2})\S/.test(rest);
      const alone =
        opensLine &&
        ((lineEnds && /^[ \t]*[:.,]?[ \t]*$/.test(rest)) || /^(?:\t|[ \t]{0,2}\||[ \t]{2,})/.test(rest));
      // A title-case run opening a sentence is too often a phrase or a person ("Good Morning Team", "Anna Berg"),
      // unless it is a row's first cell or opens with a brand in capitals ("JSP Levante opens …").
      if (
        re === TITLE_RUN &&
        !cell &&
        words[0] !== words[0].toUpperCase() &&
        (opensLine || /[.!?][ \t]{0,3}$/.test(line.slice(Math.max(0, start - 4), start)))
      )
        continue;
      if (!positionLine && !alone) continue;
      // What a position says right after the name ("… Helgoland Trader 210 slots", "Marlin on it - she opens").
      const near = POSITION_WORDS.test(after.slice(0, 40)) ? 0.5 : 0;
      const score = base + near + (dated ? 0.25 : 0);
      out.push({ value, start: at + start, end: at + start + value.length, confidence: 0.4, score });
    }
  }
  return out;
}

const isWholePort = (s: string) => findPorts(s).some((p) => p.start === 0 && p.end === s.length);

/** The likeliest ship's name in a position's text, or null when nothing name-like stands beside its facts. */
export function guessVesselName(
  text: string,
  isPort: (w: string) => boolean,
  /** A ship the text names as fixed or sold: not the one offered. */
  taken: string | null = null,
): Name | null {
  let best: Scored | null = null;
  let at = 0;
  let first = true;
  for (const line of text.split('\n')) {
    const from = at;
    at += line.length + 1;
    if (SIGN_OFF.test(line)) break;
    if (!line.trim() || NOT_A_POSITION_LINE.test(line)) continue;
    for (const c of candidatesOfLine(line, from, isPort)) {
      if (taken && c.value.toUpperCase() === taken.toUpperCase()) continue;
      const score = c.score + (first ? 0.25 : 0);
      if (!best || score > best.score) best = { ...c, score };
    }
    first = false;
  }
  return best && { value: best.value, start: best.start, end: best.end, confidence: 0.4 };
}

const REPLY_PREFIX =
  /^(?:[ \t]*(?:subject|betreff|主题|re|aw|fw|fwd|wg|sv|vs|tr|答复|回复|转发)[ \t]*[:：])+/i;

/**
 * A subject that opens with a name alone in its segment ("Re: Osprey / Teesport", "AW: Weserstern - Anfang Januar",
 * "Captain's Pride - Cork"): every word capitalised, one to three of them, no port, label or region. For the only
 * position of a mail whose body names no ship.
 */
export function guessSubjectName(subject: string, isPort: (w: string) => boolean): Name | null {
  const prefix = REPLY_PREFIX.exec(subject)?.[0] ?? '';
  const rest = subject.slice(prefix.length);
  const segment = /^[ \t]*([^-–/|:,(]+?)[ \t]*(?:[-–/|:,(]|$)/.exec(rest);
  if (!segment) return null;
  const raw = segment[1].replace(/^(?:MV|MS|M\/V|M\/S)[ \t]+/i, '');
  const words = raw.split(/[ \t]+/);
  if (
    words.length > 3 ||
    !words.every((w) => /^\p{Lu}/u.test(w)) ||
    words.some((w) => REGIONS.has(w.toLowerCase()) || isPort(w))
  )
    return null;
  const value = looseName(raw, isPort);
  if (!value) return null;
  const start = prefix.length + segment.index + segment[0].indexOf(raw);
  return { value, start, end: start + value.length, confidence: 0.4 };
}
