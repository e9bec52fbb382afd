import { PORTS } from '../ports';
import type { PortMention } from './find-ports';

const WHERE = new Map(PORTS.map((p) => [p.code, p]));
/** Great-circle km; only to tell neighbours ("Gdynia/Gdansk") from a route ("Hamburg/Dublin"). */
function km(a: string, b: string) {
  const p = WHERE.get(a);
  const q = WHERE.get(b);
  if (!p || !q) return 0;
  const rad = Math.PI / 180;
  const h =
    Math.sin(((q.lat - p.lat) * rad) / 2) ** 2 +
    Math.cos(p.lat * rad) * Math.cos(q.lat * rad) * Math.sin(((q.lon - p.lon) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}
/** Ports written "A/B" or "A or B" are one range when they are neighbours; farther apart it is a route. */
const RANGE_KM = 300;

// "not Gdynia", "statt Kiel", "(delay at Gothenburg)", "wegen Verspätung in Aarhus": a port named as what the offer is
// not; "bunkering Algeciras en route", "prev call was Vigo", "bunkert in Skagen": a call that is no part of the route;
// "the strikes in Antwerp", "congestion at Gdansk": news of a port.
const NOT_THIS_PORT =
  /(?:\(|\b)(?:not|nicht|instead of|statt|rather than|delay(?:ed)?[ \t]{1,3}(?:at|in)|verspätung[ \t]{1,3}in|bunker(?:ing|s|stopp?|[ \t]stop)?(?:[ \t]{1,3}(?:at|in|off))?|bunkert(?:[ \t]{1,3}in)?|(?:prev(?:ious)?|last)[ \t]{1,3}(?:call|port)(?:[ \t]{1,3}(?:was|is))?|letzte[rn]?[ \t]{1,3}hafen(?:[ \t]{1,3}war)?|last[ \t]{1,3}called[ \t]{1,3}(?:at|in)|following[ \t]{1,3}her[ \t]{1,3}call[ \t]{1,3}(?:at|in)|bunkern(?:[ \t]{1,3}in)?|(?:strikes?|congestion|weather|fog|ice|streik|stau)[ \t]{1,3}(?:at|in|off))[ \t]{1,3}(?:in[ \t]{1,2})?$/i;
// "Calls Algeciras for bunkers only", "Skagen (bunkers)": a call for fuel only.
// "via Kiel Canal", "durch den Kiel-Kanal": the canal a ship passes, not the port.
const CANAL_AFTER = /^[ \t-]{0,2}(?:canal|kanal)\b/i;
const BUNKERS_AFTER =
  /^[ \t]{0,2}(?:\(?[ \t]{0,2}for[ \t]{1,2}bunker(?:s|ing)?|\(?[ \t]{0,2}bunkers?\b|zum[ \t]bunkern)/i;

/** A port named as no part of the route: corrected away, a delay, a bunker call, the previous call. */
export function notOnRoute(text: string, p: { start: number; end: number }) {
  return (
    NOT_THIS_PORT.test(text.slice(Math.max(0, p.start - 24), p.start)) ||
    BUNKERS_AFTER.test(text.slice(p.end, p.end + 20)) ||
    CANAL_AFTER.test(text.slice(p.end, p.end + 8))
  );
}

/**
 * Which named ports are the origin and which the destination, with alternatives. Ports joined by "/", "or",
 * "oder", "或" (optionally "… range") form one group: the first is the main port, the others alternatives.
 * A group's role comes from the nearest keyword before it on its line ("open", "ex", "POL", "von", "装港" →
 * origin; "for", "to", "nach", "Ziel", "POD", "前往", "至" → destination), then from a route written
 * "A - B" / "A > B", then from the order of appearance.
 */
export type PortGroup = {
  codes: string[];
  start: number;
  end: number;
  role: 'origin' | 'destination' | null;
  /** Named after "ETA"/"arriving": the ship's next call, which may be where it opens. */
  eta: boolean;
  confidence: number;
};

const JOIN = /^\s*(\/|,?\s*or\s|,?\s*oder\s|或者?|、|&|\+|and\s|und\s)\s*$/i;
const ROUTE = /^\s*(-|–|—|->|→|>|to|nach|至|到|—>|\/)\s*$/i;
const ORIGIN =
  /(?:\b((?:open(?:s|ing)?|opn|offen|öffnet|frei)(?:\s+(?:in|at|ex|im|ab))?|ready(?:\s+(?:in|at|ex))?|ex|from|von|ab|pol|abfahrt|departure|departing|sailing|etd|load(?:ing)?(?:\s*port)?|ladehafen|verladung in|sailing from)\b|起运港|装货港|装港|开航港|开船港|从|自|在)[\s:：.,]*$/i;
const DESTINATION =
  /(?:\b(to|for|für|nach|richtung|ri\.|ri(?=[\s:.,]*$)|dir\.?|direction|nächste[rnm]?\s+hafen|next\s+port|towards|twds|will go|can go|goes|heading(?:\s+(?:to|for))?|destination(?:\s+(?:unchanged|remains|still|is|as before))?|dest|ziel|bound(?:\s+for)?|pod|discharge(?:\s*port)?|disport|löschhafen|next|into|delivery)\b|目的港(?:均为|都是|为|是)?|卸货港|卸港|(?:下一港|下个港)(?:均为|都是|均|为|是)?|前往|去|往|到|至|抵|→|->|>)[\s:：.,]*$/i;
const MAINLINE_TO = /(?:大船|母船|一程船?)[ \t]{0,2}(?:到|抵达?)[\s:：]*$/;
const DISCHARGING =
  /\b(discharging|discharges|currently (?:at|in)|now (?:at|in)|löscht (?:in|gerade)|derzeit in)[\s:：.,]*$/i;
// "completes discharge Amsterdam", "after discharging at Kotka": where she becomes free, so where she opens unless
// an "open …" says otherwise.
const COMPLETES =
  /\b(?:complet\w*|finish\w*|after)\s{1,3}(?:her\s{1,3})?discharg\w*(?:\s{1,3}(?:in|at))?[\s:：.,]*$/i;
const ETA = /(?:\b(eta|arriving|arrival|ankunft|anlauf)\b|预计|抵达|到达)[^,，;；\n]{0,12}$/i;
const SAILS_AFTER = /离港|开航|开船|\b(etd|sails|departs|departure|abfahrt|auslaufen)\b/i;
const OPENS_AFTER = /^[ \t]+(frei|offen|open)\b/i;
const OPENS_BEFORE = /\b(?:open(?:s|ing)?|opn|offen|öffnet|frei)(?:\s+(?:in|at|ex|im|ab))?[\s:：.,]*$/i;
const ETA_AFTER = /^[\s\d月日号]{0,8}(抵达|到达|抵)$/;
// "delivery to Gdynia Container Terminal (GCT), for Hull": the terminal the boxes are brought to is where they load.
const DELIVERED_TO = /\b(?:delivery|deliver(?:ed)?|gate[- ]in|drop[- ]off)\s{1,3}(?:to|at)\s{1,3}$/i;
const TERMINAL_AFTER = /^[ \t]{1,2}(?:container[ \t]{1,2})?terminal\b/i;

function group(text: string, mentions: PortMention[]): PortGroup[] {
  const groups: PortGroup[] = [];
  for (const m of mentions) {
    const last = groups[groups.length - 1];
    const between = last ? text.slice(last.end, m.start) : '';
    // A joiner is a few characters; longer gaps are never tested (the pattern backtracks on long blank runs).
    const near = last && km(last.codes[0], m.codes[0]) <= RANGE_KM;
    if (last && near && (between === '' || (between.length <= 12 && JOIN.test(between)))) {
      for (const c of m.codes) if (!last.codes.includes(c)) last.codes.push(c);
      last.end = m.end;
    } else
      groups.push({ codes: [...m.codes], start: m.start, end: m.end, role: null, eta: false, confidence: 0 });
  }
  return groups;
}

export function assignPortRoles(text: string, mentions: PortMention[]): PortGroup[] {
  const groups = group(text, mentions);
  groups.forEach((g, i) => {
    const prevEnd = i > 0 ? groups[i - 1].end : 0;
    // Only the 40 characters before a port are read, so the line start is looked for in them alone: searching
    // back to the previous line break made a long line quadratic (issue 22).
    const windowStart = Math.max(0, g.start - 40);
    const lineStart = windowStart + text.slice(windowStart, g.start).lastIndexOf('\n') + 1;
    const before = text.slice(Math.max(lineStart, prevEnd, windowStart), g.start);
    const beforeEta = text.slice(Math.max(lineStart, g.start - 25), g.start);
    g.eta = ETA.test(beforeEta) || ETA_AFTER.test(beforeEta.slice(-10).trim());
    const after = text.slice(g.end, g.end + 6);
    if (COMPLETES.test(before)) {
      g.role = 'origin';
      g.confidence = 0.7;
    } else if (DISCHARGING.test(before) || /^\s*(卸货|卸船|löscht)/.test(after)) {
      // "currently discharging Hamburg", "在汉堡卸货": where the ship is now, not where it opens.
      g.role = null;
    } else if (/^\s*(开航|空出|开船|开)/.test(after)) {
      g.role = 'origin';
      g.confidence = 0.95;
    } else if (
      g.eta &&
      SAILS_AFTER.test(text.slice(g.end, Math.min(g.end + 24, groups[i + 1]?.start ?? text.length)))
    ) {
      // "预计6月18日抵奥斯陆，6月19日离港", "ETA Kiel 08.12., ETD 09.12.": where the ship arrives and then sails is
      // where it opens.
      g.role = 'origin';
      g.confidence = 0.85;
    } else if (DELIVERED_TO.test(before) && TERMINAL_AFTER.test(text.slice(g.end, g.end + 24))) {
      g.role = 'origin';
      g.confidence = 0.9;
    } else if (MAINLINE_TO.test(before)) {
      // "大船到鹿特丹后需二程 feeder 到赫尔辛基": where the mother vessel brings the boxes is where the feeder loads.
      g.role = 'origin';
      g.confidence = 0.9;
    } else if (DESTINATION.test(before)) {
      g.role = 'destination';
      g.confidence = 0.9;
    } else if (OPENS_AFTER.test(text.slice(g.end, g.end + 8))) {
      // "in Klaipėda frei", "Hamburg open 12/12": a port followed by the word that opens a ship.
      g.role = 'origin';
      g.confidence = 0.95;
    } else if (ORIGIN.test(before)) {
      g.role = 'origin';
      // Where a ship opens is surer than where a mail comes from ("Good morning from Gdynia" … "open Gdynia 05.12").
      g.confidence = OPENS_BEFORE.test(before) ? 0.92 : 0.9;
    }
    const next = groups[i + 1];
    if (next && next.start - g.end <= 6 && ROUTE.test(text.slice(g.end, next.start))) {
      if (!g.role) {
        g.role = 'origin';
        g.confidence = 0.8;
      }
      if (!next.role) {
        next.role = 'destination';
        next.confidence = 0.8;
      }
    }
  });
  return groups;
}
