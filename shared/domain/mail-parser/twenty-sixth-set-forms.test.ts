import { describe, expect, it } from 'vitest';
import { daysOf as days, draftsAt, priceOf, routeOf, shipOf, sizesOf } from './forms-test-helpers';

const drafts = draftsAt('2026-11-02');

/** Forms the twenty-fourth to twenty-sixth sets showed: tables, lists and the prices said for them (issue 26). */
describe('tables, lists and prices of the twenty-fourth to twenty-sixth development sets', () => {
  it('reads the ports a table names in its date columns ("ETD Hamburg", "ETA Klaipeda") and a rate column named by currency', () => {
    const rows = drafts(
      'Vessel        | nom | free | ETD Hamburg | ETA Klaipeda | USD/teu\n' +
        'AMRUM STAR    | 380 | 120  | 22/09       | 25/09        | 155\n' +
        'NORDKAP       | 698 | 310  | 24/09       | 27/09        | o.r.\n',
      '2025-09-18',
    );
    expect(rows.map(shipOf)).toEqual(['AMRUM STAR', 'NORDKAP']);
    expect(rows.map(routeOf)).toEqual([
      ['DEHAM', 'LTKLJ'],
      ['DEHAM', 'LTKLJ'],
    ]);
    expect(days(rows[0])).toEqual(['2025-09-22', '2025-09-25']);
    expect(rows.map(priceOf)).toEqual([{ amount: 155, currency: 'USD' }, null]);
    // An ETA before the sailing day is her arrival where she loads, not at a destination.
    const [loads] = drafts(
      'Schiff | frei | ETA Hamburg | ETD Hamburg | nach\nNORDLICHT | 200 | 11.12. | 12.12. | Riga\n',
      '2026-12-07',
    );
    expect(routeOf(loads)).toEqual(['DEHAM', 'LVRIX']);
    expect(days(loads)).toEqual(['2026-12-12', null]);
    // A position written with bars is no header ("ETD Hamburg 12.12." holds a figure).
    const [bars] = drafts(
      'MS NORDLICHT | 500 TEU | frei 200\nETD Hamburg 12.12. | ETA Riga 15.12. | EUR 160/TEU\n',
      '2026-12-07',
    );
    expect([shipOf(bars), ...routeOf(bars), priceOf(bars)]).toEqual([
      'NORDLICHT',
      'DEHAM',
      'LVRIX',
      { amount: 160, currency: 'EUR' },
    ]);
  });

  it('gives a price keyed by destination to the positions bound there', () => {
    const list = drafts(
      '• GLENARM – 300/120 free – opn Belfast ppt → Heysham\n' +
        '• ISLAND TRADER – 430 teu, 200 avl – opn Dublin 12/05 → Liverpool\n' +
        '• SHANNON ROSE – 520 nom / 160 free – opn Foynes 15/05 → Antwerp\n\n' +
        'Rates: Heysham / Liverpool EUR 150 pteu; Rotterdam / Antwerp / Zeebrugge EUR 190 pteu.\n',
      '2026-05-08',
    );
    expect(list.map((d) => priceOf(d)?.amount)).toEqual([150, 150, 190]);
    const table = drafts(
      'Vessel          | Voy  | ETD ALG   | POD         | Free TEU\n' +
        'ESTRECHO I      | 1412 | 30/03     | Casablanca  | 85\n' +
        'PUNTA CARNERO   | 1413 | 02/04     | Tanger Med  | 120\n\n' +
        'Rates: USD 190/TEU to Casablanca, USD 95/TEU to Tanger Med.\n',
      '2026-03-25',
    );
    expect(table.map((d) => [shipOf(d), priceOf(d)?.amount])).toEqual([
      ['ESTRECHO I', 190],
      ['PUNTA CARNERO', 95],
    ]);
  });

  it('gives one rate said right over or under a list to every item that states none', () => {
    const rows =
      'Schiff | frei | ab | Datum | nach\nNORDLICHT | 200 | Bremerhaven | 12.12. | Gdynia\n' +
      'OSTWIND | 150 | Bremerhaven | 14.12. | Gdynia\n';
    for (const text of [
      `Moin,\n\n${rows}\nRate EUR 150 pro TEU fio, Rest wie gehabt.\n\nGruß`,
      `Moin,\n\nfolgende Abfahrten, Rate jeweils EUR 150 pro TEU:\n\n${rows}\nGruß`,
    ])
      expect(drafts(text, '2026-12-07').map((d) => priceOf(d)?.amount)).toEqual([150, 150]);
    // A price said of one ("批次1目标价 USD 420/箱，其余请报价") is not everyone's.
    const lots = drafts(
      '批次 | 箱型箱量 | 起运港 | 目的港 | 装期\n1 | 10 x 20GP 普货 | 瓦伦西亚 | 比雷埃夫斯 | 11月初\n' +
        '2 | 4 x 40HC | 阿尔赫西拉斯 | 热那亚 | 11月5日前\n\n批次1目标价 USD 420/箱，其余请报价。\n',
      '2025-10-27',
    );
    expect(lots.map((d) => priceOf(d)?.amount ?? null)).toEqual([420, null]);
  });

  it('reads rates under a label that gives their basis, by destination, and names after a "·" bullet', () => {
    const table = drafts(
      'VESSEL     | TEU | FREE | ETD RTM | TO        | ETA\n' +
        'HAVELLAND  | 868 | 240  | 14/09   | Riga      | 17/09\n' +
        'SPREEWALD  | 750 | 300  | 15/09   | Tallinn   | 18/09\n' +
        'FLAMING    | 380 | 110  | 19/09   | Klaipeda  | -\n\n' +
        'Rates pteu: Riga & Klaipeda USD 175 / Tallinn, Helsinki, Kotka USD 190.\n\nKind regards\nSabine',
      '2026-09-08',
    );
    expect(table.map((d) => [shipOf(d), priceOf(d)?.amount, d.fields.priceBasis.value])).toEqual([
      ['HAVELLAND', 175, 'per_teu'],
      ['SPREEWALD', 190, 'per_teu'],
      ['FLAMING', 175, 'per_teu'],
    ]);
    const chinese = drafts(
      '各位好，\n\n· ATLANTICO — 600/210 — 8月17日 莱克索斯（Leixões）开 — 至 阿尔赫西拉斯\n' +
        '· DOURO — 可用 140 — 8月18日 里斯本开 — 至 丹吉尔地中海港（Tanger Med）\n' +
        '· GUADIANA — 520/180 — 8月21日 塞图巴尔开 — 至 瓦伦西亚\n\n' +
        '运价（每TEU）：至阿尔赫西拉斯、丹吉尔 USD 160；至瓦伦西亚、巴塞罗那 USD 180；其他面议。\n\n谢谢',
      '2026-08-10',
    );
    expect(chinese.map((d) => [shipOf(d), priceOf(d)?.amount])).toEqual([
      ['ATLANTICO', 160],
      ['DOURO', 160],
      ['GUADIANA', 180],
    ]);
  });

  it('reads a numbered cargo under a numbered position, its boxes written "20尺干箱 x 30"', () => {
    const [ship, order] = drafts(
      '1) 我司 ODER PEARL 12月21日（第52周）什切青开，至哥本哈根，剩余舱位 170 TEU，载箱量 500 TEU，运价 EUR 125/TEU。\n' +
        '2) 另有客户货盘：20尺干箱 x 30，哥本哈根 → 什切青，1月5日至1月9日装，目标 EUR 260/箱。',
      '2026-12-14',
    );
    expect([shipOf(ship), priceOf(ship)?.amount]).toEqual(['ODER PEARL', 125]);
    expect(
      order.kind === 'cargo_request' && [order.fields.requestedTEU.value, order.fields.boxMix.value],
    ).toEqual([30, [{ count: 30, size: '20', type: 'dry' }]]);
    expect([...routeOf(order), priceOf(order)?.amount]).toEqual(['DKCPH', 'PLSZZ', 260]);
  });

  it('cuts two orders on one line at "// Enq 2:" and reads "Indications per TEU:" as rates per TEU', () => {
    const orders = drafts(
      "Enq 1: 20 x 40'DV FAK Valencia-Genoa, early Dec, idea EUR 640/box // Enq 2: 6 x 20' tank, UN 1830 class 8, " +
        'Barcelona-Piraeus, end Nov, budget USD 9,000 lumpsum',
      '2026-11-16',
    );
    expect(orders.map((d) => [...routeOf(d), priceOf(d)?.amount])).toEqual([
      ['ESVLC', 'ITGOA', 640],
      ['ESBCN', 'GRPIR', 9000],
    ]);
    const table = drafts(
      'VESSEL            NOM  FREE  OPEN           DATE    DEST\n' +
        'CORSICA LINK      620   180  Genoa          06/03   Olbia\n' +
        'LEVANTE           960   400  Piraeus        13/03   Limassol\n\n' +
        'Indications per TEU: Olbia & Cagliari EUR 140, Limassol USD 210, all other destinations on request.\n',
      '2026-03-04',
    );
    expect(table.map((d) => priceOf(d))).toEqual([
      { amount: 140, currency: 'EUR' },
      { amount: 210, currency: 'USD' },
    ]);
  });

  it('reads a table with a route column, counts in Chinese numerals, and a port after a name before her day', () => {
    const table = drafts(
      '船名 | 航线 | 开航日 | 可用舱位(TEU) | 运价\n' +
        'MV AEGEAN LILY | 比雷埃夫斯-康斯坦察 | 9月21日 | 140 | USD 230/TEU\n' +
        'MV ADRIA PEONY | 比雷埃夫斯-科佩尔 | 9月23日 | 200 | USD 250/TEU\n',
      '2025-09-15',
    );
    expect(table.map((d) => sizesOf(d)?.[0])).toEqual([140, 200]);
    const [hua] = drafts(
      'MV HUA YANG 7，月底汉堡开，去里加，剩余舱位约一百五十TEU，运价每TEU 160欧元。',
      '2026-07-10',
    );
    expect(sizesOf(hua)?.[0]).toBe(150);
    const list = drafts(
      '1. MV XIN OU 8 汉堡 1月20日开 → Gdynia, 剩余150TEU, USD165/TEU\n' +
        '2. MV ELBE FORTUNE RTM 1月21日开 去 Helsinki, free 300 TEU / 900TEU船, EUR 175/TEU\n' +
        '3. MV SEA CAMELLIA Antwerp 1月23日开, to Gothenburg, 剩余 80TEU, 运价面议\n',
      '2026-01-15',
    );
    expect(list.map((d) => [shipOf(d), routeOf(d)[0]])).toEqual([
      ['XIN OU 8', 'DEHAM'],
      ['ELBE FORTUNE', 'NLRTM'],
      ['SEA CAMELLIA', 'BEANR'],
    ]);
  });

  it('drops the text around a table, gives "以上运价均为" to every item above, and reads nothing from a market note', () => {
    const table = drafts(
      'Below the slots we can still offer ex Rotterdam next week for your Scandinavian on-carriage:\n\n' +
        'Vessel           Size   Avail   ETD RTM   Discharge     Rate\n' +
        'Amstel Breeze    750    220     20/10     Gothenburg    EUR 140/TEU\n' +
        'Waal Trader      520    90      22/10     Aarhus        EUR 150/TEU\n\n' +
        'All ex Delta terminal, rates basis FAK, BAF included, subject to space at time of booking.\n',
      '2025-10-14',
    );
    expect(table.map(shipOf)).toEqual(['Amstel Breeze', 'Waal Trader']);
    const list = drafts(
      '1、MV TIAN JIN EXPRESS：4月上旬汉堡开 → 赫尔辛基，预计可用 200TEU\n' +
        '2、MV HONG QIAO：4月中旬鹿特丹开 → 哥德堡，预计可用 150TEU\n' +
        '以上运价均为 USD 160/TEU，具体开航日确定后另行通知。\n',
      '2026-03-20',
    );
    expect(list.map((d) => priceOf(d)?.amount)).toEqual([160, 160]);
    expect(
      drafts(
        'Subject: North Europe feeder market note - week 47\n\n- Slot rates Rotterdam/Hamburg to the Baltic held at ' +
          'roughly USD 160-190/TEU.\n- Congestion: waiting time at Hamburg CTB down to 1-2 days.',
        '2025-11-17',
      ),
    ).toEqual([]);
  });

  it('reads "ab Hamburg" over a date column, a bracketed name alone on its line, and "All at EUR 95/teu" in the line', () => {
    const table = drafts(
      'Schiff        | TEU | frei | ab Hamburg | nach\nALSTER        | 700 | 250  | 29.09.     | Danzig\n' +
        'Bille         | 400 | 140  | 30.09.     | Stettin\n',
      '2025-09-22',
    );
    expect(table.map((d) => routeOf(d))).toEqual([
      ['DEHAM', 'PLGDN'],
      ['DEHAM', 'PLSZZ'],
    ]);
    const chinese = drafts(
      '【KAUNAS】\n载箱量 508 TEU，剩余 180 TEU\n克莱佩达 4月27日开\n至 基尔，预计4月29日到\n' +
        '【RIGA BRIDGE】\n剩余舱位 250 TEU\n里加 4月28日开 至 吕贝克\n',
      '2026-04-20',
    );
    expect(chinese.map(shipOf)).toEqual(['KAUNAS', 'RIGA BRIDGE']);
    const line = drafts(
      'Next week from the Continent: MARIEKE opn RTM Mon 03/11 for Felixstowe, 180 teu; JOHANNA opn ANR Tue 04/11 for ' +
        'Thamesport, 95 teu; STORMVOGEL opn Moerdijk Wed 05/11 for Tilbury, 220 teu. All at EUR 95/teu bss fio.',
      '2025-10-29',
    );
    expect(line.map((d) => priceOf(d)?.amount)).toEqual([95, 95, 95]);
  });

  it('reads a name in capitals alone on its line as the position of the bullets under it', () => {
    const list = drafts(
      'Hallo,\n\nLUNA DEL MAR\n- 650 TEU, davon 240 frei\n- offen Valencia 15.06.\n- nach Tanger Med, ETA 16.06.\n\n' +
        'SIERRA NEVADA\n- 300 Stellplätze frei\n- offen Algeciras 17.06.\n- nach Casablanca\n\n' +
        'GOLFO DI NAPOLI\n- 700 TEU, 120 frei\n- offen Neapel 22.06.\n- nach Palermo\n',
      '2026-06-10',
    );
    expect(list.map((d) => [shipOf(d), ...routeOf(d), sizesOf(d)?.[0]])).toEqual([
      ['LUNA DEL MAR', 'ESVLC', 'MAPTM', 240],
      ['SIERRA NEVADA', 'ESALG', 'MACAS', 300],
      ['GOLFO DI NAPOLI', 'ITNAP', 'ITPMO', 120],
    ]);
  });
});
