import { splitLines } from './clean';
import { findPorts } from './find-ports';
import { type Ditto, isDitto, takeDittos } from './table-ditto';
import { headerPorts, type Role, roleOf } from './table-header';
import type { Span } from './types';

/**
 * A table of positions or orders (cells split by "|" or tabs under a header row such as "VESSEL | TEU | OPEN |
 * DATE | NEXT"): every row is one unit, and the header says what each cell holds, which the words of a row
 * alone do not ("600" in a TEU column is the intake; the first cell is the ship). A spreadsheet's export
 * ("vessel;teu;free;open_port;open_date") parts its cells with semicolons.
 */
export type Cell = Span & { text: string };
export type RowHints = {
  kind: 'availability' | 'cargo_request' | null;
  vessel?: Cell;
  /** The free figure ("Free", "frei", 剩余舱位), else the one TEU column. */
  teu?: Cell;
  /** The ship's nominal size when a free column stands beside it ("TEU", "Size", 载箱量). */
  capacity?: Cell;
  origin?: Cell;
  destination?: Cell;
  /** The open date or ETD; an ETA after the destination column is the arrival there. */
  departure?: Cell;
  arrival?: Cell;
  rate?: Cell;
  /** The currency a rate column's header names ("rate_usd_teu", "Rate EUR") or a currency column holds, for rate
   * cells of bare figures. */
  rateCurrency?: 'USD' | 'EUR';
  /** What a basis column says a bare rate is per ("per box"); per TEU otherwise. */
  rateBasis?: 'per_teu' | 'per_box' | 'lump_sum';
  /** An order's box line in cells: its equipment ("40' HC", "20GP"), count and weight per box. */
  equipment?: Cell;
  count?: Cell;
  weight?: Cell;
  /** A port a date column's header names ("ETD Hamburg", "ETA Klaipeda", "汉堡开航"), for every row (absolute). */
  headerOrigin?: { code: string; span: Span };
  headerDestination?: { code: string; span: Span };
  /** Cells that repeat the row above ("dito", "same", "同上"). */
  same?: Ditto[];
};
export type TableRow = { span: Span; hints: RowHints };
export type Table = { span: Span; rows: TableRow[] };

// Characters a fixed-width font draws two columns wide (Chinese, Japanese, Korean, full-width forms).
const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/g;
/** Where a text ends on screen, in columns: a table aligned under "船名" counts 船 and 名 as two columns each. */
const columns = (t: string) => t.length + (t.match(WIDE)?.length ?? 0);

type SpacedCell = Cell & { column: number };

/** Cells of a line aligned with spaces: runs of two or more spaces part them ("WESER 2      Bremerhaven   20/10"). */
function spacedCells(line: string, start: number): SpacedCell[] {
  const out: SpacedCell[] = [];
  for (const m of line.matchAll(/\S+(?: \S+)*/g))
    out.push({
      start: start + m.index,
      end: start + m.index + m[0].length,
      text: m[0],
      column: columns(line.slice(0, m.index)),
    });
  return out;
}

/** A row of a table aligned with spaces, each cell under the header cell it starts under (a cell may be empty). */
function alignedRow(header: SpacedCell[], row: SpacedCell[]): Cell[] {
  const out: Cell[] = [];
  for (const c of row) {
    let k = 0;
    for (let i = 0; i < header.length; i++)
      if (header[i].column - header[0].column <= c.column - row[0].column + 2) k = i;
    if (!out[k]) out[k] = c;
  }
  return out;
}

function cells(line: string, start: number, sep: string): Cell[] {
  if (sep === '  ') return spacedCells(line, start);
  const out: Cell[] = [];
  let from = 0;
  for (const part of line.split(sep)) {
    const lead = part.length - part.trimStart().length;
    const text = part.trim();
    out.push({ start: start + from + lead, end: start + from + lead + text.length, text });
    from += part.length + sep.length;
  }
  // A table drawn with outer bars ("| a | b |") has empty first and last cells.
  if (sep === '|' && out.length && !out[0].text) out.shift();
  if (sep === '|' && out.length && !out[out.length - 1].text) out.pop();
  return out;
}

