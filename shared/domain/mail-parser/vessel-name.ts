import { looseNames, type Name } from './vessel-loose';
import { lowerLine } from './vessel-patterns';
import { CODES, COMMON_WORDS, CONNECTOR, LOOSE_COMMON, NOT_A_NAME, PLACE_WORDS, STOP } from './vessel-words';

/**
 * A ship's name after "MV", "M/V", "MS" (upper case, so "Ms Weber" is not a ship) or after a "Vessel:" /
 * "Schiff:" / "船名：" label: the capitalised words that follow, up to punctuation, a number or a lower-case
 * word ("MV WESER EXPRESS open Bremen" → WESER EXPRESS); a quoted name is taken whole.
 */
const MARKER =
  /(?:^|[\s,;:(（【】\]：，、]|\p{Script=Han})(?:MV|Mv|mv|M\/V|m\/v|MS|M\/S|m\/s|ms|MT)(?:\.?\s+|\.(?=[A-Z]{2}))/gu;
// "船名：东方之星 / ORIENT STAR": the Latin name after a Chinese one. "VSL ....... FRIGG STAR": dot leaders for a colon.
const LABEL =
  /(?:(?:vessel|ship)(?:'s)?[ \t]?name|vessel[ \t]?\/[ \t]?voy(?:age)?|name of (?:the )?vessel|(?:nominated|performing|proposed)[ \t]vessel|candidate|schiffsname|\bvsl|vessel|schiff|ship|船名(?:[/／]?航次)?|(?:英文)?船舶?名称|英文船名|船舶|船\d{0,2})\s{0,3}(?:[:：]|\.{3,}|…+)[ \t]{0,3}(?:\n[ \t]{0,3})?(?:[\u4e00-\u9fff]{1,12}\s{0,2}[/／(（]\s{0,2})?(?:(?:MV|M\/V|MS|M\/S)\.?\s+)?/gi;

// What may follow a name's closing number: the line's end, punctuation, a bracket, a column ("BORKUM 2   |"), a date
// ("SHENG LI 8 8月24日"), Chinese text ("BAO HUA 8 预计…").
const CLOSING =
  /^(?:[ \t]*(?:[\n;，。|(（/:：]|,(?!\d)|$)|[ \t]{2,}|\t|[ \t]+[-–][ \t]|[ \t]\d{1,2}(?:月|[./]\d)|[ \t]\p{Script=Han})/u;

// "MV OSTSEE 2 opn Rotterdam", "mv ostsee 2 fri rotterdam": a number between a name and what she does, or the day she
// opens, closes the name ("12 free" is her free slots, not part of it).
const NUMBER_THEN_POSITION =
  /^[ \t]{1,3}(?:opn|open|opens|offen|öffnet|ppt|prompt|ex|ab|dir|eta|etd|spot|(?:mon|tue|wed|thu|fri|sat|sun)\w{0,6})\b/i;

function nameAt(text: string, from: number): { value: string; start: number; end: number } | null {
  // "船名：「SINO PEARL」": quotes or brackets round the name.
  const quoted = /^["“'‘「『【]([^"”'’」』】\n]{2,40})["”'’」』】]/.exec(text.slice(from));
  if (quoted) return { value: quoted[1].trim(), start: from + 1, end: from + 1 + quoted[1].length };
  const words: { w: string; start: number; end: number }[] = [];
  // A hyphen inside a name ("ELBE-STAR") belongs to it; one between words ("MV X - open") does not; so does a
  // possessive ("SKIPPER'S DREAM"), and an elision before a capital ("CALA D'OR", "CAP D'ANTIFER").
  // A Chinese character or full-width punctuation ends a name ("OSTSEE轮12月4日", "MV JADE STAR：载箱量…"): Chinese
  // writes no space after it.
  const re =
    /[^\s,;:()（），。、：；！？"”“'’\-–—/!?\p{Script=Han}]+(?:[-'’](?=\p{Lu})[^\s,;:()（），。、：；！？"”“'’\-–—/!?\p{Script=Han}]+|-[^\s,;:()（），。、：；！？"”“'’\-–—/!?\p{Script=Han}]+)*(?:['’][Ss](?=[ \t]))?/gu;
  re.lastIndex = from;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const gap = text.slice(words.length ? words[words.length - 1].end : from, m.index);
    if (words.length && !/^[ \t]+$/.test(gap)) break;
    if (!words.length && gap.length > 0) break;
    const w = m[0];
    // "NORDIC 2": a number of one or two digits closing the name, at the end of its line.
    const closingNumber =
      words.length > 0 &&
      /^\d{1,2}$/.test(w) &&
      (CLOSING.test(text.slice(m.index + w.length, m.index + w.length + 4)) ||
        NUMBER_THEN_POSITION.test(text.slice(m.index + w.length, m.index + w.length + 12)));
    if (closingNumber) {
      words.push({ w, start: m.index, end: m.index + w.length });
      break;
    }
    // "Vessel: Spirit of Waterford": a lower-case connector inside a name (dropped again if nothing follows it).
    const connector = words.length > 0 && CONNECTOR.test(w);
    if ((!/^\p{Lu}/u.test(w) && !connector) || STOP.has(w.toUpperCase()) || /\p{Script=Han}/u.test(w)) break;
    words.push({ w, start: m.index, end: m.index + w.length });
  }
  while (words.length && CONNECTOR.test(words[words.length - 1].w)) words.pop();
  if (!words.length) return null;
  return { value: words.map((x) => x.w).join(' '), start: words[0].start, end: words[words.length - 1].end };
}

// "m/v eider star opn got 2nd jan", "ms elbe trader öffnet …": the word after the name that says what she does.
const POSITION_WORD =
  /^(?:opn|open|opens|offen|öffnet|frei|free|ab|ex|ppt|prompt|dir|eta|etd|spot|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|satur|sun)day)$/;
/** "mv baltic finch 366teu opn kiel", "ms sylt express ab kiel sofort": in a line without capitals (but for port codes,
 * "mv brisk harrier 220 free ex RTM"), the lower-case
 * words after the marker up to a number, a stop word or punctuation, given in capitals. */
function lowerNameAt(
  text: string,
  from: number,
  isPort: (word: string) => boolean,
): { value: string; start: number; end: number } | null {
  const lineEnd = text.indexOf('\n', from);
  const line = text.slice(text.lastIndexOf('\n', from) + 1, lineEnd < 0 ? text.length : lineEnd);
  if (!lowerLine(line, isPort)) return null;
  const m = /^[a-zäöüß][a-zäöüß'’-]{1,20}(?:[ \t][a-zäöüß][a-zäöüß'’-]{0,20}){0,2}/u.exec(
    text.slice(from, from + 70),
  );
  if (!m) return null;
  const words: string[] = [];
  for (const w of m[0].split(/[ \t]/)) {
    if (
      STOP.has(w.toUpperCase()) ||
      COMMON_WORDS.has(w) ||
      LOOSE_COMMON.has(w) ||
      POSITION_WORD.test(w) ||
      // "mv ostsee fri rotterdam": a port after the name's first word is where she is, not her name.
      (words.length > 0 && isPort(w))
    )
      break;
    words.push(w);
  }
  let value = words.join(' ');
  const closing =
    words.length === m[0].split(/[ \t]/).length && /^[ \t]\d{1,2}/.exec(text.slice(from + value.length));
  if (
    closing &&
    NUMBER_THEN_POSITION.test(text.slice(from + value.length + closing[0].length, from + value.length + 20))
  )
    value += closing[0].replace(/^[ \t]/, ' ');
  if (value.replace(/[^\p{L}]/gu, '').length < 3) return null;
  return { value: value.toUpperCase(), start: from, end: from + value.length };
}

// "KORMORAN轮", "NORDIC TRADER II轮", "ANNA-LENA轮", "BOTHNIA STAR号", "nordic swan轮": a Latin name before 轮 or 号
// (a ship), in capitals when written in lower case.
const CHINESE_SHIP =
  /(?<![A-Za-z0-9-])([A-Z][A-Za-z0-9]{0,24}(?:[-.][A-Za-z0-9]{1,20}){0,2}(?:[ \t][A-Z0-9][A-Za-z0-9]{0,23}(?:[-.][A-Za-z0-9]{1,20}){0,2}){0,3}|[a-z][a-z0-9]{1,24}(?:-[a-z0-9]{1,20})?(?:[ \t][a-z0-9]{1,24}(?:-[a-z0-9]{1,20})?){0,3})[ \t]{0,2}["”」』]?[ \t]{0,2}(?:轮|号(?!码头|泊位|堆场|仓|门|线|楼|库|柜|箱))/g;
/**
 * A name in capitals opening a line (or a subject), in 「」 or not, and followed by what only a position says: its size in
 * TEU, "open"/"opn"/"ETA"/"offen"/"frei", or a colon and "open" ("- BORKUM: opn HAM 12 Dec"); or the first cell of
 * a tab-separated row ("MARIA K<tab>508<tab>200<tab>Rotterdam …": the name's words are never split by a tab). Words that are
 * labels or port codes ("POL", "HAM") are no name: the caller passes a test for ports.
 */
const CAPS_LEAD =
  /(?:^|\n)[ \t]*(?:[-•*–·▪►][ \t]*|\d{1,2}[.)][ \t]*|\d{1,2}[ \t]+(?=\p{Lu}{2})|【[^】\n]{0,8}】[ \t]*)?[「『]?(\p{Lu}[\p{Lu}0-9]{1,24}(?:-[\p{Lu}0-9]{1,20})?(?: [\p{Lu}0-9]{1,24}(?:-[\p{Lu}0-9]{1,20})?){0,3})[」』]?(?:\t(?=[^\t\n]{1,30}\t[^\n]{0,200}\t)|[ \t]{0,12}(?:[:：][ \t]{0,4}|\/\/[ \t]{0,4}|[-–—(,/，（|][ \t]{0,4}|[ \t])(?=\d{2,4}[ \t]{0,3}(?:TEU|teu|Teu)|(?:open|opn|opens|opening|ETA|offen|frei|free|OPEN|OPN|OPENS|OPENING|OFFEN|FREI)\b|[\u4e00-\u9fff]|\d{1,2}月|\d{3,5}[ \t]{0,2}\/[ \t]{0,2}\d{2,5}))/gu;
/**
 * A ship named in title case without MV/MS ("Heike (416 TEU nominal …) opens Aarhus", "die Greta (640 TEU)
 * wird … frei"): one to three capitalised words at a line's or sentence's start or after an article, followed
 * by the ship's size in TEU (in brackets or after a comma) or by "opens"/"offen", also after a colon and on the next
 * line ("noch die Lotte Kramer:\n offen Bremen 06.11."). Common words that open a
 * sentence ("She opens", "Vessel (700 TEU)") and ports are no name.
 */
const TITLE_NAME =
  /(?:^|\n|[.!?](?<!\b(?:St|Ste|Mt)\.)[ \t]{1,3}|\b(?:[Tt]he|[Oo]ur|die|der|das|unsere?|unser|sister|schwester|schwesterschiff|[Vv]essel|[Ff]eeder|ship|schiff)[ \t]{1,3})[ \t]{0,3}(?:[-•*–·▪►][ \t]{1,3}|\d{1,2}[.)][ \t]{1,3})?(\p{Lu}\p{Ll}{2,20}(?:-\p{Lu}\p{Ll}{1,20})?(?:[ \t]\p{Lu}\p{Ll}{2,20}){0,2}(?:[ \t]\p{Lu}(?![\p{L}\d.]))?)[ \t]{0,3}(?!(?:(?:is|will be|will)[ \t]{1,3})?(?:open|available|free)[ \t]{1,3}(?:for|to)[ \t]{1,3}(?:an?[ \t]{1,3})?(?:call|calls|chat|meeting|talk|discussion|questions?|lunch|dinner)\b)(?:[(,:\-–|/]?[ \t]{0,3}(?=(?:\d{1,3}[.,]\d{3}|\d{2,5})[ \t]{0,3}[Tt][Ee][Uu])|[(（](?=[^()（）\n]{0,30}?[, ][ \t]{0,2}(?:\d{1,3}[.,]\d{3}|\d{2,5})[ \t]{0,3}[Tt][Ee][Uu]\b)|(?:[:：][ \t]{0,3}\n?[ \t]{0,3})?(?=(?:opens|open|opn|offen|öffnet|is (?:now )?(?:open|free|prompt)|is (?:currently|presently|now) (?:discharging|loading|working)|is an? \d[\d,.]{1,5}er\b|will (?:be )?(?:open|free|prompt)|will open)\b|\d{3,5}[ \t]{0,2}\/[ \t]{0,2}\d{2,5}))/gu;

// "MS ELBKIND bereits verchartert", "ALBATROSS轮已经订满了": a ship named as taken is not the one offered.
export const TAKEN =
  /^[^.;!?。；\n]{0,16}?(?:\b(?:already|bereits|schon|now)\s{1,3}(?:fixed|gone|booked|chartered|taken|sold|verchartert|vergeben|belegt|ausgebucht|gefixt|verkauft)|\b(?:no longer|not|nicht mehr|nicht)\s{1,3}(?:available|verfügbar)|\b(?:wurde|was|has been|got|ist|is|went)\s{1,3}(?:[\p{L}]{2,12}\s{1,3}){0,2}?(?:gefixt|fixed|verchartert|chartered|vergeben|booked|taken|sold|verkauft|on subs)\b|[-–(（]\s{0,3}(?:fixed|gefixt|verchartert|taken|sold|verkauft|on subs)\b|已经?被?(?:订满|满|租出|出租|订出|租走|订走|售出|走了|开走|离港)|订满了|订出|(?:这次|本次)?(?:就)?不订了)/iu;
// "the SUNNA (620 TEU)", "her sister SKAGI (620 TEU)": a name in capitals right before its size in brackets.
const CAPS_BRACKET =
  /(?<![\p{L}\d])(?<![(（][ \t]{0,2})(\p{Lu}[\p{Lu}0-9-]{2,24}(?:[ \t][\p{Lu}0-9][\p{Lu}0-9-]{0,24}){0,3})[ \t]{0,2}(?:(?:[(（]|,[ \t]{0,2})(?=[ \t]{0,2}(?:\d{1,3}[.,]\d{3}|\d{2,5})[ \t]{0,3}(?:TEU|teu))|[(（](?=[^()（）\n]{0,30}?[, ][ \t]{0,2}(?:\d{1,3}[.,]\d{3}|\d{2,5})[ \t]{0,3}(?:TEU|teu)\b))/gu;
// "“海洋之星”轮（SEA STAR）", "远航号（M/V YUAN HANG）", "海鸥轮（英文名：SEAGULL SPIRIT）": the Latin name in brackets
// after a Chinese one.
const CHINESE_NAME_LATIN =
  /(?:轮|号|[”"』」][ \t]{0,2}[轮号]?)[ \t]{0,2}[（(][ \t]{0,2}(?:(?:英文船?名|英文|English name|Eng\. name)[ \t]{0,2}[:：][ \t]{0,2})?(?:(?:MV|M\/V|MS|M\/S)\.?[ \t]{1,2})?([A-Z][A-Za-z0-9-]{1,24}(?:[ \t][A-Z0-9][A-Za-z0-9-]{0,24}){0,3})[ \t]{0,2}[)）]/g;
// "Her sister NORDIC WIND opens Lübeck 16/12": a name in capitals right before "opens" (not the second of "both X
// and Y open …", which names two ships).
const CAPS_OPENS =
  /(?<![\p{L}\d])(?<!\b(?:and|und|&)[ \t]{1,3})(?<![A-Z0-9][ \t]{1,2})([A-Z][A-Z0-9-]{2,24}(?:[ \t][A-Z0-9][A-Z0-9-]{0,24}){0,3})[ \t]{1,2}(?=(?:opens|open|opening|opn|is (?:still |now )?open|will (?:be )?open|remains open|offen|öffnet)\b)/gu;
// "'marit' opn kiel", "„Wismar Bay“ (868 TEU)", "die "Emsland" ab Emden": a quoted name before what only a position says.
const QUOTED_NAME =
  /["“'‘„]([\p{L}][\p{L}\d .-]{1,28}[\p{L}\d])["”'’“][ \t]{0,3}(?=(?:opn|open|opens|is open|offen|frei|free|ETA)\b|(?:ab|ex)[ \t]{1,3}\p{Lu}|[,(（]?[ \t]{0,2}(?:\d{1,3}[.,]\d{3}|\d{2,5})[ \t]{0,3}TEU)/giu;
// A subject or line opening with the ship's name, then fields split by "/" or "|": "Helga Sky / Felixstowe 24.04 / 210 slots".
const TITLE_FIELDS =
  /(?:^|\n)[ \t]{0,40}(\p{Lu}\p{Ll}{2,20}(?:[ \t]\p{Lu}\p{Ll}{2,20}){0,2})[ \t]{0,2}[/|][ \t](?=[^\n]{0,80}\b(?:open|opn|slots?|free|frei|teu|dir|eta|etd)\b)/giu;

// What follows a name that ends in a port's name when the port is the ship's: "open"/"opens" and a port, "is",
// "will", or her size.
const PORT_IN_NAME =
  /^[ \t]{0,3}[,:(–-]?[ \t]{0,3}(?:(?:open|opens|opn|offen|frei)[ \t]{1,3}(?:in[ \t]{1,2}|at[ \t]{1,2})?\p{Lu}|(?:is|will|ist)\b|(?:\d{1,3}[.,]\d{3}|\d{2,5})[ \t]{0,2}(?:teu|TEU))/u;

/**
 * "MV ELBE FORTUNE RTM 1月21日开", "MV SEA CAMELLIA Antwerp 1月23日开": a port written after a name of two words or
 * more, before her day, is where she opens ("STADT BREMEN" and "WAPPEN VON HAMBURG" keep theirs).
 */
function trailingPortOff<T extends { value: string; start: number; end: number }>(
  text: string,
  name: T | null,
  isPort: (w: string) => boolean,
): T | null {
  if (!name) return name;
  const words = name.value.split(' ');
  const last = words[words.length - 1];
  if (
    words.length < 3 ||
    !isPort(last) ||
    CONNECTOR.test(words[words.length - 2]) ||
    !/^[ \t]{1,3}(?:\d{1,2}(?:[./月]|[ \t]\p{L})|\p{Script=Han})/u.test(text.slice(name.end, name.end + 8))
  )
    return name;
  const value = words.slice(0, -1).join(' ');
  return { ...name, value, end: name.start + value.length };
}

function* candidates(text: string, isPort: (word: string) => boolean, subject = false): Generator<Name> {
  for (const re of [LABEL, MARKER]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const at = m.index + m[0].length;
      const name = trailingPortOff(
        text,
        nameAt(text, at) ?? (re === MARKER ? lowerNameAt(text, at, isPort) : null),
        isPort,
      );
      // "our managed vessel:" over "Name: MV KORMORAN": a label after the label is no name.
      if (name && re === LABEL && /^[ \t]*[:：]/.test(text.slice(name.end, name.end + 4))) continue;
      if (name) yield { ...name, confidence: re === LABEL ? 0.9 : 0.85 };
    }
  }
  for (const re of [CHINESE_SHIP, CHINESE_NAME_LATIN, CAPS_LEAD, CAPS_BRACKET, CAPS_OPENS]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const words = m[1].split(/[ \t]+/);
      // A trailing word that is a label or a port is the start of the position, not part of the name
      // ("BORKUM HAM"), unless it closes a name of the form "WAPPEN VON HAMBURG", or the position follows the
      // whole name ("BALTIC HAMBURG open Gdynia", "WILSON HULL (3,000 dwt)").
      const closes = PORT_IN_NAME.test(text.slice(m.index + m[0].length, m.index + m[0].length + 30));
      while (
        words.length > 1 &&
        (NOT_A_NAME.has(words[words.length - 1]) ||
          (isPort(words[words.length - 1]) && !CONNECTOR.test(words[words.length - 2]) && !closes))
      )
        words.pop();
      // A port's name inside a ship's ("SASSNITZ EXPRESS") is the ship's; a port alone is no ship.
      if (
        !words.length ||
        words.some((w) => NOT_A_NAME.has(w)) ||
        words.every((w) => isPort(w) || CONNECTOR.test(w)) ||
        words.join('').length < 3
      )
        continue;
      // "FREE: 300 TEU", "NEXT: Hamburg": a field's label in capitals is no ship.
      // "MSDS 和危包证已备好": a document's or a trade's code is no ship either.
      if (
        words.length === 1 &&
        (COMMON_WORDS.has(words[0].toLowerCase()) ||
          LOOSE_COMMON.has(words[0].toLowerCase()) ||
          CODES.has(words[0].toUpperCase()))
      )
        continue;
      const joined = words.join(' ');
      // "nordic swan轮": a name written in lower case is given in capitals; a common word is none.
      const lower = joined === joined.toLowerCase();
      if (lower && words.some((w) => COMMON_WORDS.has(w) || LOOSE_COMMON.has(w))) continue;
      const value = lower ? joined.toUpperCase() : joined;
      const start = m.index + m[0].indexOf(m[1]);
      yield { value, start, end: start + value.length, confidence: 0.7 };
    }
  }
  for (const re of [QUOTED_NAME, TITLE_NAME, TITLE_FIELDS]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      // "Vessel Tern opens …", "Our Tern opens …" at a line's start: the article or word for a ship is no part of the name.
      const lead = /^(?:the|our|vessel|feeder|ship)[ \t]+(?=\S)/i.exec(m[1]);
      const name = lead ? m[1].slice(lead[0].length) : m[1];
      const words = name.split(/[ \t]+/);
      // "Ostwind verkauft / Westwind frei": a word in lower case after one in title case ends the name (the
      // pattern reads case-blind for its keywords).
      if (words.some((w) => /^\p{Ll}/u.test(w)) && words.some((w) => /^\p{Lu}/u.test(w))) continue;
      // "POL Valencia / POD Hamburg": a code in capitals is no word of a name.
      if (
        words.some(
          (w) => COMMON_WORDS.has(w.toLowerCase()) || LOOSE_COMMON.has(w.toLowerCase()) || CODES.has(w),
        ) ||
        PLACE_WORDS.has(words[words.length - 1].toLowerCase()) ||
        words.every((w) => isPort(w))
      )
        continue;
      const start = m.index + m[0].indexOf(m[1]) + (lead?.[0].length ?? 0);
      const value = name === name.toLowerCase() ? name.toUpperCase() : name;
      yield { value, start, end: start + name.length, confidence: 0.6 };
    }
  }
  yield* looseNames(text, isPort, subject);
}

/** The first ship the text offers; one named as taken only when no other is named. */
export function findVesselName(
  text: string,
  isPort: (word: string) => boolean = () => false,
  options: { subject?: boolean } = {},
): Name | null {
  let taken: Name | null = null;
  for (const name of candidates(text, isPort, options.subject)) {
    if (!TAKEN.test(text.slice(name.end, name.end + 60).replace(/^[ \t]*轮/, '')))
      return withoutFullStop(name);
    taken ??= name;
  }
  return taken && withoutFullStop(taken);
}

/** "… on MV TXINGUDI." : the full stop ends the sentence, not the name ("ST." or "M." stay). */
const withoutFullStop = (name: Name): Name =>
  /\p{L}{3}\.$/u.test(name.value) ? { ...name, value: name.value.slice(0, -1), end: name.end - 1 } : name;

/**
 * For the segmenter, in one reading: whether the text names a ship in one of the loose ways with what a position
 * says beside it (a position without MV/MS), and whether it names one at all.
 */
export function readShipNames(
  text: string,
  isPort: (word: string) => boolean,
): { loosely: boolean; named: boolean } {
  let named = false;
  for (const name of candidates(text, isPort)) {
    named = true;
    // "Die MARTHA S ist bereits verchartert und steht nicht mehr zur Verfügung" opens no position.
    if (name.loose === 'context' && !TAKEN.test(text.slice(name.end, name.end + 60)))
      return { loosely: true, named };
  }
  return { loosely: false, named };
}
