import { describe, expect, it } from 'vitest';
import { cleanMail } from './clean';
import { boxesTeu, findBoxes } from './find-amounts';
import { findDates } from './find-dates';
import { findPorts } from './find-ports';
import { findPrices } from './find-prices';
import { parseMail } from './index';

const codes = (text: string) => findPorts(text).map((m) => m.codes.join('+'));
const dates = (text: string, mail = '2025-12-08') => findDates(text, mail).map((d) => [d.from, d.to, d.kind]);

describe('port recognition', () => {
  it('reads LOCODEs, short forms and names in English, German and Chinese', () => {
    expect(codes('DEHAM NLRTM HAM RTM ANR HH BHV')).toEqual([
      'DEHAM',
      'NLRTM',
      'DEHAM',
      'NLRTM',
      'BEANR',
      'DEHAM',
      'DEBRV',
    ]);
    expect(codes('Danzig, Gdingen, Antwerpen, Genua, Göteborg, Kopenhagen')).toEqual([
      'PLGDN',
      'PLGDY',
      'BEANR',
      'ITGOA',
      'SEGOT',
      'DKCPH',
    ]);
    expect(codes('汉堡 鹿特丹 格但斯克 赫尔辛基 不来梅哈芬 不来梅')).toEqual([
      'DEHAM',
      'NLRTM',
      'PLGDN',
      'FIHEL',
      'DEBRV',
      'DEBRE',
    ]);
    expect(codes('Gdańsk, Lübeck, Luebeck, St. Petersburg, ARA')).toEqual([
      'PLGDN',
      'DELBC',
      'DELBC',
      'RULED',
      'NLRTM+NLAMS+BEANR',
    ]);
  });
  it('prefers the longest name and ignores words that only look like ports', () => {
    expect(codes('Bremerhaven')).toEqual(['DEBRV']);
    expect(codes("the ship's hull, ham sandwich, 20 MAR, 500 DKK")).toEqual([]);
    expect(codes('Hull')).toEqual(['GBHUL']);
    expect(codes('Hamburger Hafen')).toEqual([]);
  });
});

describe('date recognition relative to the mail', () => {
  it('reads ranges, numeric and named dates', () => {
    expect(dates('12-15 Dec')).toEqual([['2025-12-12', '2025-12-15', 'range']]);
    expect(dates('15/12')).toEqual([['2025-12-15', null, 'day']]);
    expect(dates('ab 12.12., bis 20.12.2025')).toEqual([
      ['2025-12-12', null, 'day'],
      ['2025-12-20', null, 'day'],
    ]);
    expect(dates('Verladung 20.–22. Oktober', '2025-10-13')).toEqual([['2025-10-20', '2025-10-22', 'range']]);
    expect(dates('12月12日-15日')).toEqual([['2025-12-12', '2025-12-15', 'range']]);
    expect(dates('Dec 12')).toEqual([['2025-12-12', null, 'day']]);
    expect(dates('laycan 20/12-02/01')).toEqual([['2025-12-20', '2026-01-02', 'range']]);
  });
  it('rolls over the year and reads bare ordinals, weeks and "prompt"', () => {
    expect(dates('ready 5 Jan', '2025-12-29')).toEqual([['2026-01-05', null, 'day']]);
    expect(dates('ETA Hamburg 3rd', '2025-12-29')).toEqual([['2026-01-03', null, 'day']]);
    expect(dates('ETA Hamburg 30th', '2025-12-29')).toEqual([['2025-12-30', null, 'day']]);
    expect(dates('KW 38', '2025-09-08')).toEqual([['2025-09-15', '2025-09-21', 'week']]);
    expect(dates('prompt', '2025-09-08')).toEqual([['2025-09-08', null, 'prompt']]);
    expect(dates('31/02, 1,036 TEU, USD 185/TEU, 2x40HC')).toEqual([]);
  });
});

describe('amounts', () => {
  it("counts boxes as TEU (20' = 1, 40' = 2, 45' = 2.25, rounded up)", () => {
    expect(boxesTeu(findBoxes('2x40HC + 5x20DV').map((b) => b.value))).toBe(9);
    expect(boxesTeu(findBoxes("3 x 45' HC").map((b) => b.value))).toBe(7);
    expect(boxesTeu(findBoxes('5个40HQ + 10个20GP').map((b) => b.value))).toBe(20);
    expect(boxesTeu(findBoxes('50 FEU').map((b) => b.value))).toBe(100);
  });
  it('reads prices per TEU with their currency', () => {
    expect(
      findPrices('USD 185/TEU, 180 EUR pro TEU, 每TEU 150美元, $99.50 per teu').map((p) => p.value),
    ).toEqual([
      { amount: 185, currency: 'USD' },
      { amount: 180, currency: 'EUR' },
      { amount: 150, currency: 'USD' },
      { amount: 99.5, currency: 'USD' },
    ]);
  });
});

describe('mail structure', () => {
  it('blanks quotes, headers, signatures and disclaimers but keeps offsets', () => {
    const text = 'Open HAM 12 Dec\n\nBest regards\nJan\n\n> old: open RTM\nThis e-mail is confidential.';
    const { masked } = cleanMail(text);
    expect(masked.length).toBe(text.length);
    expect(masked).toContain('Open HAM 12 Dec');
    expect(masked).not.toMatch(/Jan|RTM|confidential/);
  });
  it('gives each field the span of the text it was read from, and marks what is missing', () => {
    const text = 'MV NORDIC STAR open Hamburg 12 Dec for Gdynia, 250 TEU free';
    const [draft] = parseMail(text, { mailDate: '2025-12-08' }).drafts;
    expect(draft.kind).toBe('availability');
    if (draft.kind !== 'availability') return;
    const at = (f: { span: { start: number; end: number } | null }) => text.slice(f.span!.start, f.span!.end);
    expect(at(draft.fields.vesselName)).toBe('NORDIC STAR');
    expect(at(draft.fields.originPort)).toBe('Hamburg');
    expect(at(draft.fields.departureDate)).toBe('12 Dec');
    expect(at(draft.fields.availableTEU)).toBe('250 TEU');
    expect(draft.fields.price).toEqual({ value: null, span: null, confidence: 0 });
    expect(draft.missing).toEqual(expect.arrayContaining(['price', 'reeferPlugs', 'arrivalDate']));
  });
  it('answers no draft for a mail without an order', () => {
    expect(
      parseMail('Hi Jan, lunch on Friday in Hamburg?\n\nCheers', { mailDate: '2025-12-08' }).drafts,
    ).toEqual([]);
  });
  it('keeps a labelled vessel name with the route on the next line, and reads "opn" and German ",-" prices', () => {
    const text = 'Vessel: ANNA MAERSK\nopn Felixstowe 20/12, heading Rotterdam, 500 TEU avail, 80,- EUR/TEU';
    const [d] = parseMail(text, { mailDate: '2025-12-10' }).drafts;
    expect(d.kind).toBe('availability');
    if (d.kind !== 'availability') return;
    expect(d.fields.vesselName.value).toBe('ANNA MAERSK');
    expect(d.fields.originPort.value).toBe('GBFXT');
    expect(d.fields.destinationPort.value).toBe('NLRTM');
    expect(d.fields.price.value).toEqual({ amount: 80, currency: 'EUR' });
  });
});
