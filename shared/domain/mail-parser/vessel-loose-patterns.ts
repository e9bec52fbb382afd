import {
  ANY_NAME,
  CAPS,
  CAPS_WORD,
  COPULA,
  ci,
  NOT_FOR_CARGO,
  OPENS,
  SENTENCE,
  TAIL,
  TITLE,
  TITLE_WORD,
} from './vessel-patterns';

/**
 * Names brokers write without MV/MS (issue 26, second independent development set). A name is one to four words
 * in capitals ("BF CARP", "RHEIN-MAIN", "FRISIA IX", "SEA 2") or in title case ("Elbe Trader", "Marit IV",
 * "Wappen von Hamburg"), maybe quoted; it is read only where a position says what it is:
 */
/** "Elbe Trader opens HH prompt", "HOLLAND (owners: …) opens Moerdijk", "'Marit IV' will be open Gdansk",
 * "ANNE-SOPHIE ist erst ab Do. 23.10. in Gent frei", "STÖRTEBEKER sofort frei in Emden": a name opening a sentence,
 * then (after a bracketed aside and "is"/"ist"/"will be") what a position says. */
export const SENTENCE_NAME = new RegExp(
  `${SENTENCE}${ANY_NAME}(?:[ \\t]{1,2}(?:voy\\.?|voyage|v\\.)[ \\t]{0,2}[A-Z\\d]{2,8})?(?:[ \\t]{0,2}\\([^()\\n]{1,60}\\))?(,|:|[ \\t]{1,2}[-–]|[ \\t]{0,2}\\/\\/)?[ \\t]{1,3}${COPULA}(?:to[ \\t]{1,2})?${NOT_FOR_CARGO}(?=${OPENS})`,
  'gu',
);
/** "ELBE TRADER, after calls at Gdynia and Klaipeda, is now open Riga": a name, an aside between commas, then
 * "is"/"ist" and what a position says. */
export const ASIDE_NAME = new RegExp(
  `${SENTENCE}${ANY_NAME},[ \\t]{1,3}[^,;.\\n]{3,60},[ \\t]{1,3}(?:(?:is|ist|will be|wird)[ \\t]{1,3})?(?:(?:now|then|still|again|jetzt|dann|wieder)[ \\t]{1,3})?${NOT_FOR_CARGO}(?=${OPENS})`,
  'gu',
);
/** "SKIPPER'S DREAM finishes discharge at Aarhus tomorrow and is then open 29/11", "EEMS ROVER will complete
 * discharge …": a name in capitals opening a sentence, then what a ship does, and "open"/"frei" in the sentence. */
export const SHIP_DOES = new RegExp(
  `${SENTENCE}["“'‘„]?(${CAPS})["”'’“]?[ \\t]{1,3}(?:(?:will|should|is|ist|wird)[ \\t]{1,3})?(?:complete|completes|completing|finish|finishes|finishing|discharge|discharges|discharging|load|loads|loading|arrive|arrives|arriving|sail|sails|sailing|berth|berths|leave|leaves|depart|departs|löscht|lädt|kommt|läuft|erreicht|folgt|follows)\\b(?=[^.!?;\\n]{0,90}\\b(?:open|opens|offen|frei|free|available|verfügbar)\\b)`,
  'gu',
);
/** "Eems Rover will complete discharge …", "Skipper's Dream finishes discharge …": in title case (two words, as a person's
 * name may be one), only with what a ship alone does. */
