import { splitLines } from './clean';
import { findBoxes } from './find-amounts';
import { findPorts, isPortWord } from './find-ports';
import { BACK_ON_MARKET, WITHDRAWN_LINE } from './other-ships';
import { assignPortRoles, notOnRoute } from './port-roles';
import { orderHeading, sailingDay } from './segment-lines';
import { SAME_ROUTE } from './shared-orders';
import { splitLine } from './split-line';
import { findTables, type RowHints } from './table';
import type { Span } from './types';
import { looseName } from './vessel-loose';
import { VESSEL_MARKER } from './vessel-marker';
import { findVesselName, readShipNames } from './vessel-name';

export { VESSEL_MARKER };

/**
 * A ship's second sailing ("- sailing 2: open Lisbon Mon 04/01 … 220 TEU free", "voy 301: Piraeus ETD Thu 07/01 …",
 * "Abfahrt Valencia Di. 15.12. … 240 TEU frei" under the line of the first): a day and a free figure of its own
 * under a unit that has both already is no more of that sailing.
 */
const anotherSailing = (current: Block, b: Block) => Boolean(current.day && b.day && current.day !== b.day);
/** A TEU figure ("40 TEU", "40teu", "40 Stellplätze", "40个TEU"): a quantity of its own. */
const TEU_FIGURE = /\d[ \t]{0,2}(?:teu\b|stellpl|slots?\b)|\d[ \t]{0,2}个?[ \t]{0,2}TEU/i;

/**
 * One position or order: where it is in the mail and, for a table row, what its header says of its cells; for
 * text around a table, its text with the table's lines blanked (a unit may span a table it does not hold).
 */
export type Unit = Span & { hints?: RowHints; text?: string };

/**
 * Splits the cleaned mail into units, each one position or one cargo order. A unit starts at a line naming a
 * vessel ("MV …", "Schiff:") or at a numbered or bulleted line or one opening with a voyage ("v.2611", "Reise 14:",
 * "第2621航次"), and at a paragraph, once the unit so far names
 * a port or a vessel; text without a port or vessel (greetings, "rate idea …" on its own line) joins the unit
 * it follows, so a position spread over several paragraphs stays whole.
 */
const STARTER =
  /^\s*(\d{1,2}[.)]\s|\(\d{1,2}\)|[a-h]\)\s|\([a-h]\)|[-•*–·▪►]\s|#\d|(cargo|ladung|position|order|货物?|船)\s*\d*\s*[:：]|【|(cargo|cargoes|ladung|anfrage|position|positions|order|货物|货盘)\s*$|(lot|partie|los)\s*\d{1,2}\s*[:：.)]|另外一票|另一票|第[一二三四五六七八九十\d]{1,2}票|v\.[ \t]?\d{3,5}\b|voy(?:age)?\.?[ \t]\d{2,5}[a-z]?\b|reise[ \t]\d{1,5}[a-z]?[ \t]*[:：]|第\d{2,5}[a-z]?航次)/i;

/** ports: groups of ports (a range or "A or B" is one); codes: the ports named; boxes: box counts. */
type Block = Span & {
  vessels: number;
  ports: number;
  starter: boolean;
  codes: Set<string>;
  /** The first port the block names (where its route starts). */
  first: string | null;
  boxes: boolean;
  /** The block states a quantity of its own: boxes or a TEU figure. */
  quantity: boolean;
  /** The day of its last sailing line (a port, a day and a free figure: segment-lines.ts). */
  day?: string | null;
  /** The block opens a paragraph (a blank line before it). */
  paragraph: boolean;
  /** The block names a ship in any way, also one the segmenter does not trust ("die OSTSEEWELLE ist …"). */
  named?: boolean;
  /** A name alone on its line over her bulleted facts: the bullets up to the next ship are hers. */
  header?: boolean;
  /** A numbered order of its own on the route of the one before ("(2) 6 x 20' DV, same routing"). */
  sameRoute?: boolean;
  /** A ship taken off the list ("MS WESER TRADER – gefixt, bitte streichen"): nothing after it is hers. */
  withdrawn?: boolean;
  /** Opens with a line naming a ship and nothing of a route ("MV FRISIAN DAWN (2008, 9,600 dwt, 698 teu)"). */
  shipLine?: boolean;
  /** Opens with where a ship goes next ("next Valencia or Barcelona …", "Richtung Kotka", "ETA Riga 12/12"). */
  onward?: boolean;
};

const complete = (b: Block) =>
  ((b.vessels > 0 || b.named) && b.ports > 0) || b.ports >= 2 || Boolean(b.withdrawn);

