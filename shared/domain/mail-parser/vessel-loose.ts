import {
  ANY_NAME,
  anyCase,
  CAPS,
  CAPS_WORD,
  COPULA,
  ci,
  GENERIC,
  lineAt,
  lowerLine,
  NOT_FOR_CARGO,
  OPENS,
  SENTENCE,
  TAIL,
  TITLE,
  TITLE_WORD,
} from './vessel-patterns';
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

/**
 * Names brokers write without MV/MS (issue 26, second independent development set). A name is one to four words
 * in capitals ("BF CARP", "RHEIN-MAIN", "FRISIA IX", "SEA 2") or in title case ("Elbe Trader", "Marit IV",
 * "Wappen von Hamburg"), maybe quoted; it is read only where a position says what it is:
 */
/** "Elbe Trader opens HH prompt", "HOLLAND (owners: …) opens Moerdijk", "'Marit IV' will be open Gdansk",
 * "ANNE-SOPHIE ist erst ab Do. 23.10. in Gent frei", "STÖRTEBEKER sofort frei in Emden": a name opening a sentence,
 * then (after a bracketed aside and "is"/"ist"/"will be") what a position says. */
const SENTENCE_NAME = new RegExp(
  `${SENTENCE}${ANY_NAME}(?:[ \\t]{1,2}(?:voy\\.?|voyage|v\\.)[ \\t]{0,2}[A-Z\\d]{2,8})?(?:[ \\t]{0,2}\\([^()\\n]{1,60}\\))?(,|:|[ \\t]{1,2}[-–]|[ \\t]{0,2}\\/\\/)?[ \\t]{1,3}${COPULA}(?:to[ \\t]{1,2})?${NOT_FOR_CARGO}(?=${OPENS})`,
  'gu',
);
/** "ELBE TRADER, after calls at Gdynia and Klaipeda, is now open Riga": a name, an aside between commas, then
 * "is"/"ist" and what a position says. */
const ASIDE_NAME = new RegExp(
  `${SENTENCE}${ANY_NAME},[ \\t]{1,3}[^,;.\\n]{3,60},[ \\t]{1,3}(?:(?:is|ist|will be|wird)[ \\t]{1,3})?(?:(?:now|then|still|again|jetzt|dann|wieder)[ \\t]{1,3})?${NOT_FOR_CARGO}(?=${OPENS})`,
  'gu',
);
/** "SKIPPER'S DREAM finishes discharge at Aarhus tomorrow and is then open 29/11", "EEMS ROVER will complete
 * discharge …": a name in capitals opening a sentence, then what a ship does, and "open"/"frei" in the sentence. */
const SHIP_DOES = new RegExp(
  `${SENTENCE}["“'‘„]?(${CAPS})["”'’“]?[ \\t]{1,3}(?:(?:will|should|is|ist|wird)[ \\t]{1,3})?(?:complete|completes|completing|finish|finishes|finishing|discharge|discharges|discharging|load|loads|loading|arrive|arrives|arriving|sail|sails|sailing|berth|berths|leave|leaves|depart|departs|löscht|lädt|kommt|läuft|erreicht|folgt|follows)\\b(?=[^.!?;\\n]{0,90}\\b(?:open|opens|offen|frei|free|available|verfügbar)\\b)`,
  'gu',
);
/** "Eems Rover will complete discharge …", "Skipper's Dream finishes discharge …": in title case (two words, as a person's
 * name may be one), only with what a ship alone does. */
const TITLE_DOES = new RegExp(
  `${SENTENCE}["“]?(${TITLE_WORD}(?:[ \\t]${TITLE_WORD}){1,2}|\\p{Lu}\\p{Ll}{1,20}['’]s[ \\t]${TITLE_WORD})["”]?[ \\t]{1,3}(?:(?:will|should|is|ist|wird)[ \\t]{1,3})?(?:(?:complete|completes|completing|finish|finishes|finishing|discharge)[ \\t]{1,3}(?:discharge|discharging|loading|unloading|her|cargo operations)|discharges|berths|arrives|sails|löscht|lädt)\\b(?=[^.!?;\\n]{0,90}\\b(?:open|opens|offen|frei|free|available|verfügbar)\\b)`,
  'gu',
);
/** "die Vierlande ist … am Mo. 04.01. in Hamburg frei" (a date's or weekday's full stop ends no sentence), "Die Nordstern folgt am 09.10.", "ihr Schwesterschiff, die Greta, ist ab 15.12. … frei", "unsere Elbe Carrier
 * ist ab …": a German name in title case after the article, then "ist"/"wird"/"folgt" and "frei"/"offen" in the sentence
 * (German writes every noun so: the words around say it is a ship). */