export const TITLE_DOES = new RegExp(
  `${SENTENCE}["“]?(${TITLE_WORD}(?:[ \\t]${TITLE_WORD}){1,2}|\\p{Lu}\\p{Ll}{1,20}['’]s[ \\t]${TITLE_WORD})["”]?[ \\t]{1,3}(?:(?:will|should|is|ist|wird)[ \\t]{1,3})?(?:(?:complete|completes|completing|finish|finishes|finishing|discharge)[ \\t]{1,3}(?:discharge|discharging|loading|unloading|her|cargo operations)|discharges|berths|arrives|sails|löscht|lädt)\\b(?=[^.!?;\\n]{0,90}\\b(?:open|opens|offen|frei|free|available|verfügbar)\\b)`,
  'gu',
);
/** "die Vierlande ist … am Mo. 04.01. in Hamburg frei" (a date's or weekday's full stop ends no sentence), "Die Nordstern folgt am 09.10.", "ihr Schwesterschiff, die Greta, ist ab 15.12. … frei", "unsere Elbe Carrier
 * ist ab …", "Außerdem wird die Greetsiel am 27.11. in Emden frei": a German name in title case after the article, then
 * "ist"/"wird"/"folgt" (or before it, with her day after the name) and "frei"/"offen" in the sentence
 * (German writes every noun so: the words around say it is a ship). */
export const ARTICLE_TITLE = new RegExp(
  `\\b(?:[Dd]ie|[Uu]nsere)[ \\t]{1,3}(${TITLE})(?:,[ \\t]{1,3}|[ \\t]{1,3})(?:(?:ist|wird|folgt|liegt|kann|geht|läuft|kommt)\\b(?=(?:[^.!?\\n]|\\.(?=\\d|[ \\t]\\d|[ \\t]\\p{Ll})){0,90}?\\b(?:frei|offen|einsatzbereit|verfügbar)\\b)|folgt[ \\t]{1,3}(?:am|ab)\\b)|\\b(?:wird|ist|kommt)[ \\t]{1,3}die[ \\t]{1,3}(${TITLE})[ \\t]{1,3}(?=(?:am|ab)[ \\t]{1,3}\\d{1,2}\\.(?:[^.!?\\n]|\\.(?=\\d|[ \\t]\\d|[ \\t]\\p{Ll})){0,60}?\\b(?:frei|offen)\\b)`,
  'gu',
);
/** "…: AURORA BAY 07/12 with 200 free", "NORTHERN GRACE II 17/12 - 868 TEU": two words in capitals (or title case) or
 * more opening a sentence or list line, then the day she opens. */
