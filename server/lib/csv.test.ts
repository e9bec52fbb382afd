import { describe, expect, it } from 'vitest';
import { parseCsv } from '../test/csv';
import { csvCell, csvFilename, csvLine } from './csv';

const FORMULA_START = /^[=+\-@\t\r]/;

describe('csvCell', () => {
  it('quotes every cell, doubling quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('Lines, Ltd.')).toBe('"Lines, Ltd."');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(true)).toBe('"true"');
  });

  it('defuses formulas: a text starting with = + - @ tab or CR gets an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+49 40 123')).toBe(`"'+49 40 123"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('a=b')).toBe('"a=b"');
    // Numbers the server writes itself are data, not text someone typed.
    expect(csvCell(-5)).toBe('"-5"');
  });

  it('defuses a formula after a separator inside a cell, for spreadsheets that split on ; or ,', () => {
    expect(csvCell('Acme;=1+1;')).toBe(`"Acme;'=1+1;"`);
    expect(csvCell('Acme, @SUM(A1)')).toBe(`"Acme, '@SUM(A1)"`);
    expect(csvCell('a;+b,-c')).toBe(`"a;'+b,'-c"`);
  });

  it('leaves no formula in any cell, read with either separator and even with the quotes ignored', () => {
    const hostile = ['Acme;=1+1;', '=cmd|calc', 'x,@SUM(A1)', 'a; -2+3', 'say "=hi";+x', 'plain'];
    const line = csvLine(hostile);
    for (const separator of [',', ';'] as const) {
      const cells = parseCsv(line, separator).flat();
      for (const cell of cells) expect(cell).not.toMatch(FORMULA_START);
      // A spreadsheet that does not honour quotes: split on the separator, then drop the quote characters.
      for (const cell of line.trimEnd().split(separator)) {
        expect(cell.replace(/^[\s"]+/, '')).not.toMatch(FORMULA_START);
      }
    }
    // Read with the separator it was written with, every cell comes back whole.
    expect(parseCsv(line)[0]).toEqual([
      "Acme;'=1+1;",
      "'=cmd|calc",
      "x,'@SUM(A1)",
      "a; '-2+3",
      `say "=hi";'+x`,
      'plain',
    ]);
  });

  it('ends each line with CRLF and names files by list and day', () => {
    expect(csvLine(['a', null, 'b,c'])).toBe('"a","","b,c"\r\n');
    expect(csvFilename('users', new Date('2026-03-01T23:59:00Z'))).toBe('feederhub-users-2026-03-01.csv');
  });
});