const ARTICLE_TITLE = new RegExp(
  `\\b(?:[Dd]ie|[Uu]nsere)[ \\t]{1,3}(${TITLE})(?:,[ \\t]{1,3}|[ \\t]{1,3})(?:(?:ist|wird|folgt|liegt|kann)\\b(?=(?:[^.!?\\n]|\\.(?=\\d|[ \\t]\\d|[ \\t]\\p{Ll})){0,90}?\\b(?:frei|offen)\\b)|folgt[ \\t]{1,3}(?:am|ab)\\b)`,
  'gu',
);
/** "…: AURORA BAY 07/12 with 200 free", "NORTHERN GRACE II 17/12 - 868 TEU": two words in capitals (or title case) or
 * more opening a sentence or list line, then the day she opens. */
const DATED_NAME = new RegExp(
  `${SENTENCE}(${CAPS_WORD}(?:[ \\t]${CAPS_WORD}){1,3}${TAIL}|${TITLE_WORD}(?:[ \\t]${TITLE_WORD}){1,2}${TAIL})[ \\t]{1,3}(?:[-–:][ \\t]{1,3})?(?=\\d{1,2}[./]\\d{1,2}(?!\\d))`,
  'gu',
);
/** "Next sailing Sat 17 Oct (EMERALD ISLE) ex Felixstowe": a ship named in brackets after a sailing. */
const SAILING_NAME = new RegExp(
  `\\b(?:sailing|departure|abfahrt|voyage|call)\\b[^()\\n]{0,30}[(（][ \\t]{0,2}(?:(?:MV|MS|M\\/V)\\.?[ \\t]{1,2})?["“'‘„]?(${CAPS}|${TITLE})["”'’“]?[ \\t]{0,2}[)）]`,
  'gu',
);
/** "BF CARP" or "1) NORTHERN SPIRIT" alone on a line over the lines of its position ("open …", "ETA …", "frei: …"). */
const NAME_LINE = new RegExp(
  `(?:^|\\n)[ \\t]{0,3}(?:[-•*–][ \\t]{1,3}|\\d{1,2}[.)][ \\t]{1,3})?${ANY_NAME}[ \\t]{0,3}:?[ \\t]{0,3}\\n(?:[ \\t]{0,6}\\n)?(?=[ \\t]{0,6}(?:(?:\\d{1,3}[.,]\\d{3}|\\d{2,5})[ \\t]{0,2}(?:teu|TEU|dwt|DWT|tdw)\\b|[^\\n]{0,60}(?:\\b(?:open|opens|opn|ETA|ETD|frei|free|offen|intake|slots?)\\b|空出|空舱|开)|(?:IMO[ \\t]{0,3}(?:no\\.?[ \\t]{0,2})?:?[ \\t]{0,2}\\d{7}|(?:${ci('built|blt|flag|baujahr|bauj|bj|flagge|dwt|type|owners?')})\\b)))`,
  'gu',
);
/** "we can offer Svea Feeder ex Gdynia", "können Ihnen die HOLSTENTOR … anbieten": the ship offered. */
const OFFERED_NAME = new RegExp(
  `\\b(?:offer|offering|propose|proposing|nominate|nominating|suggest|suggesting|recommend|circulate|bieten|anbieten|have|haben|hätten|hätte)[ \\t]{1,3}(?:(?:wir|ich)[ \\t]{1,3})?(?:(?:you|Ihnen|euch|dir)[ \\t]{1,3})?(?:(?:the|die|der|das|our|unsere?|mv|ms)[ \\t]{1,3})?${ANY_NAME}(?![\\p{L}'’])(?=[ \\t]{0,3}(?:,|\\(|[–-][ \\t]|(?:ex|from|open|opening|ab|frei|in|at|for|für)\\b|an[ \\t]{0,2}(?:[:.,;!?]|$)))`,
  'gu',
);
/** "• Anna-Lena - 300 TEU geared", "HANSE LOTSE | 380/150 | opn BRV": a name opening a line before its size. */
const LEAD_SIZE = new RegExp(
  `(?:^|\\n)[ \\t]{0,3}(?:[-•*–][ \\t]{1,3}|\\d{1,2}[.)][ \\t]{1,3})?${ANY_NAME}[ \\t]{0,12}(?:[(,|/–-][ \\t]{0,3})?(?=(?:\\d{1,3}[.,]\\d{3}|\\d{2,5})[ \\t]{0,3}(?:TEU|teu|Teu)\\b|\\d{3,5}[ \\t]{0,2}\\/[ \\t]{0,2}\\d{2,5}\\b)`,
  'gu',
);
/** A subject that is the ship's name, alone or after a word and a dash ("ELBE TRADER", "Position - MARLENE"). */
const WHOLE_NAME = new RegExp(
  `^[ \\t]{0,3}(?:\\p{L}{2,12}(?:[ \\t]\\p{L}{2,12}){0,2}[ \\t]{0,2}[-–:|/][ \\t]{0,3}|(?:${ci('position|tonnage|vessel|ship|schiff|schiffsangebot|angebot|offer|vessel offer|open|opening|offen|frei')})[ \\t]{1,3})?["“'‘„]?(${CAPS}|${TITLE})["”'’“]?[ \\t]{0,3}$`,
  'u',
);
/** "HANNA – KW 50 – Rostock/Helsinki": a subject's first segment in capitals, before a dash or bar. */
const FIRST_SEGMENT = new RegExp(
  `^[ \\t]{0,3}["“'‘„]?(${CAPS}|${TITLE})["”'’“]?[ \\t]{1,3}(?:[-–|/]|\\/\\/)[ \\t]`,
  'u',
);
/** "ELBE TRADER (IMO 9234567)", "Elbe Trader, built 2008, 698 TEU": a name before the ship's particulars. */
const PARTICULARS_NAME = new RegExp(
  `(?:^|\\n|[.!?;:][ \\t]{1,3})[ \\t]{0,3}(?:[-•*–][ \\t]{1,3}|\\d{1,2}[.)][ \\t]{1,3})?${ANY_NAME}[ \\t]{0,2}[,(/–-][ \\t]{0,3}(?=(?:IMO[ \\t]{0,3}(?:no\\.?[ \\t]{0,2})?\\d{7}|ex[- .]|${ci('built|blt|bj|baujahr|flag|ice class|gearless|geared|dwt|kapazität|capacity|nominal|nennkapazität')})\\b)|${ANY_NAME}[ \\t]{1,3}(?:is|ist)[ \\t]{1,3}(?:an?|ein)[ \\t]{1,3}(?=(?:\\d{4}[- ]?built|geared|gearless|container|feeder|ship|vessel|\\d{3,5}[ \\t]{0,2}teu)\\b)`,
  'gu',
);
/** "我司ELBE TRADER 12月5日汉堡空出", "本周Elbe Trader在汉堡开": a Latin name set in Chinese text. */
const CJK_EMBEDDED = new RegExp(
  `(?<=\\p{Script=Han}|[】：，])[ \\t]{0,2}["“”「『]?(${CAPS}|${TITLE})["”」』]?[ \\t]{0,2}[，,：]?[ \\t]{0,2}(?=\\p{Script=Han}|\\d{1,2}月|\\d{1,2}[./]\\d{1,2}|[（(]\\p{Script=Han})`,
  'gu',
);
/** "könnten wir Ihnen die Amber Spirit anbieten", "unser Schiff „Wismar Bay“ vorstellen": a name before the verb
 * that offers it, or quoted after the word for a ship. */
