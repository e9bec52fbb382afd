import { describe, expect, it } from 'vitest';
import {
  daysOf as days,
  draftsAt,
  mixOf,
  orderDates,
  priceOf,
  routeOf,
  shipOf,
  sizesOf,
  teuOf,
} from './forms-test-helpers';

const drafts = draftsAt('2026-12-10');

/** Forms the thirty-seventh to thirty-ninth sets showed (issue 26): threads, pasted tables, hurried messages. */
describe('forms of the thirty-seventh to thirty-ninth development sets', () => {
  it('reads prices in Chinese numerals (一千二欧一个柜, 一百三美金一个TEU, 四千八美金 总价) and free places counted with 个', () => {
    const [order] = drafts('两个40尺加一个20尺 汉堡到赫尔辛基 下周走 普货 一千二欧一个柜', '2026-01-20');
    expect([priceOf(order), order.kind === 'cargo_request' && order.fields.priceBasis.value]).toEqual([
      { amount: 1200, currency: 'EUR' },
      'per_box',
    ]);
    const [lump] = drafts(
      '三个20尺+两个40尺 普柜 格丁尼亚到费利克斯托 10月上旬 预算四千八美金 总价',
      '2026-09-28',
    );
    expect(priceOf(lump)).toEqual({ amount: 4800, currency: 'USD' });
    const list = drafts(
      '今天两条船\n1 SEA FALCON 不来梅哈芬 明天 剩余舱位150 去里加\n2 MARE NOSTRUM 鹿特丹 下周一 300个空位 总箱量700 去赫尔辛基 一千一美金/40尺',
      '2026-04-08',
    );
    expect(list.map((d) => [shipOf(d), sizesOf(d), priceOf(d)?.amount])).toEqual([
      ['SEA FALCON', [150, null], undefined],
      ['MARE NOSTRUM', [300, 700], 1100],
    ]);
    const [chat] = drafts(
      '【语音转文字】那个NORTH STAR后天在安特卫普开 大概还有两百个位子 去都柏林 价格一百三美金一个TEU',
      '2026-02-05',
    );
    expect([sizesOf(chat)?.[0], priceOf(chat)]).toEqual([200, { amount: 130, currency: 'USD' }]);
  });

  it('reads a mistyped port where a port is named (ex antwrep to helsinky, 奥勒松到鹿特但), and a weekday before a free figure', () => {
    const [order] = drafts(
      'need 2 forties + one 20 ex antwrep to helsinky asap dry gen cgo budget 2.9k eur lumpsum',
      '2026-01-19',
    );
    expect(routeOf(order)).toEqual(['BEANR', 'FIHEL']);
    const [reefer] = drafts(
      '冷柜 3个40尺HC 零下25度 奥勒松到鹿特但 3月初装 预算两千美金一个柜',
      '2026-02-25',
    );
    expect(routeOf(reefer)).toEqual(['NOAES', 'NLRTM']);
    const [kiel] = drafts(
      'HANSE SPIRIT opn kiel wed 140 free to klaipda eta fri idea usd 95/teu',
      '2026-05-18',
    );
    expect([routeOf(kiel), days(kiel), sizesOf(kiel)]).toEqual([
      ['DEKEL', 'LTKLJ'],
      ['2026-05-20', '2026-05-22'],
      [140, null],
    ]);
    // An ordinary word near a port is no port ("ready to unload", "quote for transit").
    const [plain] = drafts(
      '10 x 20DV ex Hamburg to Riga, ready to unload, pls quote for transit',
      '2026-05-18',
    );
    expect(routeOf(plain)).toEqual(['DEHAM', 'LVRIX']);
  });

  it('reads tables with headers in two languages and cells that repeat the row above (dito, same, 同上)', () => {
    const ships = drafts(
      'Schiff/Vessel    Kap./Cap.  Frei/Free  Ab/From        Datum/Date  Nach/To\n' +
        'MOSEL EXPRESS    450        180        Hamburg DEHAM  20.03.      Aarhus DKAAR\n' +
        'KIELER BUCHT     300        90         dito           23.03.      Fredericia DKFRC\n' +
        'SAAR TRADER      600        600        Kiel DEKEL     dito        Oslo NOOSL',
      '2026-03-18',
    );
    expect(ships.map((d) => [shipOf(d), routeOf(d), days(d)?.[0]])).toEqual([
      ['MOSEL EXPRESS', ['DEHAM', 'DKAAR'], '2026-03-20'],
      ['KIELER BUCHT', ['DEHAM', 'DKFRC'], '2026-03-23'],
      ['SAAR TRADER', ['DEKEL', 'NOOSL'], '2026-03-23'],
    ]);
    const med = drafts(
      '| Vessel       | TEU nom | Free | Open  | Port              | Next            |\n' +
        '|--------------|---------|------|-------|-------------------|-----------------|\n' +
        '| MARE NOSTRUM | 574     | 150  | 13/02 | Valencia (ESVLC)  | Genoa (ITGOA)   |\n' +
        '| AMALFI BAY   | 440     | 200  | same  | same              | Livorno (ITLIV) |\n' +
        '| SEA PELICAN  | 826     | 95   | 16/02 | Barcelona (ESBCN) | same            |',
      '2026-02-11',
    );
    expect(med.map((d) => [shipOf(d), routeOf(d), days(d)?.[0]])).toEqual([
      ['MARE NOSTRUM', ['ESVLC', 'ITGOA'], '2026-02-13'],
      ['AMALFI BAY', ['ESVLC', 'ITLIV'], '2026-02-13'],
      ['SEA PELICAN', ['ESBCN', 'ITLIV'], '2026-02-16'],
    ]);
  });

  it('reads hurried relative days: tmrw, 2morrow, übermorgen, "thu nxt wk", "fr nächste woche", a bare "mon"', () => {
    const [kari] = drafts(
      'kari sun opn rotterdm tmrw abt 180 free for gdynia eta thu nxt wk 145 usd/teu fio',
      '2026-01-07',
    );
    expect(days(kari)).toEqual(['2026-01-08', '2026-01-15']);
    const [otter] = drafts(
      'SEA OTTER opn hamburg mon 300 free of 698 for gdansk or gdynia rate on req',
      '2026-03-20',
    );
    expect(days(otter)?.[0]).toBe('2026-03-23');
    const [riga] = drafts(
      'brauche 2 x 40 ab hamburg nach riga übermorgen stückgut budget 2,8k EUR pauschal',
      '2026-01-26',
    );
    expect(orderDates(riga)?.[0]).toBe('2026-01-28');
    const [dg] = drafts(
      '1x20 imo 9 un3077 ab bremen nach kopenhagen ab mi spätestens fr nächste woche pls rate',
      '2026-03-16',
    );
    expect(orderDates(dg)?.[1]).toBe('2026-03-27');
  });

  it('reads box sizes said as words (two forties and a twenty, zwei 40er, three forty foot high cubes), "nothing hazardous"', () => {
    const [tilbury] = drafts(
      'customer needs two forties and a twenty moved Tilbury to Rotterdam end of March. General cargo, total weight abt 38 tons ' +
        'for the three boxes. Nothing hazardous.',
      '2026-03-10',
    );
    expect([
      teuOf(tilbury),
      mixOf(tilbury),
      tilbury.kind === 'cargo_request' && tilbury.fields.cargoType.value,
    ]).toEqual([
      5,
      [
        { count: 2, size: '40', type: 'dry' },
        { count: 1, size: '20', type: 'dry' },
      ],
      'general',
    ]);
    const [riga] = drafts(
      'brauche zwei 40er + drei 20er ab hamburg nach riga übermorgen stückgut',
      '2026-01-26',
    );
    expect(teuOf(riga)).toBe(7);
    const [cubes] = drafts(
      'client has three forty foot high cubes general cargo from leixoes to le havre',
      '2026-05-05',
    );
    expect(mixOf(cubes)).toEqual([{ count: 3, size: '40HC', type: 'dry' }]);
    const [antwerp] = drafts('need 2 forties + one 20 ex antwerp to helsinki asap dry gen cgo', '2026-01-19');
    expect(teuOf(antwerp)).toBe(5);
  });

  it('reads ship names in lower case: before her size and "opn", after "sister", run into a Chinese line', () => {
    const [nordvik] = drafts(
      'nordvik (380) opn gothenbrug 2morrow 95 teu free dir aarhus idea 110 usd pt pls rvs',
      '2026-02-24',
    );
    expect([shipOf(nordvik), routeOf(nordvik)]).toEqual(['NORDVIK', ['SEGOT', 'DKAAR']]);
    const [spirit] = drafts(
      'fyi hanse trader fixed\nbut sister hanse spirit opn kiel wed 140 free to klaipda eta fri',
      '2026-05-18',
    );
    expect(shipOf(spirit)).toBe('HANSE SPIRIT');
    const [pride] = drafts('baltic pride 周五格丁尼亚开 可用舱位260/500 去汉保 运价面议', '2026-03-11');
    expect([shipOf(pride), routeOf(pride)[0]]).toEqual(['BALTIC PRIDE', 'PLGDY']);
  });

  it('counts a corrected box line once where the order is restated, and leaves out the boxes of another order referred to', () => {
    const [riga] = drafts(
      'sorry for the back and forth. Shipper revised the PO this morning -- pls make it 6 x 40HC instead of 4. Updated enquiry:\n' +
        "cgo: 6 x 40'HC + 2 x 20'DV, household appliances\nRotterdam - Riga, 20-24 April, target EUR 950/box",
      '2026-04-10',
    );
    expect(teuOf(riga)).toBe(14);
    const [bilbao] = drafts(
      "further to my mail below (still waiting for your rate on the 24 x 40'), same shipper now also has an OOG lot:\n" +
        "12 x 20' open top, machinery parts, Antwerp - Bilbao, loading 22-26/06",
      '2026-06-10',
    );
    expect(teuOf(bilbao)).toBe(12);
    const [riga2] = drafts(
      "correction to my request below: it is now 14 x 40'HC reefer (not 10), same dates 07-11/12 ex Rotterdam to Riga, set at +2 °C.",
      '2026-12-03',
    );
    expect(teuOf(riga2)).toBe(28);
  });

  it('reads fleet lists headed VSL NAME / AVL, an open-day column beside a port column, and ETA/ETD in one cell', () => {
    const list = drafts(
      'VSL NAME        TEU  AVL  FROM   TO     ETD     ETA\nMARIELLA        512  170  DEBRV  NOKRS  18JUN   20JUN\n' +
        'STOR-ANNA       700  300  NLRTM  NOSVG  19JUN   22JUN',
      '2026-06-16',
    );
    expect(list.map((d) => [shipOf(d), sizesOf(d), days(d)])).toEqual([
      ['MARIELLA', [170, 512], ['2026-06-18', '2026-06-20']],
      ['STOR-ANNA', [300, 700], ['2026-06-19', '2026-06-22']],
    ]);
    const tabs = drafts(
      'Vessel\tTEU\tfree\tPOL\tPOD\topen\tETA POD\nELBE TRADER\t698\t220\tDEHAM Hamburg\tFIHEL Helsinki\t09.01.\t12.01.',
      '2026-01-07',
    );
    expect(tabs.map(days)).toEqual([['2026-01-09', '2026-01-12']]);
    const coastal = drafts(
      'VESSEL\tTEU\tFREE\tPORT\tETA/ETD\tNEXT\nTHAMES VOYAGER\t300\t120\tGBTIL Tilbury\tETA 16/10 ETD 17/10\tNLRTM Rotterdam',
      '2026-10-14',
    );
    expect(coastal.map((d) => days(d)?.[0])).toEqual(['2026-10-17']);
  });

  it('reads "ri" (Richtung) before a destination in lower case, a port after "frei", and "two 40 reefers"', () => {
    const [elbstrom] = drafts(
      'moin ms elbstrom frei ab bremerhafn morgen ca 200 stellplätze frei ri gdingen 130 eur/teu',
      '2026-01-12',
    );
    expect(routeOf(elbstrom)).toEqual(['DEBRV', 'PLGDY']);
    const [ostwind] = drafts('ms ostwind frei gdansk ab sofort 410 teu aufnahme ri hamburg', '2026-07-15');
    expect(routeOf(ostwind)).toEqual(['PLGDN', 'DEHAM']);
    const [fish] = drafts(
      'cgo two 40 reefers -20c frozen fish ex aalesund to rotterdm ready wed',
      '2026-03-09',
    );
    expect(mixOf(fish)).toEqual([{ count: 2, size: '40', type: 'reefer', temperatureC: -20 }]);
  });
});