export const DATED_NAME = new RegExp(
  `${SENTENCE}(${CAPS_WORD}(?:[ \\t]${CAPS_WORD}){1,3}${TAIL}|${TITLE_WORD}(?:[ \\t]${TITLE_WORD}){1,2}${TAIL})[ \\t]{1,3}(?:[-–:][ \\t]{1,3})?(?=\\d{1,2}[./]\\d{1,2}(?!\\d))`,
  'gu',
);
/** "Next sailing Sat 17 Oct (EMERALD ISLE) ex Felixstowe": a ship named in brackets after a sailing. */
export const SAILING_NAME = new RegExp(
  `\\b(?:sailing|departure|abfahrt|voyage|call)\\b[^()\\n]{0,30}[(（][ \\t]{0,2}(?:(?:MV|MS|M\\/V)\\.?[ \\t]{1,2})?["“'‘„]?(${CAPS}|${TITLE})["”'’“]?[ \\t]{0,2}[)）]`,
  'gu',
);
/** "BF CARP" or "1) NORTHERN SPIRIT" alone on a line over the lines of its position ("open …", "ETA …", "frei: …"). */
export const NAME_LINE = new RegExp(
  `(?:^|\\n)[ \\t]{0,3}(?:[-•*–·▪►][ \\t]{1,3}|\\d{1,2}[.)][ \\t]{1,3})?${ANY_NAME}[ \\t]{0,3}:?[ \\t]{0,3}\\n(?:[ \\t]{0,6}\\n)?(?=[ \\t]{0,6}(?:(?:\\d{1,3}[.,]\\d{3}|\\d{2,5})[ \\t]{0,2}(?:teu|TEU|dwt|DWT|tdw)\\b|[^\\n]{0,60}(?:\\b(?:open|opens|opn|ETA|ETD|frei|free|offen|intake|slots?)\\b|空出|空舱|开)|(?:IMO[ \\t]{0,3}(?:no\\.?[ \\t]{0,2})?:?[ \\t]{0,2}\\d{7}|(?:${ci('built|blt|flag|baujahr|bauj|bj|flagge|dwt|type|owners?')})\\b)))`,
  'gu',
);
/** "we can offer Svea Feeder ex Gdynia", "können Ihnen die HOLSTENTOR … anbieten": the ship offered. */
export const OFFERED_NAME = new RegExp(
  `\\b(?:offer|offering|propose|proposing|nominate|nominating|suggest|suggesting|recommend|circulate|bieten|anbieten|have|haben|hätten|hätte)[ \\t]{1,3}(?:(?:wir|ich)[ \\t]{1,3})?(?:(?:you|Ihnen|euch|dir)[ \\t]{1,3})?(?:(?:the|die|der|das|our|unsere?|mv|ms)[ \\t]{1,3})?${ANY_NAME}(?![\\p{L}'’])(?=[ \\t]{0,3}(?:,|\\(|[–-][ \\t]|(?:ex|from|open|opening|ab|frei|in|at|for|für)\\b|an[ \\t]{0,2}(?:[:.,;!?]|$)))`,
  'gu',
);
/** "• Anna-Lena - 300 TEU geared", "HANSE LOTSE | 380/150 | opn BRV": a name opening a line before its size. */
export const LEAD_SIZE = new RegExp(
  `(?:^|\\n)[ \\t]{0,3}(?:[-•*–·▪►][ \\t]{1,3}|\\d{1,2}[.)][ \\t]{1,3})?${ANY_NAME}[ \\t]{0,12}(?:[(,|/–-][ \\t]{0,3})?(?=(?:\\d{1,3}[.,]\\d{3}|\\d{2,5})[ \\t]{0,3}(?:TEU|teu|Teu)\\b|\\d{3,5}[ \\t]{0,2}\\/[ \\t]{0,2}\\d{2,5}\\b)`,
  'gu',
);
/** A subject that is the ship's name, alone or after a word and a dash ("ELBE TRADER", "Position - MARLENE"). */
export const WHOLE_NAME = new RegExp(
  `^[ \\t]{0,3}(?:\\p{L}{2,12}(?:[ \\t]\\p{L}{2,12}){0,2}[ \\t]{0,2}[-–:|/][ \\t]{0,3}|(?:${ci('position|tonnage|vessel|ship|schiff|schiffsangebot|angebot|offer|vessel offer|open|opening|offen|frei')})[ \\t]{1,3})?["“'‘„]?(${CAPS}|${TITLE})["”'’“]?[ \\t]{0,3}$`,
  'u',
);
/** "HANNA – KW 50 – Rostock/Helsinki": a subject's first segment in capitals, before a dash or bar. */
export const FIRST_SEGMENT = new RegExp(
  `^[ \\t]{0,3}["“'‘„]?(${CAPS}|${TITLE})["”'’“]?[ \\t]{1,3}(?:[-–|/]|\\/\\/)[ \\t]`,
  'u',
);
/** "ELBE TRADER (IMO 9234567)", "Elbe Trader, built 2008, 698 TEU": a name before the ship's particulars. */
export const PARTICULARS_NAME = new RegExp(
  `(?:^|\\n|[.!?;:][ \\t]{1,3})[ \\t]{0,3}(?:[-•*–·▪►][ \\t]{1,3}|\\d{1,2}[.)][ \\t]{1,3})?${ANY_NAME}[ \\t]{0,2}[,(/–-][ \\t]{0,3}(?=(?:IMO[ \\t]{0,3}(?:no\\.?[ \\t]{0,2})?\\d{7}|ex[- .]|${ci('built|blt|bj|baujahr|flag|ice class|gearless|geared|dwt|kapazität|capacity|nominal|nennkapazität')})\\b)|${ANY_NAME}[ \\t]{1,3}(?:is|ist)[ \\t]{1,3}(?:an?|ein)[ \\t]{1,3}(?=(?:\\d{4}[- ]?built|geared|gearless|container|feeder|ship|vessel|\\d{3,5}[ \\t]{0,2}teu)\\b)`,
  'gu',
);
/** "我司ELBE TRADER 12月5日汉堡空出", "本周Elbe Trader在汉堡开", "明扬3 MING YANG 3 本航次…": a Latin name set in Chinese text. */
export const CJK_EMBEDDED = new RegExp(
  `(?<=\\p{Script=Han}\\d{0,3}|[】：，])[ \\t]{0,2}["“”「『]?(${CAPS}|${TITLE})["”」』]?[ \\t]{0,2}[，,：]?[ \\t]{0,2}(?=\\p{Script=Han}|\\d{1,2}月|\\d{1,2}[./]\\d{1,2}|[（(]\\p{Script=Han})`,
  'gu',
);
/** "könnten wir Ihnen die Amber Spirit anbieten", "unser Schiff „Wismar Bay“ vorstellen": a name before the verb
 * that offers it, or quoted after the word for a ship. */
