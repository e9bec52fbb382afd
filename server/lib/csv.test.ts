import { describe, expect, it } from 'vitest';
import { csvCell, csvFilename, csvLine } from './csv';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Lines, Ltd.')).toBe('"Lines, Ltd."');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(true)).toBe('true');
  });

  it('defuses formulas: a text starting with = + - @ tab or CR gets an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+49 40 123')).toBe("'+49 40 123");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('a=b')).toBe('a=b');
    // Numbers the server writes itself are data, not text someone typed.
    expect(csvCell(-5)).toBe('-5');
  });

  it('ends each line with CRLF and names files by list and day', () => {
    expect(csvLine(['a', null, 'b,c'])).toBe('a,,"b,c"\r\n');
    expect(csvFilename('users', new Date('2026-03-01T23:59:00Z'))).toBe('feederhub-users-2026-03-01.csv');
  });
});
