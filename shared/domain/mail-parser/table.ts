import { splitLines } from './clean';
import type { Span } from './types';

/**
 * A table of positions or orders (cells split by "|" or tabs under a header row such as "VESSEL | TEU | OPEN |
 * DATE | NEXT"): every row is one unit, and the header says what each cell holds, which the words of a row
 * alone do not ("600" in a TEU column is the intake; the first cell is the ship).
 */
export type Cell = Span & { text: string };
export type RowHints = {
  kind: 'availability' | 'cargo_request' | null;
  vessel?: Cell;
  teu?: Cell;
  origin?: Cell;
  destination?: Cell;
};
export type TableRow = { span: Span; hints: RowHints };
export type Table = { span: Span; rows: TableRow[] };

type Role = Exclude<keyof RowHints, 'kind'> | 'date' | 'rate';
const ROLES: [Role, RegExp][] = [
  ['vessel', /^(vessel|ship|schiff|name|mv|ms|vessel name|船名|船)$/i],
  ['destination', /^(next|to|dest\.?|destination|ziel|zielhafen|pod|nach|下一港|目的港|卸港|卸货港)$/i],
  ['date', /^(date|datum|open date|etd|eta|ab|laycan|日期|时间|空出时间|开航日期)$/i],
  [
    'origin',
    /^(open|port|open port|hafen|pol|from|ex|von|load port|ladehafen|空出港|港口|起运港|开航港|装港)$/i,
  ],
  ['teu', /^(teu|intake|cap\.?|capacity|size|kapazität|free|frei|slots|载箱量|舱位|可用舱位)$/i],
  ['rate', /^(rate|price|fracht|preis|运价)$/i],
];

function cells(line: string, start: number, sep: string): Cell[] {
  const out: Cell[] = [];
  let from = 0;
  for (const part of line.split(sep)) {
    const lead = part.length - part.trimStart().length;
    const text = part.trim();
    out.push({ start: start + from + lead, end: start + from + lead + text.length, text });
    from += part.length + 1;
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
const separatorOf = (t: string) => (count(t, '\t') >= 2 ? '\t' : count(t, '|') >= 2 ? '|' : null);

export function findTables(masked: string): Table[] {
  const tables: Table[] = [];
  const lines = splitLines(masked);
  for (let i = 0; i < lines.length; i++) {
    const sep = separatorOf(lines[i].text);
    if (!sep || lines[i].text.length > 400) continue;
    const header = cells(lines[i].text, lines[i].start, sep).map((c) => {
      const role = ROLES.find(([, re]) => re.test(c.text.replace(/\s+/g, ' ')))?.[0] ?? null;
      return role;
    });
    const known = header.filter(Boolean);
    if (known.length < 3 || !(header.includes('origin') || header.includes('destination'))) continue;
    const rows: TableRow[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const t = lines[j].text;
      if (/^[\s|\-=+:]*$/.test(t) && t.includes('-')) continue; // a ruler line "---+---"
      if (separatorOf(t) !== sep) break;
      const row = cells(t, lines[j].start, sep);
      const hints: RowHints = { kind: header.includes('vessel') ? 'availability' : null };
      header.forEach((role, k) => {
        const c = row[k];
        if (!c?.text || !role || role === 'date' || role === 'rate') return;
        hints[role] = c;
      });
      rows.push({ span: { start: lines[j].start, end: lines[j].end }, hints });
    }
    if (rows.length) {
      tables.push({ span: { start: lines[i].start, end: lines[j - 1].end }, rows });
      i = j - 1;
    }
  }
  return tables;
}