export const OFFERED_BEFORE = new RegExp(
  `\\b(?:die|der|das|the|our|unsere?|Schiff|vessel|ship)[ \\t]{1,3}${ANY_NAME}[ \\t]{1,3}(?=(?:anbieten|anzubieten|offerieren|vorstellen|vorschlagen|einsetzen|einplanen|nominieren|for your|zur)\\b|vor[ \\t]{0,2}[:.,;]|(?:können|könnten|kann|könnte)[ \\t]{1,3}(?:wir|ich)\\b)|\\b(?:Schiff|Schiffe|vessel|ship|vsl|tonnage)[ \\t]{1,3}["“„'‘](${CAPS}|${TITLE})["”“'’]`,
  'gu',
);
/** "our tonnage Kapitan Meyer prompt Lübeck", "unser Schiff Frieda Schulz ab Lübeck": the ship a desk calls its own. */
export const OUR_SHIP = new RegExp(
  `\\b(?:[Oo]ur|[Uu]nsere?|[Uu]nser)[ \\t]{1,3}(?:tonnage|vessel|ship|feeder|Schiff|Tonnage|Feeder)[ \\t]{1,3}${ANY_NAME}(?=[ \\t]{0,3}(?:,|\\(|[ \\t]${OPENS}))`,
  'gu',
);
/** "Costa Brava Spirit will load at Barcelona on Thursday … 130 TEU free on her", "Lindö Star is sitting in Karlshamn
 * …: she is prompt": two or three words in title case opening a sentence, what only a ship does, and "she"/"her" after. */
export const TITLE_SHIP_VERB = new RegExp(
  `${SENTENCE}(${TITLE_WORD}(?:[ \\t]${TITLE_WORD}){1,2})[ \\t]{1,3}(?:will[ \\t]{1,3}(?:load|open|sail|be[ \\t]{1,3}(?:open|ready|free))|loads[ \\t]{1,3}(?:at|in)|is[ \\t]{1,3}(?:sitting|lying|waiting|prompt|open)[ \\t]{1,3}(?:in|at|off)?)\\b(?=[^\\n]{0,200}?\\b(?:[Ss]he|her)\\b)`,
  'gu',
);
/** "Our Amber Coast finishes her rotation in Riga", "Quick one on our Elbe Swift, as promised. She will be ready …": a
 * desk's own ship in title case, which the sentence or the next calls "she"/"her". */
export const OUR_TITLE_SHE = new RegExp(
  `\\b[Oo]ur[ \\t]{1,3}(${TITLE})(?=[,.]?[ \\t]{1,3}[^\\n]{0,140}?\\b(?:[Ss]he|her)\\b)`,
  'gu',
);
/** "- SYLT: Bremerhaven 07.12. / 200 frei / Felixstowe": a listed name, a colon, then the port it opens at. */
export const LIST_COLON = new RegExp(
  `(?:^|\\n)[ \\t]{0,3}(?:[-•*–·▪►][ \\t]{1,3}|\\d{1,2}[.)][ \\t]{1,3})${ANY_NAME}[ \\t]{0,2}:[ \\t]{1,3}(\\p{Lu}[\\p{L}-]{2,20})`,
  'gu',
);
/** "hi all - polar breeze opn gdynia ppt", "- nord vega, 508 teu, 200 free": a name in a line written all in lower
 * case, before "opn"/"open" or its size (given in capitals). */
