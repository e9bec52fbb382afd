/**
 * The pieces the loose name patterns are built of (vessel-loose.ts): a name in capitals or title case, where a
 * sentence starts, the words between a name and what she offers, and the words that say a ship is open.
 */
/** Words as brokers write them: lower case, capitalised or in capitals ("built", "Built", "BUILT"). */
export const ci = (words: string) =>
  words
    .split('|')
    .flatMap((w) => [`[${w[0].toUpperCase()}${w[0]}]${w.slice(1)}`, w.toUpperCase()])
    .join('|');
export const CAPS_WORD = "\\p{Lu}[\\p{Lu}\\d]{0,20}(?:[-.’'][\\p{Lu}\\d]{1,20}){0,2}\\.?";
export const TITLE_WORD =
  "\\p{Lu}\\p{Ll}{1,20}(?:['’]s(?=[ \\t]\\p{Lu}\\p{Ll})|-(?:\\p{Lu}?\\p{Ll}{1,20}|\\p{Lu}(?![\\p{L}\\d])))?";
export const TAIL = '(?:[ \\t](?:\\d{1,2}(?![\\d./:,-]?\\d|[月日号])|[IVX]{1,4}|\\p{Lu}(?![\\p{L}\\d.])))?';
export const CAPS = `${CAPS_WORD}(?:[ \\t]${CAPS_WORD}){0,3}${TAIL}`;
// "St. Brendan", "Sankt Petri": a saint's name opens with its abbreviation.
export const TITLE = `(?:St\\.[ \\t])?${TITLE_WORD}(?:[ \\t](?:(?:von|van|of|de|af|del|la)[ \\t])?${TITLE_WORD}){0,2}${TAIL}`;
export const ANY_NAME = `["“'‘„]?(${CAPS}|${TITLE})["”'’“]?`;
// Where a sentence starts: a line, after a full stop, or after a short label ("Update: ANNABELLE is …").
export const SENTENCE =
  "(?:^|\\n|(?<!\\b(?:St|Ste|Mt|No|Nr|Co|approx|abt|ca))[.!?;][ \\t]{1,3}|:(?<=\\p{L}{2}[ \\t]{0,2}:)[ \\t]{1,3}|(?:^|\\n)[ \\t]{0,3}\\p{L}{2,12},[ \\t]{1,3})[ \\t]{0,3}(?:[-•*–·▪►][ \\t]{1,3}|\\d{1,2}[.)][ \\t]{1,3})?(?:(?:fyi|FYI|[Pp](?:ls|lease) note|[Nn]ote|[Oo]wners (?:advise|confirm)|[Kk]indly note|[Aa]lternatively,?|ALTERNATIVELY,?|[Oo]therwise,?|[Ii]nstead,?)(?:[ \\t]{1,2}that)?[ \\t]{1,2})?(?:\\p{Lu}\\p{Ll}{1,20}['’]s[ \\t]{1,2}|(?:[Tt]he|[Oo]ur)[ \\t]{1,2})?";
// "John Smith is open for a call": a person is free for a talk, not a ship for cargo.
export const NOT_FOR_CARGO =
  '(?!(?:is[ \\t]{1,3})?(?:open|available|free)[ \\t]{1,3}(?:for|to)[ \\t]{1,3}(?:a[ \\t]{1,3}|an[ \\t]{1,3})?(?:call|calls|chat|meeting|talk|discussion|questions?|lunch|dinner|suggestions|ideas)\\b|(?:is[ \\t]{1,3})?(?:open|available|free|back)\\b[^.!?\\n]{0,40}\\b(?:office|büro|phone|telefon|mobile|holidays?|urlaub|vacation|lunch|meeting)\\b)';
export const COPULA =
  '((?:is|ist|will be|will|should be|should|could|may|wird|can be|can|kann|soll|remains|bleibt)[ \\t]{1,3})?(?:(?:now|still|firmly|also|then|again|erst|jetzt|noch|wieder|voraussichtlich|auch|dann|bereits)[ \\t]{1,3}){0,2}';
export const OPENS =
  '(?:(?:open|opens|opening|opn|prompt|ppt|spot|frei|free|available|avail|verfügbar|sofort|offen|öffnet|leer|ab|ex|ballast\\w{0,4}|ETA|ETD|ETB|arr|arriving|dely|expected|due|ready)\\b|@(?=[ \\t]))';

// "feeder opn hamburg": a word for any ship, not a name.
export const GENERIC = new Set('feeder boat unit units sister vsl mv ms she ship vessel'.split(' '));
export const lineAt = (text: string, at: number) => {
  const from = text.lastIndexOf('\n', at) + 1;
  const to = text.indexOf('\n', at);
  return text.slice(from, to < 0 ? text.length : to);
};
/** A line written in lower case, but for port codes ("osprey open FXT 22/12, heading RTM"). */
// Capitals a lower-case line may still hold: a currency, a unit or a box code ("rate 1,2k EUR pro 40'", "410 TEU").
const CAPS_IN_LOWER = /^(?:EUR|USD|TEU|HC|HQ|GP|DV|DC|RF|OT|FR|ETA|ETD|IMO|UN)$/;
export const lowerLine = (line: string, isPort: (word: string) => boolean) => {
  for (const m of line.matchAll(/\S*\p{Lu}\S*/gu)) {
    const word = m[0].replace(/[^\p{L}]/gu, '');
    if (!isPort(word) && !CAPS_IN_LOWER.test(word)) return false;
  }
  return true;
};
/** A port written in any case ("kiel", "Kiel", "KIEL"), for names read in lower case. */
export const anyCase = (isPort: (word: string) => boolean) => (w: string) =>
  isPort(w) || isPort(w.toUpperCase()) || isPort(w.charAt(0).toUpperCase() + w.slice(1));
