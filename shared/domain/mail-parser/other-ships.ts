import { escapeRegExp } from './shared-lines';

const named = (names: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\d])(?:${names.map(escapeRegExp).join('|')})(?![\\p{L}\\d])`, 'giu');

/**
 * "Please note ATLANTIC MIRA is already carrying 120 TEU for Vigo" under the next ship's lines: a sentence that
 * names another position's ship, and not this position's own, tells of that ship, not of this one. `ships` are
 * the mail's ship names; the returned reader gives a position's text with such sentences blanked (offsets kept),
 * or null when it holds none. One pattern for the whole mail, read once per sentence (issue 22).
 */
export function otherShipReader(ships: readonly string[]) {
  const distinct = [...new Set(ships.map((s) => s.toUpperCase()))].sort((a, b) => b.length - a.length);
  const any = distinct.length > 1 ? named(distinct) : null;
  return (unitText: string, own: string): string | null => {
    if (!any) return null;
    const ownName = own.toUpperCase();
    // A name inside the other ("NORDIC" and "NORDIC STAR") says nothing of which ship is meant.
    const other = (name: string) => !ownName.includes(name) && !name.includes(ownName);
    let out = unitText;
    // Sentences: a line, cut after a full stop, "!" or "?" followed by a space; the first holds the ship's own name.
    for (const line of unitText.matchAll(/[^\n]+/g)) {
      let from = 0;
      for (const cut of [...line[0].matchAll(/(?<=[.!?])[ \t]+/g), null]) {
        const to = cut ? cut.index : line[0].length;
        const sentence = line[0].slice(from, to);
        const names = [...sentence.matchAll(any)].map((m) => m[0].toUpperCase());
        if (names.some(other) && !names.some((n) => !other(n))) {
          const at = line.index + from;
          out = out.slice(0, at) + ' '.repeat(sentence.length) + out.slice(at + sentence.length);
        }
        if (cut) from = cut.index + cut[0].length;
      }
    }
    return out === unitText ? null : out;
  };
}