export const LOWER_WORDS = "\\p{Ll}[\\p{Ll}'’-]{1,20}(?:[ \\t]\\p{Ll}[\\p{Ll}'’-]{0,20}){0,2}";
export const LOWER_NAME = new RegExp(
  `(?:^|\\n|[-–:][ \\t]{1,3}|[.!?][ \\t]{1,3}|\\b(?:sister|schwester)[ \\t]{1,3})[ \\t]{0,3}(?:[-•*–·▪►][ \\t]{1,3})?(${LOWER_WORDS})(?:[ \\t]{1,3}(?:\\(\\d{2,5}(?:[ \\t]{0,2}teu)?\\)[ \\t]{1,3})?(?:is[ \\t]{1,3})?(?=(?:opn|open|opens|offen|frei)\\b)|,[ \\t]{1,3}(?=\\d{2,5}[ \\t]{0,2}teu\\b))`,
  'gu',
);
/** "Elbe Star 哥德堡12月10日空出": two or three title-case words opening a line, then Chinese text. */
export const TITLE_BEFORE_CJK = new RegExp(
  `(?:^|\\n)[ \\t]{0,3}(${TITLE_WORD}(?:[ \\t]${TITLE_WORD}){1,2})[ \\t]{1,2}(?=\\p{Script=Han})`,
  'gu',
);
/** "【BALTIC STAR】本周六汉堡开", "「DONG FANG 6」11月10日…空出", "“SEA STAR”本周…", "【XIN OU 8 新欧8】九月船期": a name in
 * brackets or quotes (with her Chinese name after it) opening a
 * line, before Chinese text. */
export const CJK_BRACKETED = new RegExp(
  `(?:^|\\n)[ \\t]{0,3}[【「『\\[“"][ \\t]{0,2}["“]?(${CAPS}${TAIL}|${TITLE})["”]?(?:[ \\t]{1,2}[\\p{Script=Han}]{1,8}\\d{0,3})?[ \\t]{0,2}[】」』\\]”"][ \\t]{0,2}(?=\\p{Script=Han}|\\d{1,2}月|\\d{1,2}[./]\\d{1,2}|\\n[ \\t]{0,3}[^\\n]{0,20}(?:\\p{Script=Han}|TEU))`,
  'gu',
);
/** "die VIERLANDE ist …", "Die AMRUM ist …", "the SUNNA": a name in capitals after an article or "our" (not a code: four letters at least). */
export const ARTICLE_CAPS = new RegExp(
  `(?:^|[^\\p{L}])(?:[Tt]he|[Dd]ie|[Dd]er|[Oo]ur|[Uu]nsere?|[Uu]nserer|sister|Schwester|Schwesterschiff|vessel|ship|vsl|Schiff|tonnage)(?:[ \\t]{0,2}[,–-])?[ \\t]{1,3}["“'‘„]?(${CAPS})["”'’“]?(?![\\p{L}\\d])`,
  'gu',
);

/** "Owners of the 'Kittiwake' (Cyprus flag, built 2012, 1,080 teu)": a quoted name before her particulars in brackets. */
export const QUOTED_PARTICULARS = new RegExp(
  `["“'‘„](${CAPS}|${TITLE})["”'’“][ \\t]{0,2}\\((?=[^()\\n]{0,50}\\b(?:${ci('flag|built|blt|teu|dwt|imo|gearless|geared')})\\b)`,
  'gu',
);
/** "Space available on TERN ex Gdynia", "300 slots on board the Tern, Gdynia 12/12": the ship space is offered on (capitals,
 * or title case after "the"), in a line that speaks of space. */