const OFFERED_BEFORE = new RegExp(
  `\\b(?:die|der|das|the|our|unsere?|Schiff|vessel|ship)[ \\t]{1,3}${ANY_NAME}[ \\t]{1,3}(?=(?:anbieten|anzubieten|offerieren|vorstellen|vorschlagen|einsetzen|einplanen|nominieren|for your|zur)\\b|vor[ \\t]{0,2}[:.,;]|(?:können|könnten|kann|könnte)[ \\t]{1,3}(?:wir|ich)\\b)|\\b(?:Schiff|Schiffe|vessel|ship|vsl|tonnage)[ \\t]{1,3}["“„'‘](${CAPS}|${TITLE})["”“'’]`,
  'gu',
);
/** "our tonnage Kapitan Meyer prompt Lübeck", "unser Schiff Frieda Schulz ab Lübeck": the ship a desk calls its own. */
const OUR_SHIP = new RegExp(
  `\\b(?:[Oo]ur|[Uu]nsere?|[Uu]nser)[ \\t]{1,3}(?:tonnage|vessel|ship|feeder|Schiff|Tonnage|Feeder)[ \\t]{1,3}${ANY_NAME}(?=[ \\t]{0,3}(?:,|\\(|[ \\t]${OPENS}))`,
  'gu',
);
/** "- SYLT: Bremerhaven 07.12. / 200 frei / Felixstowe": a listed name, a colon, then the port it opens at. */
const LIST_COLON = new RegExp(
  `(?:^|\\n)[ \\t]{0,3}(?:[-•*–][ \\t]{1,3}|\\d{1,2}[.)][ \\t]{1,3})${ANY_NAME}[ \\t]{0,2}:[ \\t]{1,3}(\\p{Lu}[\\p{L}-]{2,20})`,
  'gu',
);
/** "hi all - polar breeze opn gdynia ppt", "- nord vega, 508 teu, 200 free": a name in a line written all in lower
 * case, before "opn"/"open" or its size (given in capitals). */