export function segmentUnits(masked: string): Unit[] {
  const tables = findTables(masked);
  if (!tables.length) return segmentText(masked);
  let plain = masked;
  for (const t of tables)
    plain =
      plain.slice(0, t.span.start) +
      plain.slice(t.span.start, t.span.end).replace(/[^\n]/g, ' ') +
      plain.slice(t.span.end);
  const rows: Unit[] = tables.flatMap((t) => t.rows.map((r) => ({ ...r.span, hints: r.hints })));
  const text = segmentText(plain).map((u) => ({ ...u, text: plain.slice(u.start, u.end) }));
  return [...text, ...rows].sort((a, b) => a.start - b.start);
}

/**
 * One ship is one availability: a fragment naming no ship and no boxes of its own, whose route starts or ends
 * at a port the ship's unit already names ("MV X open Bremerhaven 05/12." … "Route Bremerhaven - Gdynia, 280
 * slots", "… looking for cargo Hamburg - Klaipeda"), tells more of that position rather than opening an order.
 */
const INTRODUCES = /(?:如下|as follows|wie folgt|the following|folgende[sn]?)[ \t]*[:：]?[ \t]*$/i;
const ONWARD =
  /^\s*(?:next(?:\s+port)?|dir\.?|direction|richtung|nächster hafen|bound for|then|dann|eta)\b|^\s*(?:下一港|去)/i;
function restOfShip(current: Block, b: Block) {
  if ((current.vessels === 0 && !current.named) || b.vessels > 0 || b.named || b.boxes || b.starter)
    return false;
  // The fragment's route starts where the ship is ("Route Bremerhaven - Gdynia" under "open Bremerhaven"), or
  // the ship's unit names one port only and the fragment names it too ("… Richtung Helsinki frei." over
  // "Abfahrt Rostock …, Ankunft Helsinki …"); a route from elsewhere is an order of its own.
  if (b.first && current.codes.has(b.first)) return true;
  // "MV SANTA GIULIA … open Genova Monday 12/01" over "next Valencia or Barcelona (chrts option), ETA Valencia 15/01".
  if (b.onward && !b.paragraph && current.vessels > 0) return true;
  if (current.codes.size === 1) for (const c of b.codes) if (current.codes.has(c)) return true;
  return false;
}

/**
 * "40 TEU allocation on our weekly Rotterdam-Dublin service:" over "next sailing Sat 16 May (MV EMERALD ISLE),
 * ETA Dublin …" in the same paragraph: the ship named under a route it serves is that route's position.
 */
/**
 * One order is one cargo request: a fragment naming no ship and no quantity of its own, whose ports are all
 * ports the order above already names ("25 x 40HQ + 10 x 20GP" over "- Cargo ready at RTM from 21 Dec, must
 * arrive Gdynia before 31 Dec"; "Loading Leith from 4 Jan. Delivery Lerwick …" under the box lines), tells more
 * of that order rather than opening another.
 */
function restOfOrder(current: Block, b: Block) {
  if (current.vessels > 0 || current.named || !current.boxes || b.vessels > 0 || b.named || b.quantity)
    return false;
  if (!b.codes.size) return false;
  // "8 x 45' HC …, discharging from mother vessel at Hamburg" then, in the same paragraph, "Please arrange feeder
  // Hamburg - Tallinn": the route of the boxes above, starting where they are.
  if (!b.paragraph && current.codes.size && [...current.codes].every((c) => b.codes.has(c))) return true;
  for (const c of b.codes) if (!current.codes.has(c)) return false;
  return true;
}

function shipOfRoute(current: Block, b: Block) {
  if (b.vessels === 0 || b.paragraph || b.starter || current.vessels > 0 || current.boxes || current.named)
    return false;
  return sharesPort(current, b);
}

function sharesPort(a: Block, b: Block) {
  for (const c of b.codes) if (a.codes.has(c)) return true;
  return false;
}

const CAPS_ALONE =
  /^[ \t]{0,3}(\p{Lu}[\p{Lu}\d'’-]{2,20}(?:[ \t]\p{Lu}[\p{Lu}\d'’-]{0,20}){0,3})[ \t]{0,2}:?[ \t]*$/u;
const FACTS_UNDER =
  /^[ \t]{0,6}[-•*–·][ \t]{0,3}[^\n]{0,40}(?:\d[ \t]{0,2}teu\b|\bfrei\b|\bfree\b|\bopen\b|\boffen\b|stellpl)/i;
function nameOverFacts(text: string, next: string | undefined): boolean {
  if (next === undefined || !FACTS_UNDER.test(next)) return false;
  const m = CAPS_ALONE.exec(text);
  return Boolean(m && looseName(m[1], isPortWord));
}

