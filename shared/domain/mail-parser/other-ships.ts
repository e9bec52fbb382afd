import { isPortWord } from './find-ports';
import { findVesselName } from './vessel-name';

// "JIN HAI（金海）：12月11日安特卫普，已订满。", "SEA LION | 800 | — | … | 已被租走", "Schwansen – verchartert", "MS JÜMME - im
// Dock Rijeka bis Ende November, keine Position", "MV LAUWERSOOG remains on TC until end of June": a ship's line that says
// she is taken.
export const TAKEN_LINE =
  /已经?被?(?:订满|满|租出|出租|订出|租走|订走|售出|走了|开走|离港)|\b(?:verchartert|gefixt|verkauft|fixed|sold|on subs|withdrawn|no longer available|not available|nicht (?:mehr )?verfügbar|keine position|no position|(?:im|in) dock|dry-?dock(?:ing)?|(?:remains|stays|is) on t\/?c|on t\/?c until)\b|坞修|进坞/i;

// "ELBE CARRIER 698 teu opn Hamburg 06/02 -- FIXED, pls delete", "SOLENT BAY … -- on subs, do not work", "auf Subs",
// "已成交": a ship's line that takes her off the list whatever else it says (not "failed subs", "Subs gefallen": back).
export const WITHDRAWN_LINE =
  /\b(?:(?:pls|please|bitte)[ \t]+(?:delete|remove|streichen|löschen)|do[ \t]+not[ \t]+work|nicht[ \t]+(?:mehr[ \t]+)?anbieten|on[ \t]+subs|auf[ \t]+subs|fully[ \t]+booked|(?:voll[ \t]+)?ausgebucht|aus[ \t]+(?:den|der|ihren|euren)[ \t]+listen?[ \t]+(?:nehmen|streichen)|remove[ \t]+from[ \t]+(?:your[ \t]+)?lists?)\b|已成交|已租出|已满|已售出?/i;
export const BACK_ON_MARKET =
  /\b(?:failed[ \t]+subs|subs[ \t]+failed|subs[ \t]+gefallen|back[ \t]+on[ \t]+(?:the[ \t]+)?market|wieder[ \t]+frei)\b|未落实/i;

// "Biscay Runner went on subs", "Lindholm was fixed on Friday": a name in title case right before she is taken.
const TAKEN_NAME =
  /(?<![\p{L}\d])(\p{Lu}[\p{L}\d-]{2,20}(?:[ \t]\p{Lu}[\p{L}\d-]{0,20}){0,2})[ \t]{1,3}(?:(?:went|is|was|has[ \t]been|got|ist|wurde)[ \t]{1,3})?(?:(?:now|already|bereits|just)[ \t]{1,3})?(?:on[ \t]subs|fixed|gefixt|verchartert|sold|verkauft|withdrawn)\b/u;
const WORD = /[\p{L}\d'’-]+/gu;
const MAX_WORDS = 5;

/**
 * "Please note ATLANTIC MIRA is already carrying 120 TEU for Vigo" under the next ship's lines: a sentence that
 * names another position's ship, and not this position's own, tells of that ship, not of this one; so does one that
 * says another ship is taken ("Biscay Runner went on subs last night, so the 90 slots are gone"). `ships` are the
 * mail's ship names; the returned reader gives a position's text (with its ship's name, when read) with such
 * sentences blanked (offsets kept), or null when it holds none. Names are looked up word by word in a set, so a
 * mail of many positions costs time in proportion to its length (issue 22).
 */
export function otherShipReader(ships: readonly string[]) {
  const known = new Set(ships.map((s) => s.toUpperCase().split(/\s+/).join(' ')));
  const namesIn = (sentence: string) => {
    const words = [...sentence.matchAll(WORD)].map((m) => m[0].toUpperCase());
    const found: string[] = [];
    if (!known.size) return found;
    for (let i = 0; i < words.length; i++)
      for (let n = 1; n <= MAX_WORDS && i + n <= words.length; n++) {
        const name = words.slice(i, i + n).join(' ');
        if (known.has(name)) found.push(name);
      }
    return found;
  };
  return (unitText: string, own: string | null): string | null => {
    const ownName = own?.toUpperCase();
    // A name inside the other ("NORDIC" and "NORDIC STAR") says nothing of which ship is meant.
    const other = (name: string) => !ownName || (!ownName.includes(name) && !name.includes(ownName));
    const blanks: [number, number][] = [];
    // Sentences: a line, cut after a full stop, "!" or "?" followed by a space; the first holds the ship's own name.
    for (const line of unitText.matchAll(/[^\n]+/g)) {
      let from = 0;
      for (const cut of [...line[0].matchAll(/(?<=[.!?])[ \t]+/g), null]) {
        const to = cut ? cut.index : line[0].length;
        const sentence = line[0].slice(from, to);
        const names = namesIn(sentence);
        const taken =
          TAKEN_LINE.test(sentence) &&
          (findVesselName(sentence, isPortWord)?.value ?? TAKEN_NAME.exec(sentence)?.[1])?.toUpperCase();
        if (taken && !names.includes(taken)) names.push(taken);
        if (names.some(other) && !names.some((n) => !other(n))) {
          blanks.push([line.index + from, line.index + from + sentence.length]);
        }
        if (cut) from = cut.index + cut[0].length;
      }
    }
    if (!blanks.length) return null;
    let out = '';
    let at = 0;
    for (const [start, end] of blanks) {
      out += unitText.slice(at, start) + ' '.repeat(end - start);
      at = end;
    }
    return out + unitText.slice(at);
  };
}