const LOWER_WORDS = "\\p{Ll}[\\p{Ll}'’-]{1,20}(?:[ \\t]\\p{Ll}[\\p{Ll}'’-]{0,20}){0,2}";
const LOWER_NAME = new RegExp(
  `(?:^|\\n|[-–:][ \\t]{1,3}|[.!?][ \\t]{1,3})[ \\t]{0,3}(?:[-•*–][ \\t]{1,3})?(${LOWER_WORDS})(?:[ \\t]{1,3}(?:is[ \\t]{1,3})?(?=(?:opn|open|opens|offen|frei)\\b)|,[ \\t]{1,3}(?=\\d{2,5}[ \\t]{0,2}teu\\b))`,
  'gu',
);
/** "Elbe Star 哥德堡12月10日空出": two or three title-case words opening a line, then Chinese text. */
const TITLE_BEFORE_CJK = new RegExp(
  `(?:^|\\n)[ \\t]{0,3}(${TITLE_WORD}(?:[ \\t]${TITLE_WORD}){1,2})[ \\t]{1,2}(?=\\p{Script=Han})`,
  'gu',
);
/** "【BALTIC STAR】本周六汉堡开", "「DONG FANG 6」11月10日…空出", "“SEA STAR”本周…": a name in brackets or quotes opening a
 * line, before Chinese text. */
const CJK_BRACKETED = new RegExp(
  `(?:^|\\n)[ \\t]{0,3}[【「『\\[“"][ \\t]{0,2}["“]?(${CAPS}${TAIL}|${TITLE})["”]?[ \\t]{0,2}[】」』\\]”"][ \\t]{0,2}(?=\\p{Script=Han}|\\d{1,2}月|\\d{1,2}[./]\\d{1,2})`,
  'gu',
);
/** "die VIERLANDE ist …", "Die AMRUM ist …", "the SUNNA": a name in capitals after an article or "our" (not a code: four letters at least). */
const ARTICLE_CAPS = new RegExp(
  `(?:^|[^\\p{L}])(?:[Tt]he|[Dd]ie|[Dd]er|[Oo]ur|[Uu]nsere?|[Uu]nserer|sister|Schwester|Schwesterschiff|vessel|ship|vsl|Schiff|tonnage)(?:[ \\t]{0,2}[,–-])?[ \\t]{1,3}["“'‘„]?(${CAPS})["”'’“]?(?![\\p{L}\\d])`,
  'gu',
);