// "HONG YUN 5 6月26日 梅尔辛 开", "BALTRUM frei Stettin KW 1", "NORDIC TERN opn Rotterdam 08/12", "* GREY SEAL      CORRECTION:
// opens …": a line opening with a name in capitals, then her date or what she does, or a column's gap.
const SHIP_FIRST =
  /^[ \t]{0,40}(?:[-•*–·][ \t]{1,3})?(\p{Lu}[\p{Lu}'’-]{1,20}(?:[ \t][\p{Lu}\d][\p{Lu}\d'’-]{0,20}){0,3})(?:[ \t]{2,}(?=\S)|[ \t]{1,3}(?:\d{1,2}[./]\d{1,2}\b|\d{1,2}月|(?:opn|open|opens|offen|frei|free|ab|ex|prompt)\b))/u;
function shipFirst(text: string): boolean {
  const m = SHIP_FIRST.exec(text.slice(0, 120));
  return Boolean(m && looseName(m[1], isPortWord));
}

function segmentText(masked: string): Unit[] {
  // Paragraphs, cut again at each line that names a vessel or is numbered or bulleted.
  const blocks: Block[] = [];
  let block: Block | null = null;
  let paragraphBreak = true;
  // A line read once: a mail repeating one line thousands of times costs one reading (issue 22).
  const seen = new Map<
    string,
    {
      vessel: boolean;
      ports: number;
      starter: boolean;
      codes: string[];
      boxes: boolean;
      quantity: boolean;
      day: string | null;
    }
  >();
  const lines = splitLines(masked).flatMap(splitLine);
  for (const [i, line] of lines.entries()) {
    if (!line.text.trim()) {
      paragraphBreak = true;
      continue;
    }
    let read = seen.get(line.text);
    if (!read) {
      const vessel = VESSEL_MARKER.test(line.text);
      // "MS BIRTE KOLDING": a port in the ship's name is no port of the line; nor is a bunker call.
      const name = vessel ? findVesselName(line.text, isPortWord) : null;
      const mentions = findPorts(line.text).filter(
        (p) => (!name || p.end <= name.start || p.start >= name.end) && !notOnRoute(line.text, p),
      );
      const groups = assignPortRoles(line.text, mentions);
      read = {
        vessel,
        // "Valencia range, ETA Valencia": one port named twice is no route of its own.
        ports: new Set(groups.map((g) => g.codes[0])).size,
        codes: groups.flatMap((g) => g.codes),
        boxes: findBoxes(line.text).length > 0,
        quantity: false,
        day: null,
        // A list marker opens a line: only its start is read (an anchored pattern re-reading a long blank run).
        starter: STARTER.test(line.text.slice(0, 60)),
      };
      read.quantity = read.boxes || TEU_FIGURE.test(line.text);
      read.day = read.ports > 0 ? sailingDay(line.text) : null;
      seen.set(line.text, read);
    }
    const { ports } = read;
    // A piece cut off before a second ship named without MV/MS ("…, VEGA open Lübeck") names one too; so does a
    // name in capitals alone on its line over her bulleted facts ("SIERRA NEVADA" over "- 300 Stellplätze frei").
    const header = !read.vessel && !line.ship && nameOverFacts(line.text, lines[i + 1]?.text);
    const vessel = read.vessel || Boolean(line.ship) || header || shipFirst(line.text);
    // A line with a route of its own ("ANR -> TLL") is the next order even without a number in front; not under a
    // ship with only where she opens so far ("MS ALSTERDAMM …\nfrei Hamburg …" over "… für Tallinn, danach Helsinki").
    const onward = block && block.vessels > 0 && block.ports === 1 && !read.starter;
    // "订单二：" or "Order 2 – ref HYR-4417" on its own line over "船名：OSTSEE PIONIER": the order's heading opens it.
    const underHeading =
      block !== null &&
      !paragraphBreak &&
      block.vessels === 0 &&
      block.ports === 0 &&
      !block.boxes &&
      orderHeading(masked.slice(block.start, block.end));
    if (
      !block ||
      paragraphBreak ||
      (vessel && !underHeading) ||
      (ports >= 2 && block.ports > 0 && !onward) ||
      read.starter ||
      (read.day && block.day && block.day !== read.day)
    ) {
      block = {
        start: line.start,
        end: line.end,
        vessels: 0,
        ports: 0,
        starter: read.starter,
        codes: new Set(),
        first: null,
        boxes: false,
        quantity: false,
        paragraph: paragraphBreak,
        header,
        withdrawn: vessel && WITHDRAWN_LINE.test(line.text) && !BACK_ON_MARKET.test(line.text),
        onward: ONWARD.test(line.text.slice(0, 30)),
        shipLine: read.vessel && ports === 0 && !read.starter,
      };
      blocks.push(block);
    }
    block.end = line.end;
    block.vessels += Number(vessel);
    block.ports += ports;
    block.first ??= read.codes[0] ?? null;
    for (const c of read.codes) block.codes.add(c);
    block.boxes ||= read.boxes;
    block.quantity ||= read.quantity;
    if (read.day) block.day = read.day;
    paragraphBreak = false;
  }
  // A block naming its ship without MV/MS ("RHEIN-MAIN opens Rotterdam …", "BF CARP" over "ETA Bilbao …") has a
  // ship too: a paragraph under it without one of its own ("Idea USD 210/teu for anything Rotterdam - Valencia")
  // tells more of that position.
  const isPort = isPortWord;
  for (const b of blocks) {
    const text = masked.slice(b.start, b.end);
    // "die OSTSEEWELLE ist ab Kiel … offen." over "Die NORDSTERN folgt …": a position of its own, not a route
    // the ship below serves.
    if (b.vessels > 0) b.named = true;
    else {
      const read = readShipNames(text, isPort);
      if (read.loosely) b.vessels = 1;
      b.named = read.named;
    }
  }
  const units: Block[] = [];
  for (const b of blocks) {
    const current = units[units.length - 1];
    // A paragraph opens the next position or order only with a vessel or a route of its own (or a list
    // marker): "Next: Helsinki / intake 200 TEU" under a position is the rest of it (issue 26).
    b.sameRoute =
      (b.starter || b.paragraph) &&
      b.boxes &&
      b.ports === 0 &&
      Boolean(current?.boxes) &&
      SAME_ROUTE.test(masked.slice(b.start, b.end));
    const opensUnit = b.vessels > 0 || b.ports >= 2 || (b.starter && b.ports > 0) || b.sameRoute;
    // An order of its own: a route that shares no port with the ship-less unit before it, even when that
    // unit named one port only ("装货港：宁波 / 卸货港：汉堡" over "另外一票：… 鹿特丹 … 里加").
    const ownRoute =
      b.ports >= 2 &&
      b.vessels === 0 &&
      current !== undefined &&
      current.vessels === 0 &&
      current.ports > 0 &&
      !current.boxes &&
      !sharesPort(current, b);
    // "SIERRA NEVADA" over "- 300 Stellplätze frei", "- offen Algeciras 17.06.", "- nach Casablanca".
    // "MV FRISIAN DAWN (2008, 698 teu)" over "- Christmas stay at Delfzijl …", "- Intended voyage: Eemshaven to Oslo":
    // bullets under a ship's line opening its block are her facts, up to the next ship.
    const bulletOfHeader =
      (current?.header || (current?.shipLine && current.vessels > 0)) &&
      b.starter &&
      b.vessels === 0 &&
      !b.boxes;
    // "Sun 22 Nov – MV KATTEGAT – 55 TEU" over "Sun 29 Nov – MV OSTERHAV – 30 TEU" under a route said above them:
    // each line names its ship and her slots, so the next is no part of the one before, route or none.
    const nextShip =
      current !== undefined && current.vessels > 0 && b.vessels > 0 && current.quantity && b.quantity;
    // "我司客户有一批锂离子电池需经鹿特丹中转至比雷埃夫斯，具体如下：" over the order's lines naming the same ports: the
    // sentence that introduces an order, no order of its own.
    const introduced =
      current !== undefined &&
      current.vessels === 0 &&
      !current.boxes &&
      b.vessels === 0 &&
      INTRODUCES.test(masked.slice(Math.max(current.start, current.end - 40), current.end)) &&
      sharesPort(current, b);
    // "- MS RIBE: verkauft, bitte aus den Listen nehmen" over "- MS VADEHAV, 340 TEU, frei Esbjerg …": the ship after
    // one taken off the list is a position of her own.
    const afterWithdrawn = current?.withdrawn && b.vessels > 0;
    const joins =
      current &&
      !ownRoute &&
      !afterWithdrawn &&
      !anotherSailing(current, b) &&
      (bulletOfHeader ||
        introduced ||
        restOfShip(current, b) ||
        restOfOrder(current, b) ||
        shipOfRoute(current, b) ||
        (!(opensUnit && complete(current)) && !nextShip));
    if (joins) {
      current.end = b.end;
      current.vessels += b.vessels;
      current.ports += b.ports;
      for (const c of b.codes) current.codes.add(c);
      current.boxes ||= b.boxes;
      current.quantity ||= b.quantity;
      if (b.day) current.day = b.day;
      current.named ||= b.named;
      current.header ||= b.header;
      current.shipLine ||= b.shipLine;
    } else units.push({ ...b, codes: new Set(b.codes) });
  }
  return units
    .filter((u) => u.vessels > 0 || u.ports > 0 || u.sameRoute)
    .map(({ start, end }) => ({ start, end }));
}
