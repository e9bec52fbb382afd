/**
 * What a sentence says of an earlier shipment or of what an order is no longer (issue 26): "Our previous lot (6 x 20',
 * 14/02) went via Valencia", "Last season we ran 8 x 40' weekly", "Die Sendung von Dezember (… 4 x 40' HC) hat gut
 * geklappt", "jetzt 5 x 40' HC statt 4 x 40'", "上次…": its boxes and days are no part of the order.
 */
const PAST =
  /\b(?:previous|last|earlier|prior)[ \t]+(?:lot|shipment|cargo|booking|order|season|time|year)\b|\bletzte[nrs]?[ \t]+(?:partie|sendung|lieferung|ladung|buchung|saison|mal)\b|\bsendung[ \t]+(?:von|vom|aus)[ \t]+\p{L}+|\bvorige[nrs]?[ \t]+\p{L}+|上次|上一票|去年|\b(?:statt|anstatt|instead[ \t]+of|rather[ \t]+than)[ \t]*$/iu;

/** The sentence before `at` speaks of the past. */
export function saidOfThePast(text: string, at: number): boolean {
  const from = Math.max(0, at - 120);
  const before = text.slice(from, at);
  // A sentence ends at a full stop, at 。, at a colon closing its line ("same as last time but bigger lot this week:"
  // over the box lines) and at a blank line.
  const ends =
    /(?<!\b(?:ref|nr|no|ca|abt|approx|bzw|inkl|zzgl|vs|etc|pos))[.!?](?=\s)|。|[:：][ \t]*\n|\n[ \t]*\n/gi;
  const cut = Math.max(...[...before.matchAll(ends)].map((m) => m.index + m[0].length), 0);
  return PAST.test(before.slice(cut));
}