/** "Owners of the 'Kittiwake' (Cyprus flag, built 2012, 1,080 teu)": a quoted name before her particulars in brackets. */
const QUOTED_PARTICULARS = new RegExp(
  `["“'‘„](${CAPS}|${TITLE})["”'’“][ \\t]{0,2}\\((?=[^()\\n]{0,50}\\b(?:${ci('flag|built|blt|teu|dwt|imo|gearless|geared')})\\b)`,
  'gu',
);
/** "Space available on TERN ex Gdynia", "300 slots on board the Tern, Gdynia 12/12": the ship space is offered on (capitals,
 * or title case after "the"), in a line that speaks of space. */
const ON_BOARD = new RegExp(
  `\\b(?:[Oo]n|[Oo]n board|[Oo]nboard|[Aa]board)[ \\t]{1,3}(?:(?:the|mv|MV|m\\/v)[ \\t]{1,3}(${CAPS}|${TITLE})|(${CAPS}))(?=[ \\t]{0,3}(?:,|\\(|ex\\b|from\\b|we\\b|open|sailing|for\\b|to\\b|\\n|$))(?=[^\\n]{0,80}\\b(?:free|slots?|space|teu|TEU|available)\\b|(?<=\\b(?:free|slots?|space|teu|TEU|available)\\b[^\\n]{0,60}))`,
  'gu',
);
/** "Re TERN: she opens …", "As for TERN, she …", "Gdynia 12/12: TERN, 300 free": a name a sentence then calls "she", or
 * named after her day and a colon, before her free figure. */
const SHE_NAME = new RegExp(
  `${SENTENCE}(?:(${ci('re|regarding|as for|as to|about|concerning')})[ \\t]{1,3}(?:the[ \\t]{1,3})?)?${ANY_NAME}[ \\t]{0,2}(?:[:,]|[ \\t][-–])[ \\t]{0,3}(?=(?:[Ss]he|SHE)[ \\t]{1,3}(?:is|opens|will|has|can|could|should|remains)\\b)|(?<=\\d|prompt|ppt|PROMPT|PPT)[ \\t]{0,2}:[ \\t]{1,3}(${CAPS}|${TITLE_WORD}[ \\t]${TITLE_WORD})[ \\t]{0,2},[ \\t]{0,3}(?=\\d{2,4}[ \\t]{0,2}(?:free|teu|TEU|slots)\\b)`,
  'gu',
);
/** "Tern, Antigua flag, blt 2008, open Gdynia", "TERN - ATB - 2008 - 508 TEU - open …", "Tern (Antigua) open …": a name, her
 * particulars (flag, built, size; checked by the caller), then what she offers. */
const PARTICULARS_RUN = new RegExp(
  `${SENTENCE}${ANY_NAME}[ \\t]{0,2}((?:[,(\\[/]|[ \\t][-–])[^\\n]{3,70}?(?:,|:|[ \\t][-–/]|[)\\]]))[ \\t]{1,3}(?=${OPENS})`,
  'gu',
);
const PARTICULARS =
  /\b(?:[Ff]lag|FLAG|[Ff]lagge|[Bb]uilt|BUILT|[Bb]lt|BLT|[Bb]j|[Tt]eu|TEU|dwt|DWT|gear\w{0,4}|GEAR\w{0,4}|ice|ICE|IMO|\d{4})\b|\(\p{Lu}\p{Ll}+\)/u;
/** "tonnage: Tern, 508 teu", "Position Tern: open …", "Name: TERN" over its particulars: a name after a label of a
 * position at a line's start, before a comma, bracket, dash, colon or the line's end. */
const LABELLED = new RegExp(
  `(?:^|\\n)[ \\t]{0,3}(?:[-•*–][ \\t]{1,3})?(?:${ci('tonnage|pos|position|open position|open tonnage|name|vessel offered|tonnage offered|vessel name|ship name|name of vessel|vessel|ship|vsl|particulars|vessel particulars')})(?:[ \\t]{0,12}(?::|[-–](?=[ \\t]))[ \\t]{0,3}${ANY_NAME}(?=[ \\t]{0,3}(?:[,(/|]|[-–][ \\t]|\\n|$))|[ \\t]{1,2}${ANY_NAME}[ \\t]{0,2}:[ \\t])`,
  'gu',
);
const SAILS = /^[ \t](?:sailing|sails|departs|departing|leaves|leaving|loading|loads)[ \t]/;
/** "Sea Hawk in Gdynia 12/12", "SEA HAWK: Gdynia 12/12", "SEA HAWK // Gdynia 12/12 // 300 free": a name opening a
 * sentence, then the port (checked by the caller) and the day she opens there. */
