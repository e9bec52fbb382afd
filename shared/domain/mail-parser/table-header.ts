import { findPorts } from './find-ports';
import type { Cell, RowHints } from './table';

/** What a table's header cells name (table.ts): a column's role, and ports named in date columns. */
export type Role =
  | 'vessel'
  | 'rate'
  | 'destination'
  | 'free'
  | 'eta'
  | 'date'
  | 'origin'
  | 'teu'
  | 'route'
  | 'currency'
  | 'basis'
  | 'equipment'
  | 'count'
  | 'weight';
// "etd hamburg", "eta pod", "汉堡开航": a header's label and a port, no figure ("ETD Hamburg 12.12." is a row's cell).
const portNamed = (t: string) => !/\d/.test(t) && t.length <= 24 && findPorts(t).length > 0;

/**
 * "ETD Hamburg | … | ETA Klaipeda": a date column named with its port gives that port to every row (the origin
 * under an ETD, the destination under an ETA).
 */
export function headerPorts(
  header: (Role | null)[],
  cells: Cell[],
): Pick<RowHints, 'headerOrigin' | 'headerDestination'> {
  const out: Pick<RowHints, 'headerOrigin' | 'headerDestination'> = {};
  header.forEach((role, k) => {
    const c = cells[k];
    if (!c || (role !== 'date' && role !== 'eta')) return;
    const p = findPorts(c.text)[0];
    if (!p) return;
    const named = { code: p.codes[0], span: { start: c.start + p.start, end: c.start + p.end } };
    // "ETA Hamburg | ETD Hamburg": an ETA before the sailing day is her arrival where she loads.
    const sails = header.indexOf('date');
    if (role === 'date' || (sails >= 0 && k < sails)) out.headerOrigin ??= named;
    else out.headerDestination ??= named;
  });
  return out;
}

/** What a header cell names, by the words brokers put in position lists (English, German, Chinese). */
export function roleOf(header: string): Role | null {
  const role = roleOfOne(header);
  if (role || !/[/／]/.test(header) || /m\/v|m\/s/i.test(header)) return role;
  // "Schiff/Vessel", "Frei/Free", "Nach/To", "Anzahl/Qty": a header in two languages names one column; the last
  // part read decides ("Ab/From" is where she opens, not when).
  return (
    header
      .split(/[/／]/)
      .map(roleOfOne)
      .filter((r) => r !== null)
      .at(-1) ?? null
  );
}

