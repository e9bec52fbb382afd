import { describe, expect, it } from 'vitest';
import { type BoxLine, cargoKindsOfMix, cargoTypeOfMix, teuOfMix } from '../../schemas/box-mix';
import { formatBoxLine, formatBoxMix } from './summary';

const line = (o: Partial<BoxLine>): BoxLine => ({
  count: 1,
  size: '20',
  type: 'dry',
  grossWeightKg: 10_000,
  dangerous: false,
  imoClass: null,
  unNumber: null,
  temperatureC: null,
  oog: null,
  ...o,
});

describe('teuOfMix', () => {
  it('counts 20 = 1, 40 and 40HC = 2, 45 = 2.25 TEU per box, rounded up to whole TEU', () => {
    expect(teuOfMix([])).toBe(0);
    expect(teuOfMix([{ count: 3, size: '20' }])).toBe(3);
    expect(
      teuOfMix([
        { count: 2, size: '40' },
        { count: 1, size: '40HC' },
      ]),
    ).toBe(6);
    expect(teuOfMix([{ count: 1, size: '45' }])).toBe(3);
    expect(teuOfMix([{ count: 4, size: '45' }])).toBe(9);
    expect(
      teuOfMix([
        { count: 3, size: '45' },
        { count: 1, size: '20' },
      ]),
    ).toBe(8);
    // 1000 × 2.25 stays exact: no float drift pushes a whole figure up.
    expect(teuOfMix([{ count: 1000, size: '45' }])).toBe(2250);
  });
});

describe('cargo type of a mix', () => {
  it('names the most demanding kind first and general for dry boxes', () => {
    expect(cargoTypeOfMix([line({})])).toBe('general');
    expect(cargoTypeOfMix([line({ type: 'tank' }), line({ type: 'reefer', temperatureC: 4 })])).toBe(
      'reefer',
    );
    expect(cargoTypeOfMix([line({ type: 'reefer' }), line({ dangerous: true, imoClass: '3' })])).toBe(
      'dangerous',
    );
    expect(cargoTypeOfMix([line({ type: 'flat_rack', oog: { overWidthCm: 20 } })])).toBe('out_of_gauge');
    expect(cargoTypeOfMix([line({ type: 'open_top' })])).toBe('general');
    expect(
      cargoKindsOfMix([line({ type: 'tank' }), line({ type: 'flat_rack', oog: { overHeightCm: 5 } })]),
    ).toEqual(['out_of_gauge', 'tank']);
  });
});

describe('formatBoxMix', () => {
  it('prints a mix as a carrier does', () => {
    expect(
      formatBoxMix([
        line({ count: 2, size: '40HC', type: 'reefer', temperatureC: -18 }),
        line({ dangerous: true, imoClass: '3', unNumber: '1263' }),
      ]),
    ).toBe("2 × 40'HC reefer \u221218 °C, 1 × 20' DG 3 UN1263");
    expect(
      formatBoxLine(line({ size: '40', type: 'flat_rack', oog: { overHeightCm: 60, overWidthCm: 30 } })),
    ).toBe("1 × 40' flat rack OOG H+60 W+30 cm");
    expect(formatBoxLine(line({ size: '45', type: 'reefer', temperatureC: 4 }))).toBe("1 × 45' reefer 4 °C");
    expect(formatBoxMix([])).toBe('');
  });

  it('takes translated words', () => {
    const words = {
      size: (s: string) => `${s}ft`,
      type: (t: string) => t.toUpperCase(),
      dg: 'GG',
      oog: 'ÜM',
    };
    expect(
      formatBoxLine(line({ type: 'tank', dangerous: true, imoClass: '8', unNumber: '1789' }), words),
    ).toBe('1 × 20ft TANK GG 8 UN1789');
  });
});
