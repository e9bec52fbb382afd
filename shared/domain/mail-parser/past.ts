/**
 * What a sentence says of an earlier shipment or of what an order is no longer (issue 26): "Our previous lot (6 x 20',
 * 14/02) went via Valencia", "Last season we ran 8 x 40' weekly", "Die Sendung von Dezember (… 4 x 40' HC) hat gut
 * geklappt", "jetzt 5 x 40' HC statt 4 x 40'", "上次…", and of another order ("further to my mail below (still waiting
 * for your rate on the 24 x 40')", "zusätzlich zur Anfrage unten (20 x 40' DV)"): its boxes and days are no part of the order.
 */
const PAST =
  /\b(?:previous|last|earlier|prior)[ \t]+(?:lot|shipment|cargo|booking|order|season|time|year)\b|\bletzte[nrs]?[ \t]+(?:partie|sendung|lieferung|ladung|buchung|saison|mal)\b|\bsendung[ \t]+(?:von|vom|aus)[ \t]+\p{L}+|\bvorige[nrs]?[ \t]+\p{L}+|上次|上一票|去年|\b(?:statt|anstatt|instead[ \t]+of|rather[ \t]+than)[ \t]*$|\b(?:mail|anfrage|enquiry|inquiry|request|order|auftrag)[ \t]+(?:below|unten|above|oben)\b|\bwaiting[ \t]+for[ \t]+your[ \t]+(?:rate|reply|offer|quote)\b/iu;

/** The sentence before `at` speaks of the past. */
export function saidOfThePast(text: string, at: number): boolean {
  const from = Math.max(0, at - 120);
  const before = text.slice(from, at);
  // A sentence ends at a full stop, at 。, at a colon closing its line ("same as last time but bigger lot this week:"
  // over the box lines) or before words ("correction to my request below: it is now 14 x 40'HC") and at a blank line.
  const ends =
    /(?<!\b(?:ref|nr|no|ca|abt|approx|bzw|inkl|zzgl|vs|etc|pos))[.!?](?=\s)|。|[:：](?=[ \t]*\n|[ \t]+\p{L})|\n[ \t]*\n/giu;
  const cut = Math.max(...[...before.matchAll(ends)].map((m) => m.index + m[0].length), 0);
  return PAST.test(before.slice(cut));
}

// "pls make it 6 x 40HC instead of 4. Updated enquiry: … 6 x 40'HC + 2 x 20'DV": a box line said to correct the order,
// restated below with the rest of it.
const CORRECTS = /\b(?:instead[ \t]+of|statt|anstatt|make[ \t]+it|change[^.\n]{0,30}\bto)\b|改为|改成/i;

/** Box lines with the restated copies of corrected ones left out (the later line is the order's). */
export function withoutRestated<T extends { start: number; value: { count: number; sizeFt: number } }>(
  text: string,
  boxes: T[],
): T[] {
  return boxes.filter((b, i) => {
    const end = text.slice(b.start).search(/[.!?。\n]/);
    const sentence = text.slice(Math.max(0, b.start - 80), end < 0 ? text.length : b.start + end);
    return !(
      CORRECTS.test(sentence) &&
      boxes.some((o, j) => j > i && o.value.count === b.value.count && o.value.sizeFt === b.value.sizeFt)
    );
  });
}

// "Ihr Gebot von EUR 120/TEU … können wir nicht annehmen", "Thank you for your rate of EUR 850 per box. Unfortunately
// too high", "last done in January was EUR 720", "不接受 EUR 150/TEU 的还价", "上次成交价是 EUR 168/TEU": a price turned down
// or one of the past, not the one on offer.
const TURNED_DOWN_BEFORE =
  /(?:\b(?:your|ihr(?:e|en)?|their|the[ \t]+(?:shipper|client|owner)s?['’]?)[ \t]+(?:bid|gebot|offer|angebot|counter(?:[- ]?offer)?|rate|idea|quote|preis|rate[ \t]+idea)[ \t]+(?:of|von)|\blast[ \t]+done\b[^.\n]{0,30}|\bzuletzt[ \t]+(?:gezahlt|bezahlt|gefahren)[^.\n]{0,40}|上次成交价?(?:是|为)?|不接受|无法接受)[ \t:：]*$/i;
const TURNED_DOWN_AFTER =
  /^[^.。\n\d]{0,40}?(?:too[ \t]+high|zu[ \t]+hoch|nicht[ \t]+annehmen|not[ \t]+(?:accept|workable)|的还价|无法接受|不能接受)/i;

export function turnedDown(text: string, q: { start: number; end: number }): boolean {
  return (
    TURNED_DOWN_BEFORE.test(text.slice(Math.max(0, q.start - 60), q.start)) ||
    TURNED_DOWN_AFTER.test(text.slice(q.end, q.end + 60))
  );
}
