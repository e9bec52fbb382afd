import { allMatches } from './context';
import { isPortWord as isPort } from './find-ports';
import { VESSEL_MARKER } from './segment';
import type { MailDraft } from './types';
import { guessVesselName } from './vessel-guess';

/**
 * Whether a unit offers a ship's space or asks for it (issue 26): a ship named by a marker or a sure rule makes a
 * position; otherwise the words for each side are counted, with more weight for what only one side says.
 */
const AVAILABILITY_WORDS =
  /\b(open(s|ing)?|opn|ppt|offen|position|positions|tonnage|free|frei|available|avail|plugs?|vessel|schiff|intake|ETA|ETD|slots|stellplätze|dwt|geared|gearless|nominal|knots|kn|can\s{1,3}(?:take|load|carry|lift)|has\s{1,3}(?:space|room))\b|空船|船名|【船】|可用|冷插|开|空出|剩余|舱位|空舱|离港|载箱量|可装|可配|[A-Z]轮/gi;
const CARGO_WORDS =
  /\b(cargo|cargoes|ladung|budget|target|tgt|ready|laycan|shipment|enquiry|enq|inquiry|rfq|anfrage|suchen|looking for|pol|pod|FAK|general|stückgut|verladung|ladebereit\w*|zielpreis|zielrate|shipper|volume|boxes|commodity|ware|frachtraum|gefahrgut\w*)\b|(?<![卸装])货|预算|询价|订舱|装港|卸港|起运港|目的港|目标价|普货|装船|装期|箱量|箱型/gi;

// "we have space", "wir haben noch Platz", "we can offer 120 TEU" (not "we have 20 TEU", a cargo).
const OFFERS_SPACE =
  /\b(?:we|wir)\s{1,3}(?:\w+\s{1,3}){0,2}(?:have|haben|can offer|offer|bieten|können)\s{1,3}(?:\w+\s{1,3}){0,2}(?:space|slots?|platz|stellplätze|capacity|kapazität|tonnage)\b|\b(?:we|wir)\s{1,3}(?:can\s{1,3})?(?:offer|bieten)\s{1,3}(?:\w+\s{1,3}){0,2}\d{1,5}\s{0,2}teu\b|(?:我司|我们)有.{0,12}舱位|可提供.{0,4}舱位/i;
// "bieten wir Ihnen die Tina an", "we can offer you the Kestrel": a desk offering a ship (case kept: a name).
const OFFERS_SHIP =
  /\b(?:[Bb]ieten|[Oo]ffer|[Oo]ffering|[Pp]ropose)[ \t]{1,3}(?:wir[ \t]{1,3})?(?:Ihnen[ \t]{1,3}|you[ \t]{1,3})?(?:die|der|the|our|unsere?)[ \t]{1,3}\p{Lu}/u;
// "looking for cont/scandi employment", "we are looking for cargo to Dublin", "any cargo for her?": a ship looking for
// cargo, not cargo looking for a ship.
const SHIP_SEEKS =
  /\blooking[ \t]for\b[^.\n]{0,30}\bemployment\b|\b(?:we|she|owners?)[ \t](?:are|is)[ \t]looking[ \t]for[ \t]cargo(?:es)?\b(?![ \t]*(?:space|slots?))|\b(?:any|some)[ \t]cargo(?:es)?[ \t]for[ \t](?:her|the[ \t]vessel|this[ \t]vessel)\b|\bBeschäftigung\b|寻找货源/i;
// "she will be ready in Antwerp", "she could take 180 TEU", "she is due Limassol", "leaves again on Saturday with
// about 220 TEU of space": a ship spoken of as she, or sailing with space, is the one offered.
const SHE_SHIP =
  /\b(?:she|her)\b(?:[ \t]+\w+){0,3}?[ \t]+(?:ready|opens?|open|could[ \t]+take|can[ \t]+take|takes|sails?|leaves|due|arrives?|discharg\w*|free|space|slots)\b|\bleaves[ \t][^.\n]{0,40}\bwith[ \t][^.\n]{0,20}\b(?:space|slots|room)\b/i;
// "ca. 140 TEU frei", "240 free", "Stellplätze frei: 300": a ship's free slots.
const FREE_FIGURE =
  /\d[ \t]{0,3}(?:teu[ \t]{0,3})?(?:frei|free|spare)\b|\b(?:free|frei)[ \t]{0,3}[:：]?[ \t]{0,3}(?:ca\.?[ \t]{0,2}|abt\.?[ \t]{0,2})?\d/i;
const ASKS_SPACE =
  /\b(?:looking for|need|needs|require|suchen|benötigen|brauchen)\s{1,3}(?:\w+\s{1,3}){0,2}(?:space|slots?|platz|stellplätze|capacity|kapazität)\b|求.{0,12}舱位|需要.{0,6}舱位/i;

const ON_REQUEST =
  /\b(?:preis|preise|rate|raten|fracht|price|prices|rates?)\s{1,3}(?:auf|on)\s{1,3}(?:anfrage|request|application)\b/gi;

// "Order 1 – Vessel: MV IJSSEL TRADER … 4 x 40HC, 26,000 kg each", "Buchung 1 – MS BALTIC FINCH … 6 x 20' GP",
// "订单一：船名：ELBSTROM … 40HQ x 6": boxes booked on a named ship are an order, not her position.
const BOOKED =
  /\b(?:book(?:ing|ings|ed)?|buchung(?:en)?|einbuchen|eingebucht|gebucht|order|orders|auftrag)\b|订舱|订单|托运/i;

export function kindOf(
  text: string,
  boxCount: number,
  named: boolean,
  placeholder: boolean,
): MailDraft['kind'] {
  if ((!placeholder && VESSEL_MARKER.test(text)) || named)
    return boxCount > 0 && BOOKED.test(text) && !FREE_FIGURE.test(text) && !OFFERS_SPACE.test(text)
      ? 'cargo_request'
      : 'availability';
  // Who offers space and who asks for it: "we have space ex Hamburg", "wir haben noch Platz", "我司有…舱位" against
  // "looking for space", "suchen Platz", "求…舱位".
  const a =
    [...allMatches(AVAILABILITY_WORDS, text)].length +
    (OFFERS_SPACE.test(text) ? 3 : 0) +
    (OFFERS_SHIP.test(text) ? 3 : 0) +
    (SHIP_SEEKS.test(text) ? 3 : 0) +
    (SHE_SHIP.test(text) ? 3 : 0) +
    (FREE_FIGURE.test(text) ? 2 : 0);
  // "Preis auf Anfrage", "rates on request": no price is quoted, nobody asks for cargo.
  const c =
    [...allMatches(CARGO_WORDS, text.replace(ON_REQUEST, ' '))].length +
    2 * boxCount +
    (ASKS_SPACE.test(text) ? 3 : 0);
  // Nothing either way ("2) 14 Dec Helsinki - KARELIA, full 650 teu, to Rostock"): a ship's name beside the facts
  // makes it a position.
  if (a === c && !boxCount && guessVesselName(text, isPort)) return 'availability';
  return a > c ? 'availability' : 'cargo_request';
}