export const ON_BOARD = new RegExp(
  `\\b(?:[Oo]n|[Oo]n board|[Oo]nboard|[Aa]board)[ \\t]{1,3}(?:(?:the|mv|MV|m\\/v)[ \\t]{1,3}(${CAPS}|${TITLE})|(${CAPS}))(?=[ \\t]{0,3}(?:,|\\(|ex\\b|from\\b|we\\b|open|sailing|for\\b|to\\b|\\n|$))(?=[^\\n]{0,80}\\b(?:free|slots?|space|teu|TEU|available)\\b|(?<=\\b(?:free|slots?|space|teu|TEU|available)\\b[^\\n]{0,60}))`,
  'gu',
);
/** "Re TERN: she opens …", "As for TERN, she …", "Gdynia 12/12: TERN, 300 free": a name a sentence then calls "she", or
 * named after her day and a colon, before her free figure. */
export const SHE_NAME = new RegExp(
  `${SENTENCE}(?:(${ci('re|regarding|as for|as to|about|concerning')})[ \\t]{1,3}(?:the[ \\t]{1,3})?)?${ANY_NAME}[ \\t]{0,2}(?:[:,]|[ \\t][-–])[ \\t]{0,3}(?=(?:[Ss]he|SHE)[ \\t]{1,3}(?:is|opens|will|has|can|could|should|remains)\\b)|(?<=\\d|prompt|ppt|PROMPT|PPT)[ \\t]{0,2}:[ \\t]{1,3}(${CAPS}|${TITLE_WORD}[ \\t]${TITLE_WORD})[ \\t]{0,2},[ \\t]{0,3}(?=\\d{2,4}[ \\t]{0,2}(?:free|teu|TEU|slots)\\b)`,
  'gu',
);
/** "Tern, Antigua flag, blt 2008, open Gdynia", "TERN - ATB - 2008 - 508 TEU - open …", "Tern (Antigua) open …": a name, her
 * particulars (flag, built, size; checked by the caller), then what she offers. */
export const PARTICULARS_RUN = new RegExp(
  `${SENTENCE}${ANY_NAME}[ \\t]{0,2}((?:[,(\\[/]|[ \\t][-–])[^\\n]{3,70}?(?:,|:|[ \\t][-–/]|[)\\]]))[ \\t]{1,3}(?=${OPENS})`,
  'gu',
);
export const PARTICULARS =
  /\b(?:[Ff]lag|FLAG|[Ff]lagge|[Bb]uilt|BUILT|[Bb]lt|BLT|[Bb]j|[Tt]eu|TEU|dwt|DWT|gear\w{0,4}|GEAR\w{0,4}|ice|ICE|IMO|\d{4})\b|\(\p{Lu}\p{Ll}+\)/u;
/** "tonnage: Tern, 508 teu", "Position Tern: open …", "Name: TERN" over its particulars: a name after a label of a
 * position at a line's start, before a comma, bracket, dash, colon or the line's end. */
export const LABELLED = new RegExp(
  `(?:^|\\n)[ \\t]{0,3}(?:[-•*–·▪►][ \\t]{1,3})?(?:${ci('tonnage|pos|position|open position|open tonnage|name|vessel offered|tonnage offered|vessel name|ship name|name of vessel|vessel|ship|vsl|particulars|vessel particulars')})(?:[ \\t]{0,12}(?::|[-–](?=[ \\t]))[ \\t]{0,3}${ANY_NAME}(?=[ \\t]{0,3}(?:[,(/|]|[-–][ \\t]|\\n|$))|[ \\t]{1,2}${ANY_NAME}[ \\t]{0,2}:[ \\t])`,
  'gu',
);
export const SAILS = /^[ \t](?:sailing|sails|departs|departing|leaves|leaving|loading|loads)[ \t]/;
/** "Sea Hawk in Gdynia 12/12", "SEA HAWK: Gdynia 12/12", "SEA HAWK // Gdynia 12/12 // 300 free": a name opening a
 * sentence, then the port (checked by the caller) and the day she opens there. */