const count = (t: string, c: string) => {
  let n = 0;
  for (let i = t.indexOf(c); i >= 0 && n < 2; i = t.indexOf(c, i + 1)) n++;
  return n;
};
/** Two gaps of two spaces or more between words at least ("WESER 2     Bremerhaven   20/10"). */
const spaced = (t: string) => {
  let n = 0;
  for (const _ of t.matchAll(/\S {2,}(?=\S)/g)) if (++n >= 2) return true;
  return false;
};
const separatorOf = (t: string) =>
  count(t, '\t') >= 2
    ? '\t'
    : count(t, '|') >= 2
      ? '|'
      : // "BALTIC PEARL / 2550N / 12月9日 汉堡 / …": slashes with spaces around them (not a date's "12/5").
        count(t, ' / ') >= 2
        ? ' / '
        : count(t, ';') >= 2 && !/;\s/.test(t)
          ? ';'
          : spaced(t)
            ? '  '
            : // "vessel,capacity_teu,free_teu,…": comma-separated values, no space after a comma.
              count(t, ',') >= 2 && !/,\s/.test(t)
              ? ','
              : null;

// "(name | nom | free | opn | date | to)", "(Schiff, offen ab, Datum, nach, frei / Kapazität)", "（船名/总箱量/剩余舱位/…）",
// "legend: nominal/free, opn port, opn date, next port": the column names written under the rows they name.
const LEGEND =
  /^\s*(?:(?:legend|legende|key|说明|图例)\s*[:：]\s*(.{6,200}?)|[(（]\s*(.{6,200}?)\s*[)）])\s*$/i;

function legendRoles(text: string): (Role | null)[] | null {
  const m = LEGEND.exec(text);
  const body = m?.[1] ?? m?.[2];
  if (!body) return null;
  for (const sep of ['|', '\t', ',', '，', '、', ';', '/']) {
    const parts = body.split(sep).map((p) => p.trim());
    if (parts.length < 3 || parts.some((p) => !p)) continue;
    const roles = parts.map(roleOf);
    if (roles.filter(Boolean).length >= 3 && (roles.includes('origin') || roles.includes('destination')))
      return roles;
  }
  return null;
}

/** The rows right above a legend line, each with as many cells as the legend names (or one more: the ship's). */
function rowsAboveLegend(lines: ReturnType<typeof splitLines>, at: number, from: number): Table | null {
  const legend = legendRoles(lines[at].text);
  if (!legend) return null;
  // A blank line may stand between the rows and their legend.
  let last = at - 1;
  while (last > from && last >= at - 2 && !lines[last].text.trim()) last--;
  const sep = last >= from ? separatorOf(lines[last].text) : null;
  if (!sep) return null;
  const header: (Role | null)[] = legend.includes('vessel') ? legend : ['vessel', ...legend];
  const rows: TableRow[] = [];
  for (let j = last; j >= from && separatorOf(lines[j].text) === sep; j--) {
    const row = cells(lines[j].text, lines[j].start, sep);
    if (row.length !== legend.length && row.length !== header.length) break;
    rows.unshift({
      span: { start: lines[j].start, end: lines[j].end },
      hints: rowHints(row.length === legend.length ? legend : header, '', row),
    });
  }
  return rows.length ? { span: { start: rows[0].span.start, end: lines[at].end }, rows } : null;
}

const PORT_THEN_DAY = /^[^\d()]{2,40}?[ \t]*[/,–-]?[ \t]*\d{1,2}[./]\d{1,2}\.?$/;

