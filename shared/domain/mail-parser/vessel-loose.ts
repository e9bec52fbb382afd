import {
  ARTICLE_CAPS,
  ARTICLE_TITLE,
  ASIDE_NAME,
  CJK_BRACKETED,
  CJK_EMBEDDED,
  CJK_LOWER,
  DATED_NAME,
  DIE_SHIP,
  FIRST_SEGMENT,
  HAS_SPACE,
  LABELLED,
  LEAD_SIZE,
  LIST_COLON,
  LOWER_NAME,
  NAME_LINE,
  NAME_PORT,
  OFFERED_BEFORE,
  OFFERED_NAME,
  ON_BOARD,
  OUR_SHIP,
  OUR_TITLE_SHE,
  PARTICULARS,
  PARTICULARS_NAME,
  PARTICULARS_RUN,
  QUOTED_PARTICULARS,
  ROUTE_NAME,
  SAILING_NAME,
  SAILS,
  SENTENCE_NAME,
  SHE_NAME,
  SHIP_DOES,
  TITLE_BEFORE_CJK,
  TITLE_DOES,
  TITLE_SHIP_VERB,
  WHOLE_NAME,
} from './vessel-loose-patterns';
import { anyCase, GENERIC, lineAt, lowerLine } from './vessel-patterns';
import {
  CALENDAR_WORDS,
  CODES,
  COMMON_WORDS,
  CONNECTOR,
  LOOSE_COMMON,
  PLACE_WORDS,
  REGIONS,
  SEAS,
} from './vessel-words';

/**
 * `loose`: how a name without MV/MS was read, with what a position says beside it (`context`) or `bare`; the
 * segmenter trusts only the first.
 */
export type Name = {
  value: string;
  start: number;
  end: number;
  confidence: number;
  loose?: 'context' | 'bare';
};