export const NAME_PORT = new RegExp(
  `${SENTENCE}${ANY_NAME}[ \\t]{0,2}(?:,|:|[-–]|\\/\\/|[ \\t](?:(?:is|will be|should be)[ \\t]{1,2})?(?:in|at|ex)|[ \\t](?:sailing|sails|departs|departing|leaves|leaving|loading|loads)(?:[ \\t]from)?)[ \\t]{1,3}((?:open|opn|opens|ETA)[ \\t]{1,3})?(\\p{Lu}[\\p{L}-]{2,20})[ \\t,]{1,3}(?:[–-][ \\t]{1,3})?(?=\\d{1,2}[./]\\d{1,2}|\\d{1,2}(?:st|nd|rd|th)?[ \\t]\\p{L}{3}|prompt|ppt|spot|ETA|ETD|open|wk|week|frei|offen|sofort|KW|(?:Anfang|Mitte|Ende)[ \\t])`,
  'gu',
);
/** "die Vorwärts steht ab Mo 14.12. in Aarhus zur Verfügung", "unsere Heidi ist ab Kiel frei": a German sentence whose
 * subject is the ship (feminine, "die"), then what a position says. */
export const DIE_SHIP = new RegExp(
  `(?:^|\\n|[.!?;:][ \\t]{1,3})[ \\t]{0,3}(?:[Dd]ie|[Uu]nsere)[ \\t]{1,2}${ANY_NAME}[ \\t]{1,3}(?:steht|liegt|ist|wird|bleibt)\\b(?=[^!?\\n]{0,80}(?:zur[ \\t]Verfügung|\\bfrei\\b(?![ \\t]Haus)|\\boffen\\b|\\bverfügbar\\b))`,
  'gu',
);
/** "Kopenhagen – Stockholm (Lotte), sofort frei": a name in brackets after a route (both ports checked by the caller). */
export const ROUTE_NAME = new RegExp(
  `(\\p{Lu}[\\p{L}-]{2,20})[ \\t]{0,2}(?:[–-]|->|→|\\/)[ \\t]{0,2}(\\p{Lu}[\\p{L}-]{2,20})[ \\t]{0,2}[(（][ \\t]{0,2}["“'‘„]?(${CAPS}|${TITLE})["”'’“]?[ \\t]{0,2}[)）]`,
  'gu',
);
/** "the Liffey Star (wk 50 sailing) still has 120 TEU unsold", "Sea Hawk can take 300 teu": a name that has or takes
 * boxes, opening a line or after "the" inside a sentence (a sentence that names the ship again is no new position). */
export const HAS_SPACE = new RegExp(
  `(?:(?:^|\\n)[ \\t]{0,3}(?:[-•*–·▪►][ \\t]{1,3}|\\d{1,2}[.)][ \\t]{1,3})?|(?<![.!?][ \\t]{0,3})\\b[Tt]he[ \\t]{1,3})${ANY_NAME}(?:[ \\t]{0,2}\\([^()\\n]{1,40}\\))?[ \\t]{1,3}(?:(?:still|now|also)[ \\t]{1,3})?(?:(?:has|can take|can load|could take|offers)[ \\t]{1,3}(?:(?:about|abt\\.?|approx\\.?|ca\\.?|some)[ \\t]{1,3})?(?=\\d{2,4}[ \\t]{0,2}(?:teu|TEU|Teu|free|slots|spare)\\b)|(?:has|have)[ \\t]{1,3}(?:space|room|slots)\\b)`,
  'gu',
);
/** "baltic pride 周五格丁尼亚开", "那个north star后天在安特卫普开": a name in lower case run into a Chinese position line. */
export const CJK_LOWER =
  /(?:^|\n|(?<=\p{Script=Han}|[，：]))[ \t]{0,2}(\p{Ll}{3,20}(?:[ \t]\p{Ll}{2,20}){0,2}(?:[ \t]\d{1,3})?)[ \t]{0,2}(?=\p{Script=Han})/gu;
