import { describe, expect, it } from 'vitest';
import { findDates } from './find-dates';
import { parseMail } from './index';

const drafts = (text: string, mailDate = '2026-12-04') => parseMail(text, { mailDate }).drafts;
const position = (text: string, mailDate?: string) => {
  const d = drafts(text, mailDate)[0];
  if (d?.kind !== 'availability') throw new Error('no position');
  return d.fields;
};

/** Forms the tenth independent development set showed the parser did not read (issue 26). */
describe('forms of the tenth development set', () => {
  it('takes a day followed by 到/到港 as her arrival, not her departure', () => {
    const f = position(
      '船名：NORDIC STAR 2，费利克斯托即期开，剩余舱位150TEU，去安特卫普，12月6日到，每TEU 250美元。',
    );
    expect([f.departureDate.value, f.arrivalDate.value]).toEqual(['2026-12-04', '2026-12-06']);
    const g = position(
      '明珠轮周一1月4日利马索尔开航，周三1月6日到比雷埃夫斯，剩余舱位180TEU。',
      '2026-12-30',
    );
    expect([g.departureDate.value, g.arrivalDate.value]).toEqual(['2027-01-04', '2027-01-06']);
  });

  it('reads a Chinese name of two characters before 轮 or 号, and a table cell’s name without its brackets', () => {
    expect(position('明珠轮周一1月4日利马索尔开航，剩余舱位180TEU。', '2026-12-30').vesselName.value).toBe(
      '明珠',
    );
    expect(position('1. 长风号：可用舱位500 TEU，12月15日从格丁尼亚开，前往鹿特丹。').vesselName.value).toBe(
      '长风',
    );
    const table =
      '船名 | 总箱量 | 可用舱位 | 开航港 | 开航日期 | 目的港\n【远洋之春】 | 1100 | 350 | 安特卫普 | 12月8日 | 瓦伦西亚\n';
    expect(position(table).vesselName.value).toBe('远洋之春');
  });

  it('reads a weight per box in 公斤', () => {
    const d = drafts(
      '您好，订舱：\n20个40尺高柜，普货，每柜毛重约19,000公斤\n起运港：鹿特丹\n目的港：圣彼得堡\n装货期：12月10日至12月15日',
    )[0];
    expect(d.kind === 'cargo_request' && d.fields.boxMix?.value).toEqual([
      { count: 20, size: '40HC', type: 'dry', grossWeightKg: 19000 },
    ]);
  });

  it('reads "09-Dec" as fleet lists print a day', () => {
    expect(findDates('Helsinki     09-Dec   Gdynia      11-Dec', '2026-12-07').map((d) => d.from)).toEqual([
      '2026-12-09',
      '2026-12-11',
    ]);
    expect(findDates('12-15 Dec', '2026-12-07').map((d) => [d.from, d.to])).toEqual([
      ['2026-12-12', '2026-12-15'],
    ]);
  });

  it('aligns a table by screen columns, Chinese characters two wide', () => {
    const text = [
      '船名               总箱量   可用    开航港      开航日      目的港      预计到港',
      'NORTH SEA BREEZE   1050     420     鹿特丹      12月21日    蒂尔伯里    12月22日',
    ].join('\n');
    const f = position(text, '2026-12-16');
    expect([
      f.availableTEU.value,
      f.vesselCapacityTEU?.value,
      f.departureDate.value,
      f.arrivalDate.value,
    ]).toEqual([420, 1050, '2026-12-21', '2026-12-22']);
  });

  it('reads an "offen" column of days as her open day, and an ETA after a route column as her arrival', () => {
    const text = [
      'Schiff        | TEU  | frei | offen       | Route              | ETA    | Rate',
      'HANSA II      | 1036 | 300  | 03.12.      | Hamburg → Gdingen  | 06.12. | EUR 260/TEU',
    ].join('\n');
    const f = position(text, '2026-12-01');
    expect([f.originPort.value, f.destinationPort.value, f.departureDate.value, f.arrivalDate.value]).toEqual(
      ['DEHAM', 'PLGDY', '2026-12-03', '2026-12-06'],
    );
  });

  it('reads a comma-separated export with currency and basis columns', () => {
    const text = [
      'vessel,capacity_teu,free_teu,open_port,open_date,next_port,eta,rate,currency,basis',
      'SEA LION 7,800,300,PTSIE,2026-12-20,ESLPA,2026-12-23,520,USD,per box',
    ].join('\n');
    const f = position(text, '2026-12-15');
    expect([f.vesselName.value, f.availableTEU.value, f.vesselCapacityTEU?.value]).toEqual([
      'SEA LION 7',
      300,
      800,
    ]);
    expect([f.price.value, f.priceBasis?.value]).toEqual([{ amount: 520, currency: 'USD' }, 'per_box']);
  });

  it('reads a ship offered for the reader’s cargo as a position, a saint’s name whole, a name over "Bauj."', () => {
    const tina = position(
      'für Ihre Ladung ab Lübeck bieten wir Ihnen die Tina an. Sie ist am Mi 09.12. in Lübeck offen und erreicht Tallinn am Sa 12.12. Freie Kapazität: 140 TEU.',
      '2026-12-07',
    );
    expect(tina.vesselName.value).toBe('Tina');
    expect(
      position('Hi all,\n\nSt. Brendan (650 TEU) opens Cork early January, heading to Rotterdam.').vesselName
        .value,
    ).toBe('St. Brendan');
    expect(
      position(
        'Guten Morgen,\n\nFRIESLAND\nBauj. 2009, 1.036 TEU, Eisklasse 1A\nfrei: 380 TEU\noffen: Bremen, Mitte Dezember',
      ).vesselName.value,
    ).toBe('FRIESLAND');
  });

  it('reads "frei 200 TEU" and "Stellplätze frei: 300," as the free figure beside the nominal size (eleventh set)', () => {
    const a = position(
      'MS ZUIDERZEE, 520 TEU nom., Stellplätze frei: 300, offen Amsterdam 21.12, nach Hamburg.',
    );
    const b = position(
      '• MS LILLEBÆLT: 450 TEU / frei 200 TEU – Fredericia 23.12. – nach Hamburg – ETA 24.12.',
    );
    expect([
      a.availableTEU.value,
      a.vesselCapacityTEU?.value,
      b.availableTEU.value,
      b.vesselCapacityTEU?.value,
    ]).toEqual([300, 520, 200, 450]);
  });

  it('reads 整票, "für alles" as a lump sum and "/罐" as per box (eleventh set)', () => {
    const basis = (text: string) => {
      const d = drafts(text)[0];
      return d?.kind === 'cargo_request' ? d.fields.priceBasis?.value : null;
    };
    expect(basis('询价：塔拉戈纳 → 那不勒斯\n20GP × 4\n装船时间：1月7日-1月9日\n预算 USD 4,800 整票')).toBe(
      'lump_sum',
    );
    expect(
      basis(
        "Anfrage ex Koper nach Piräus:\n- 1 x 40' Open Top\nVerladung Anfang Januar.\nZielpreis USD 9.800 für alles.",
      ),
    ).toBe('lump_sum');
    expect(basis('罐箱询价：\n20尺罐箱 × 6\n汉堡 → 克莱佩达\n装期：1月中旬\n预算：EUR 700/罐')).toBe(
      'per_box',
    );
  });
});