export function findTables(masked: string): Table[] {
  const tables: Table[] = [];
  const lines = splitLines(masked);
  // The first line not yet read as a table's.
  let from = 0;
  for (let i = 0; i < lines.length; i++) {
    const legend =
      i > from && lines[i].text.length <= 240 && LEGEND.test(lines[i].text)
        ? rowsAboveLegend(lines, i, from)
        : null;
    if (legend) {
      tables.push(legend);
      from = i + 1;
      continue;
    }
    const sep = separatorOf(lines[i].text);
    if (!sep || lines[i].text.length > 400) continue;
    // A header aligned with spaces holds words only ("Vessel   Open   Date   Free"), not a row's figures.
    if (sep === '  ' && /\d/.test(lines[i].text)) continue;
    const headerCells = cells(lines[i].text, lines[i].start, sep);
    const aligned = sep === '  ' ? spacedCells(lines[i].text, lines[i].start) : null;
    const header = headerCells.map((c) => roleOf(c.text));
    const known = header.filter(Boolean);
    const named = headerPorts(header, headerCells);
    const routed =
      header.includes('origin') ||
      header.includes('destination') ||
      header.includes('route') ||
      named.headerOrigin ||
      named.headerDestination;
    // "船名 | 空舱 | 开 | 抵" over "HUA XIANG 9 | 210TEU | 2/1 汉堡 | 2/3 格但斯克": the ports in the day columns.
    const dayPorts = header.includes('vessel') && header.includes('date') && header.includes('eta');
    if (known.length < 3 || !(routed || dayPorts)) continue;
    const rows: TableRow[] = [];
    let openDayAbove = false;
    let j = i + 1;
    for (; j < lines.length; j++) {
      const t = lines[j].text;
      if (/^[\s|\-=+:]*$/.test(t) && t.includes('-')) continue; // a ruler line "---+---"
      // A row's second line of particulars, indented under the first column ("   (blt 2006, 7,700 dwt …)",
      // "        | Bj. 2009, 110 Reefer-Stecker"): no row of its own.
      if (rows.length && /^[ \t]{6,}[|(\p{L}]/u.test(t) && j + 1 < lines.length) continue;
      // A blank line between rows (a table pasted double-spaced) when another row follows.
      if (!t.trim() && j + 1 < lines.length && separatorOf(lines[j + 1].text) === sep) continue;
      if (separatorOf(t) !== sep) break;
      const rowCells = aligned
        ? alignedRow(aligned, spacedCells(t, lines[j].start))
        : cells(t, lines[j].start, sep);
      const openCell = rowCells[header.indexOf('origin')];
      const hints: RowHints = {
        ...rowHints(header, headerCells[header.indexOf('rate')]?.text ?? '', rowCells, openDayAbove),
        ...named,
      };
      if (openCell && !isDitto(openCell.text)) openDayAbove = hints.departure === openCell;
      // Under "ETA Klaipeda" (the destination named in the header) a row's day is its arrival there.
      const eta = named.headerDestination ? rowCells[header.indexOf('eta')] : undefined;
      if (eta?.text && !hints.arrival) {
        if (hints.departure === eta) hints.departure = undefined;
        hints.arrival = eta;
      }
      rows.push({ span: { start: lines[j].start, end: lines[j].end }, hints });
    }
    if (rows.length) {
      tables.push({ span: { start: lines[i].start, end: lines[j - 1].end }, rows });
      i = j - 1;
      from = j;
    }
  }
  return tables;
}

function rowHints(header: (Role | null)[], rateHeader: string, row: Cell[], openDayAbove = false): RowHints {
  // A ship's column, or free slots ("Reise | Abfahrt Hamburg | … | freie Stellplätze" under one ship's name): positions.
  const hints: RowHints = {
    kind: header.includes('vessel') || header.includes('free') ? 'availability' : null,
  };
  const currency = /usd|\$/i.test(rateHeader) ? 'USD' : /eur|€/i.test(rateHeader) ? 'EUR' : null;
  if (currency) hints.rateCurrency = currency;
  const destinationAt = header.includes('destination')
    ? header.indexOf('destination')
    : header.indexOf('route');
  // "offen | Route | ETA" with "03.12." under "offen": an open column without a port holds her open day.
  const originAt = header.indexOf('origin');
  // ("same" under "Open" repeats the day above when that column held days.)
  // An open column holding a day, not a port ("open | 09.01."), also where a port column stands beside it.
  const dayCell = (c: Cell | undefined, k: number) =>
    Boolean(c?.text) &&
    (isDitto(c?.text ?? '') ? k === originAt && openDayAbove : findPorts(c?.text ?? '').length === 0);
  const openDay = header.some((r, k) => r === 'origin' && dayCell(row[k], k));
  const hasDate = header.includes('date') || openDay;
  const dateAt = header.indexOf('date');
  header.forEach((header, k) => {
    const c = row[k];
    // "箱量" beside a ship's name is her size, not a count of boxes.
    const role = header === 'count' && hints.kind === 'availability' ? 'teu' : header;
    if (!c?.text || !role) return;
    // A day with the port it is at ("2/1 汉堡" under "开", "2/3 格但斯克" under "抵"): where she sails from or arrives.
    const portToo = /\d/.test(c.text) && findPorts(c.text).length > 0;
    if (portToo && role === 'date') hints.origin ??= c;
    if (portToo && role === 'eta' && destinationAt < 0) hints.destination ??= c;
    // "Rotterdam / 04.12" under "NEXT PORT / ETA": the day beside the next port is her arrival there.
    if (role === 'destination' && portToo && PORT_THEN_DAY.test(c.text.trim())) hints.arrival ??= c;
    if (role === 'eta') {
      // "Schiff | ETA | ETD | Hafen | nächster Hafen | ETA": the ETA after the next port is the arrival there; one
      // before it is when the ship reaches its open port, its open date when no ETD or date column is given.
      // With no destination column, an ETA after the sailing day is her arrival ("开 | 抵").
      if (destinationAt >= 0 ? k > destinationAt : dateAt >= 0 && k > dateAt) hints.arrival ??= c;
      else if (!hasDate) hints.departure ??= c;
      return;
    }
    // "frei ab | Datum", "ab | Datum": a date column holding a place ("Hamburg") says where the ship is free.
    // ("prompt", "sofort" in a date column are dates: only a port makes it a place).
    if (role === 'date' && !/\d/.test(c.text) && findPorts(c.text).length > 0) hints.origin ??= c;
    else if (role === 'date' || (role === 'origin' && dayCell(c, k))) hints.departure ??= c;
    else if (role === 'route') return;
    else if (role === 'currency') {
      const code = /usd|\$|美元/i.test(c.text) ? 'USD' : /eur|€|欧元/i.test(c.text) ? 'EUR' : null;
      if (code) hints.rateCurrency = code;
    } else if (role === 'basis') {
      const basis = /box|cntr|container|unit|柜|箱/i.test(c.text)
        ? 'per_box'
        : /lump|pauschal|total|包干/i.test(c.text)
          ? 'lump_sum'
          : /teu/i.test(c.text)
            ? 'per_teu'
            : null;
      if (basis) hints.rateBasis = basis;
    } else if (role === 'free') hints.teu = c;
    else if (role === 'teu') hints.capacity = c;
    else hints[role] ??= c;
  });
  const same = takeDittos(hints);
  if (same.length) hints.same = same;
  // One TEU column and no free column: that figure is the intake.
  if (!hints.teu && hints.capacity) {
    hints.teu = hints.capacity;
    hints.capacity = undefined;
  }
  return hints;
}

const HINT_CELLS = [
  'vessel',
  'teu',
  'capacity',
  'origin',
  'destination',
  'departure',
  'arrival',
  'rate',
  'equipment',
  'count',
  'weight',
] as const;
export function relativeHints(unit: Span & { hints?: RowHints }): RowHints | undefined {
  if (!unit.hints) return undefined;
  const move = (c?: Cell) => c && { ...c, start: c.start - unit.start, end: c.end - unit.start };
  const h = unit.hints;
  const moved: RowHints = {
    kind: h.kind,
    rateCurrency: h.rateCurrency,
    rateBasis: h.rateBasis,
    headerOrigin: h.headerOrigin,
    headerDestination: h.headerDestination,
    same: h.same,
  };
  for (const key of HINT_CELLS) moved[key] = move(h[key]);
  return moved;
}