/** A loose name (SENTENCE_NAME … ARTICLE_CAPS): no code, label, greeting or port, and not a company. */
export function looseName(raw: string, isPort: (word: string) => boolean, strong = false, alone = false) {
  const value = raw.replace(/[.’']+$/, '').trim();
  const words = value.split(/[ \t]+/);
  // Where the sentence says what only a ship does ("Our Morning Glory will discharge her last boxes"), an ordinary
  // word may be part of a name of two words or more, as long as one word is no ordinary one ("Good Morning" is none).
  const ordinary = (w: string) => LOOSE_COMMON.has(w.toLowerCase());
  const lenient = strong && words.length > 1 && !words.every(ordinary);
  // "von", "of" between two words of a name ("Wappen von Bremen", "Spirit of Hull") are part of it.
  const joins = (w: string, i: number) => i > 0 && i < words.length - 1 && CONNECTOR.test(w);
  if (
    words.some(
      (w, i) =>
        !joins(w, i) &&
        (CODES.has(w.toUpperCase().replace(/\.$/, '')) ||
          (ordinary(w) && !lenient) ||
          COMMON_WORDS.has(w.toLowerCase())),
    )
  )
    return null;
  if (words.every((w) => isPort(w) || CONNECTOR.test(w) || /^\d+$/.test(w))) return null;
  // "Le Havre", "St. Petersburg": a port named by all its words together.
  if (words.length > 1 && isPort(value) && !words.some((w) => isPort(w))) return null;
  if (CALENDAR_WORDS.has(words[0].toLowerCase().replace(/\.$/, ''))) return null;
  // "Discharging Hamburg", "Option Riga": a last word that is a port ends a phrase, not a ship's name, unless
  // the name is of the form "Wappen von Hamburg".
  const last = words[words.length - 1];
  // A name in capitals alone on its line or subject may end in a port ("BALTIC HAMBURG", "WILSON HULL").
  const whole = alone && value === value.toUpperCase();
  // "Stadt Emden", "STADT LEER": German ships are named after towns so.
  const town = /^(?:stadt|city)$/i.test(words[0]);
  if (words.length > 1 && isPort(last) && !CONNECTOR.test(words[words.length - 2]) && !whole && !town)
    return null;
  // "Baltic Sea", "North Sea" are seas; "CORAL SEA", "Amber Sea" ships.
  const sea =
    last.toLowerCase() === 'sea' && words.length > 1 && !SEAS.has(words[words.length - 2].toLowerCase());
  // "Amber Coast" is a ship where the sentence says what only a ship does.
  const coast = strong && last.toLowerCase() === 'coast' && words.length > 1;
  if (PLACE_WORDS.has(last.toLowerCase()) && !sea && !coast) return null;
  if (value.replace(/[^\p{L}]/gu, '').length < 3) return null;
  return value;
}

export function* looseNames(
  text: string,
  isPort: (word: string) => boolean,
  subject = false,
): Generator<Name> {
  const whole = subject ? (WHOLE_NAME.exec(text) ?? FIRST_SEGMENT.exec(text)) : null;
  // A subject that is a country or a region alone ("Ireland", "Baltic") names the trade, not a ship.
  if (whole && !REGIONS.has(whole[1].trim().toLowerCase())) {
    const value = looseName(whole[1], isPort, false, true);
    const start = whole.index + whole[0].indexOf(whole[1]);
    if (value) yield { value, start, end: start + value.length, confidence: 0.5 };
  }
  for (const re of [
    SENTENCE_NAME,
    ASIDE_NAME,
    SHIP_DOES,
    TITLE_DOES,
    ARTICLE_TITLE,
    SAILING_NAME,
    OUR_SHIP,
    OUR_TITLE_SHE,
    TITLE_SHIP_VERB,
    DATED_NAME,
    NAME_LINE,
    OFFERED_NAME,
    OFFERED_BEFORE,
    PARTICULARS_NAME,
    LEAD_SIZE,
    ARTICLE_CAPS,
    CJK_EMBEDDED,
    TITLE_BEFORE_CJK,
    CJK_BRACKETED,
    CJK_LOWER,
    LIST_COLON,
    LOWER_NAME,
    LABELLED,
    NAME_PORT,
    HAS_SPACE,
    QUOTED_PARTICULARS,
    ON_BOARD,
    SHE_NAME,
    PARTICULARS_RUN,
    DIE_SHIP,
    ROUTE_NAME,
  ]) {
    const loose =
      re === ARTICLE_CAPS || re === CJK_EMBEDDED || re === TITLE_BEFORE_CJK || re === HAS_SPACE
        ? 'bare'
        : 'context';
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (m[0] === '') re.lastIndex++;
      const matched =
        re === SENTENCE_NAME || re === LIST_COLON || re === NAME_PORT
          ? m[1]
          : re === SHE_NAME
            ? (m[2] ?? m[3])
            : re === ROUTE_NAME
              ? m[3]
              : (m[1] ?? m[2]);
      // "- Unsere Kehrwieder: Stettin …": the possessive or article is no part of the name.
      const article =
        /^(?:[Uu]nsere?|UNSERE?|[Dd]ie|[Dd]er|[Dd]as)[ \t]+(?=\p{Lu})/u.exec(matched)?.[0] ?? '';
      const raw = matched.slice(article.length);
      if (re === LIST_COLON && !isPort(m[2])) continue;
      if (re === PARTICULARS_RUN && !PARTICULARS.test(m[2])) continue;
      if (re === NAME_PORT && !isPort(m[3])) continue;
      if (re === ROUTE_NAME && !(isPort(m[1]) && isPort(m[2]))) continue;
      // A lower-case name only in a line without capitals ("polar breeze opn gdynia"), checked against ports as
      // the trade writes them ("kiel", "ham").
      if (re === LOWER_NAME && !lowerLine(lineAt(text, m.index + m[0].indexOf(raw)), isPort)) continue;
      if (re === LOWER_NAME && GENERIC.has(raw.trim())) continue;
      // Only in a Chinese line that says where she opens or sails ("…格丁尼亚开", "…空出", "剩余…").
      if (
        re === CJK_LOWER &&
        (GENERIC.has(raw.trim()) || !/开|空出|空舱|剩余|可用/.test(lineAt(text, m.index)))
      )
        continue;
      const strong =
        re === TITLE_DOES ||
        re === SHIP_DOES ||
        re === PARTICULARS_NAME ||
        re === OUR_SHIP ||
        re === OUR_TITLE_SHE;
      const lower = re === LOWER_NAME || re === CJK_LOWER;
      const found = looseName(raw, lower ? anyCase(isPort) : isPort, strong, re === NAME_LINE);
      const value = found && lower ? found.toUpperCase() : found;
      if (!value) continue;
      // One word in title case opening a sentence ("Currently open …") is too often no name, unless "is"/"ist"
      // stands between ("Borkum is frei in Klaipeda").
      // A colon after it makes a name only in a list ("- Borkum: opn Helsinki"; "Ladebereitschaft: ab 14.12." is
      // a label).
      // So does a dash ("1) Warnow – offen Rostock", "- Sirius – Hamburg – frei 07.12.").
      const separated =
        m[2] === ':' ||
        /[-–/]$/.test(m[2] ?? '') ||
        (re === NAME_PORT && /^["”'’“]?[ \t]{0,2}[:–-]/.test(m[0].slice(m[0].indexOf(raw) + raw.length)));
      const listed = separated && /(?:^|\n)[ \t]{0,3}(?:[-•*–·▪►]|\d{1,2}[.)])[ \t]/.test(m[0]);
      // After "the"/"our" or "fyi"/"please note (that)" a capitalised word mid-sentence is a name.
      const lead = /(?:the|our|note|advise|confirm|fyi|that)[ \t]{1,2}$/i.test(
        m[0].slice(0, m[0].indexOf(raw)),
      );
      if (
        (re === SENTENCE_NAME || re === NAME_PORT || re === HAS_SPACE) &&
        !/\s/.test(value) &&
        value !== value.toUpperCase() &&
        !(re === SENTENCE_NAME && m[3]) &&
        !listed &&
        !lead &&
        // "Tern: open Gdynia 12/12": one word, then "open", the port and the day.
        !(re === NAME_PORT && m[2]) &&
        // "Tern sails Gdynia 12/12": what only a ship does, then the port and her day.
        !(re === NAME_PORT && SAILS.test(m[0].slice(m[0].indexOf(raw) + raw.length))) &&
        !(re === SENTENCE_NAME && (m[2] === ',' || /[-–/]$/.test(m[2] ?? '')))
      )
        continue;
      // A single word in capitals after an article is a ship only when it is no short code ("the CTA").
      if ((re === ARTICLE_CAPS || (re === ON_BOARD && m[2]) || (re === SHE_NAME && m[3])) && value.length < 4)
        continue;
      // One word in title case is "she" only after "Re"/"As for" ("Anna, she is …" may be a person).
      if (re === SHE_NAME && m[2] && !m[1] && !/\s/.test(value) && value !== value.toUpperCase()) continue;
      // Between Chinese words: capitals of four letters at least or two words in title case, no code with digits
      // ("ABCU1234567", "UN1263").
      if (
        re === CJK_EMBEDDED &&
        (/\d{3}/.test(value) || (value === value.toUpperCase() ? value.length < 4 : !/\s/.test(value)))
      )
        continue;
      const start = m.index + m[0].indexOf(raw);
      yield { value, start, end: start + value.length, confidence: 0.5, loose };
    }
  }
}