const NAME_PORT = new RegExp(
  `${SENTENCE}${ANY_NAME}[ \\t]{0,2}(?:,|:|[-–]|\\/\\/|[ \\t](?:(?:is|will be|should be)[ \\t]{1,2})?(?:in|at|ex)|[ \\t](?:sailing|sails|departs|departing|leaves|leaving|loading|loads)(?:[ \\t]from)?)[ \\t]{1,3}((?:open|opn|opens|ETA)[ \\t]{1,3})?(\\p{Lu}[\\p{L}-]{2,20})[ \\t,]{1,3}(?:[–-][ \\t]{1,3})?(?=\\d{1,2}[./]\\d{1,2}|\\d{1,2}(?:st|nd|rd|th)?[ \\t]\\p{L}{3}|prompt|ppt|spot|ETA|ETD|open|wk|week|frei|offen|sofort|KW|(?:Anfang|Mitte|Ende)[ \\t])`,
  'gu',
);
/** "die Vorwärts steht ab Mo 14.12. in Aarhus zur Verfügung", "unsere Heidi ist ab Kiel frei": a German sentence whose
 * subject is the ship (feminine, "die"), then what a position says. */
const DIE_SHIP = new RegExp(
  `(?:^|\\n|[.!?;:][ \\t]{1,3})[ \\t]{0,3}(?:[Dd]ie|[Uu]nsere)[ \\t]{1,2}${ANY_NAME}[ \\t]{1,3}(?:steht|liegt|ist|wird|bleibt)\\b(?=[^!?\\n]{0,80}(?:zur[ \\t]Verfügung|\\bfrei\\b(?![ \\t]Haus)|\\boffen\\b|\\bverfügbar\\b))`,
  'gu',
);
/** "Kopenhagen – Stockholm (Lotte), sofort frei": a name in brackets after a route (both ports checked by the caller). */
const ROUTE_NAME = new RegExp(
  `(\\p{Lu}[\\p{L}-]{2,20})[ \\t]{0,2}(?:[–-]|->|→|\\/)[ \\t]{0,2}(\\p{Lu}[\\p{L}-]{2,20})[ \\t]{0,2}[(（][ \\t]{0,2}["“'‘„]?(${CAPS}|${TITLE})["”'’“]?[ \\t]{0,2}[)）]`,
  'gu',
);
/** "the Liffey Star (wk 50 sailing) still has 120 TEU unsold", "Sea Hawk can take 300 teu": a name that has or takes
 * boxes, opening a line or after "the" inside a sentence (a sentence that names the ship again is no new position). */
const HAS_SPACE = new RegExp(
  `(?:(?:^|\\n)[ \\t]{0,3}(?:[-•*–][ \\t]{1,3}|\\d{1,2}[.)][ \\t]{1,3})?|(?<![.!?][ \\t]{0,3})\\b[Tt]he[ \\t]{1,3})${ANY_NAME}(?:[ \\t]{0,2}\\([^()\\n]{1,40}\\))?[ \\t]{1,3}(?:(?:still|now|also)[ \\t]{1,3})?(?:(?:has|can take|can load|could take|offers)[ \\t]{1,3}(?:(?:about|abt\\.?|approx\\.?|ca\\.?|some)[ \\t]{1,3})?(?=\\d{2,4}[ \\t]{0,2}(?:teu|TEU|Teu|free|slots|spare)\\b)|(?:has|have)[ \\t]{1,3}(?:space|room|slots)\\b)`,
  'gu',
);

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
  if (PLACE_WORDS.has(last.toLowerCase()) && !sea) return null;
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
      const strong = re === TITLE_DOES || re === SHIP_DOES || re === PARTICULARS_NAME || re === OUR_SHIP;
      const found = looseName(raw, re === LOWER_NAME ? anyCase(isPort) : isPort, strong, re === NAME_LINE);
      const value = found && re === LOWER_NAME ? found.toUpperCase() : found;
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
      const listed = separated && /(?:^|\n)[ \t]{0,3}(?:[-•*–]|\d{1,2}[.)])[ \t]/.test(m[0]);
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