function roleOfOne(header: string): Role | null {
  // "open_date", "rate_usd_teu": a spreadsheet's export writes its headers with underscores.
  // "开航(ETD)", "到港（ETA）": a gloss in brackets after the header's word.
  const t = header
    .replace(/[\s_]+/g, ' ')
    .replace(/(?<=\S)\s?[(（][^()（）]{1,8}[)）]$/, '')
    .trim()
    .toLowerCase();
  if (!t || t.length > 30) return null;
  // "开（不来梅哈芬）", "抵（科特卡）", "Abfahrt Hamburg": the day she sails from or arrives at the port the header names.
  const named = header.trim();
  if (/^(?:开|开航|开船|离港)\s?[(（]/.test(named) && portNamed(named)) return 'date';
  if (/^(?:抵|到|到港|抵港|抵达)\s?[(（]/.test(named) && portNamed(named)) return 'eta';
  if (/^(?:abfahrt|departure|sailing|dep\.?)\s/.test(t) && portNamed(named)) return 'date';
  if (
    /^(vessel|ship|schiff|name|mv|ms|m\/v|vsl|tonnage|unit|einheit|candidate|vessel name|vsl name|ship name|schiffsname|navio|nave|buque|barco|schip|船名|船|船舶|船舶名称)$/.test(
      t,
    )
  )
    return 'vessel';
  // A fleet system's export: "…,rate,currency,basis" over "…,310,USD,per TEU".
  // "ETA POD", "ETD VLC": a date column named with its port.
  if (/^eta\b/.test(t) && (t.length <= 12 || portNamed(t))) return 'eta';
  // "ab Hamburg", "ex RTM": the day she leaves the port the header names.
  if (/^(?:ab|ex|from|von|frei ab|open)\b/.test(t) && portNamed(t)) return 'date';
  if (/^etd\b/.test(t) && (t.length <= 12 || portNamed(t))) return 'date';
  if (/开航|开船|离港/.test(t) && portNamed(t)) return 'date';
  if (/到港|抵港/.test(t) && portNamed(t)) return 'eta';
  if (/^(currency|curr|ccy|währung|waehrung|币种)$/.test(t)) return 'currency';
  if (/^(basis|rate basis|price basis|计价方式)$/.test(t)) return 'basis';
  // "USD/teu", "EUR pro TEU", "€/box": a column of bare rates named by their currency.
  if (/rate|price|fracht|preis|freight|frete|flete|nolo|运价|价格|^(?:usd|eur|€|\$)(?![a-z])/.test(t))
    return 'rate';
  // "Route: Hamburg → Gdingen": both ports in one cell, read from the row's text.
  if (/^(route|routing|strecke|relation|trade|航线)$/.test(t)) return 'route';
  // A Portuguese, Spanish or Italian desk's columns ("Navio | TEU | livres | aberto | data | destino | frete").
  if (/^(destino|destinazione)$/.test(t)) return 'destination';
  if (/^(livres|libres|liberi|disponível|disponible|disponibili)$/.test(t)) return 'free';
  if (/^(aberto|abierto|aperto)$/.test(t)) return 'origin';
  if (/^(data|fecha)$/.test(t)) return 'date';
  if (
    /next|dest|ziel|^pod$|^nach$|^to$|nächst|richtung|^dir\.?$|direction|heading|discharg|lösch|下一港|目的港|卸港|卸货港|去向/.test(
      t,
    )
  )
    return 'destination';
  // "frei ab", "free from", "open from": when, not how much.
  if (
    /^(frei ab|free from|available from|open from|verfügbar ab|offen ab|open date|opening date|ladezeit|ladefenster|loading date|loading window)$/.test(
      t,
    )
  )
    return 'date';
  // "总舱位" (the ship's whole capacity) before "舱位" (slots, the free figure).
  if (/总舱位|总箱位|额定舱位/.test(t)) return 'teu';
  if (/free|frei|slots|avail|\bavl\b|avbl|verfügbar|spare|intake|剩余|可用|空余|空位|空舱|舱位/.test(t))
    return 'free';
  if (/^eta$|arrival|ankunft|抵达|到港|^抵$|^到$/.test(t)) return 'eta';
  if (
    /^(date|datum|open date|etd|ab|laycan|departure|abfahrt|sailing|日期|时间|空出时间|开航日期|开航日|开航|开|开船日期|开舱日|空船日期)$/.test(
      t,
    )
  )
    return 'date';
  if (
    /open|offen|^port$|^hafen$|^pol$|^from$|^ex$|^von$|^opn$|load|lade|position|空出港|空船港|空港|港口|起运港|开航港|开船港|开舱港|装港/.test(
      t,
    )
  )
    return 'origin';
  // A tender's order table: "Equipment | Menge/Woche | Ø Gewicht je Box", "箱型 | 每周箱量 | 单箱毛重".
  if (
    /^(?:equipment|equipment type|container|container type|containertyp|box type|box|typ|type|ausrüstung|箱型|柜型)$/.test(
      t,
    )
  )
    return 'equipment';
  if (
    /(?<!载)箱量|数量|箱数|柜量|^(?:weekly )?(?:volume|quantity|qty|boxes|units|containers|menge|anzahl)\b|menge|anzahl/.test(
      t,
    )
  )
    return 'count';
  if (/weight|gewicht|\bwt\b|毛重|重量/.test(t) && !/total|gesamt|总/.test(t)) return 'weight';
  if (/^teu$|size|cap|kapazität|\bkap\b|nominal|\bnom\b|größe|载箱量|箱量|船型/.test(t)) return 'teu';
  return null;
}
