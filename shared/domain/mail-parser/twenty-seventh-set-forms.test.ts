import { describe, expect, it } from 'vitest';
import { daysOf as days, draftsAt, orderDates, routeOf, shipOf, sizesOf } from './forms-test-helpers';
import type { MailDraft } from './types';

const mixOf = (d: MailDraft) => (d.kind === 'cargo_request' ? d.fields.boxMix.value : null);
const teuOf = (d: MailDraft) => (d.kind === 'cargo_request' ? d.fields.requestedTEU.value : null);

const drafts = draftsAt('2026-11-30');

/** Forms the twenty-seventh and twenty-eighth sets showed, and misses noted in earlier rounds (issue 26). */
describe('forms of the twenty-seventh and twenty-eighth development sets', () => {
  it('reads "next Tuesday" in a clause about the voyage beside a written date, not office hours', () => {
    const [pioneer] = drafts(
      'the Baltic Pioneer loads in Gdynia next Tuesday and goes straight to Helsinki, where she should arrive ' +
        'on Thursday 5 February. I can give you 90 slots at USD 175 per TEU.',
      '2026-01-28',
    );
    expect(days(pioneer)).toEqual(['2026-02-03', '2026-02-05']);
    const [order] = drafts(
      "A forwarder client of ours has sixteen 40' HC dry boxes in Gdynia for Helsinki. They will be ready next " +
        'Tuesday and must be in Helsinki on Friday the 10th at the latest. Their budget is USD 390 per box.',
      '2026-07-02',
    );
    expect(orderDates(order)).toEqual(['2026-07-07', '2026-07-10']);
    const [tagus] = drafts(
      '我们鹿特丹办公室下周一到周三有人值班。\n\nMV TAGUS RIVER - 600 teu / abt 220 free\n' +
        'opn Lisbon Mon 03/11, dir Rotterdam, ETA 06/11\nEUR 185/teu',
      '2025-10-30',
    );
    expect(days(tagus)).toEqual(['2025-11-03', '2025-11-06']);
  });

  it('reads a tender table of orders: equipment, count and weight per box in cells, the period above it for every row', () => {
    const german = drafts(
      'Laufzeit: 01.01.2027 – 31.12.2027\n\nNr. | Von | Nach | Equipment | Menge/Woche | Ø Gewicht je Box\n' +
        "1 | Hamburg | Helsinki | 40' HC | 20 | 14 t\n2 | Bremerhaven | Tallinn | 40' Reefer (+2 °C) | 6 | 25 t\n\n" +
        'Bitte Raten in EUR pro Container angeben. Abgabe über das Portal bis 25.09., 14:00 Uhr.',
      '2026-09-02',
    );
    expect(german.map(routeOf)).toEqual([
      ['DEHAM', 'FIHEL'],
      ['DEBRV', 'EETLL'],
    ]);
    expect(german.map(mixOf)).toEqual([
      [{ count: 20, size: '40HC', type: 'dry', grossWeightKg: 14000 }],
      [{ count: 6, size: '40', type: 'reefer', grossWeightKg: 25000, temperatureC: 2 }],
    ]);
    // The submission deadline under the table is no day of the cargo.
    expect(german.map(orderDates)).toEqual([
      ['2027-01-01', '2027-12-31'],
      ['2027-01-01', '2027-12-31'],
    ]);
    const chinese = drafts(
      '运输期为4月13日至6月30日，每周固定货量如下：\n\n序号 | 起运港 | 目的港 | 箱型 | 每周箱量 | 单箱毛重\n' +
        '1 | 汉堡 | 哥德堡 | 40HQ | 15 | 约15吨\n2 | 不来梅哈芬 | 赫尔辛基 | 20GP | 20 | 约20吨\n\n请于4月10日前报价。',
      '2026-04-02',
    );
    expect(chinese.map((d) => [teuOf(d), ...(orderDates(d) ?? [])])).toEqual([
      [30, '2026-04-13', '2026-06-30'],
      [20, '2026-04-13', '2026-06-30'],
    ]);
  });

  it('gives a weight said after the last box line, or for a size with its code, to its box lines', () => {
    const weightsOf = (text: string) =>
      drafts(text).flatMap((d) => mixOf(d)?.map((l) => l.grossWeightKg) ?? []);
    expect(
      weightsOf(
        "Client has 30 x 40' HC + 5 x 45' HC palletwide for Le Havre, abt 12 t per box. Ex Leixões, end May.",
      ),
    ).toEqual([12000, 12000]);
    expect(weightsOf('箱量：20GP x 10，40HQ x 6，每箱约15吨，汉堡到赫尔辛基，10月底装')).toEqual([
      15000, 15000,
    ]);
    expect(
      weightsOf(
        "Can you quote 2 x 40'HC and 1 x 20DV Dublin to Bilbao please.\nCargo: spares, 40HC abt 12t each, the 20DV 18t.\nReady 19/1",
      ),
    ).toEqual([12000, 18000]);
    // Right behind the last line without a comma, or a line of its own: that line's only.
    expect(weightsOf('3个40尺冷箱 -20℃，2个45尺普柜 每个15吨，鹿特丹到都柏林，第42周装')).toEqual([
      undefined,
      15000,
    ]);
    expect(weightsOf("Hamburg - Riga, KW 12:\n- 15 x 40' HC\n- 5 x 20' DV, je ca. 21 t")).toEqual([
      undefined,
      21000,
    ]);
  });

  it("reads a ship's total beside her free slots, and no offer from the owner's fleet in the signature", () => {
    const list = drafts(
      '各位好，\n\n海星8号 HAI XING 8：12月1日 汉堡开，剩余 200 TEU / 总 550，去 奥斯陆\n' +
        '海星9号 HAI XING 9：12月上旬 不来梅哈芬开，可用 350 TEU / 总箱位 700，去 里加\n\n运价面议，欢迎询盘。\n\n' +
        '宁波海星航运 欧洲部\n船队：HAI XING 8（550 TEU，2009年）| HAI XING 9（700 TEU，2012年）| HAI XING 10（700 TEU）',
      '2026-11-27',
    );
    expect(list.map((d) => [shipOf(d), ...(sizesOf(d) ?? [])])).toEqual([
      ['HAI XING 8', 200, 550],
      ['HAI XING 9', 350, 700],
    ]);
    const [lotsenhoeft] = drafts(
      'LOTSENHÖFT frei ab Rostock Sa 14.02., 160 TEU frei (von 340), Richtung Klaipėda',
      '2026-02-12',
    );
    expect(sizesOf(lotsenhoeft)).toEqual([160, 340]);
  });

  it('reads a chat pasted into a mail: senders and times are no ships, a later correction replaces what it corrects', () => {
    const whatsapp = drafts(
      'pls market both:\n\n[12.01.27, 07:58] Kapt. J. Ohlsen: Moin! HOLSTENTOR opn Lübeck Thu 14/1, 180 slots, dir Turku\n' +
        '[12.01.27, 08:03] Kapt. J. Ohlsen: MARIENTOR opn Helsinki Mon 18/1, 59 free / 380 nom, dir Lübeck, eta 20/1\n' +
        '[12.01.27, 08:11] Kapt. J. Ohlsen: sorry - MARIENTOR 95 free, not 59\n[12.01.27, 08:12] Wiebke Lange: danke',
      '2027-01-12',
    );
    expect(whatsapp.map((d) => [shipOf(d), ...(sizesOf(d) ?? [])])).toEqual([
      ['HOLSTENTOR', 180, null],
      ['MARIENTOR', 95, 380],
    ]);
    const [lotsenhoeft] = drafts(
      '[12.02.26, 07:42] Jörg Petersen: LOTSENHÖFT frei ab Rostock Sa 14.02., 160 TEU frei, Richtung Klaipėda\n' +
        '[12.02.26, 08:20] Jörg Petersen: EUR 28.500 pauschal\n' +
        '[12.02.26, 09:02] Jörg Petersen: Korrektur: frei erst So 15.02., ETA Klaipėda 17.02.',
      '2026-02-12',
    );
    expect([...routeOf(lotsenhoeft), ...(days(lotsenhoeft) ?? [])]).toEqual([
      'DERSK',
      'LTKLJ',
      '2026-02-15',
      '2026-02-17',
    ]);
    // Teams: the sender's line over each message; a message switching the port corrects the position before it.
    const teams = drafts(
      'Lisa Brandt  10:42\nELBE STAR open Hamburg Wed 25/2, 310 slots, dir Kotka\n\nJan Möller  10:44\nHbg berth confirmed?\n\n' +
        'Lisa Brandt  11:05\nnein - CTA cannot give us a window. Switching: she opens Bremerhaven Thu 26/2 instead, same 310 slots, dir Kotka',
      '2026-02-23',
    );
    expect(teams.map((d) => [shipOf(d), ...routeOf(d), days(d)?.[0]])).toEqual([
      ['ELBE STAR', 'DEBRV', 'FIKTK', '2026-02-26'],
    ]);
    // WeChat: a ship's line under each sender is a position of its own.
    const wechat = drafts(
      '陈经理（船东） 08:31\nHONG YUN 2 6月24日 比雷埃夫斯 开，剩余 300 TEU，去 安巴利\n陈经理（船东） 08:33\n' +
        'HONG YUN 5 6月26日 梅尔辛 开，全船 560 TEU 可用\n',
      '2026-06-22',
    );
    expect(wechat.map(shipOf)).toEqual(['HONG YUN 2', 'HONG YUN 5']);
  });

  it('keeps the whole position restated under a correction said first', () => {
    const [tajo] = drafts(
      'Korrektur: ETA Valencia ist der 14.03., nicht der 12.03. - sorry für das Versehen. Hier nochmals komplett:\n\n' +
        'MS TAJO\n1.036 TEU nominal / 310 frei\nab Lissabon Di 11.03.\nETA Valencia 14.03.\nUSD 150/TEU',
      '2025-03-07',
    );
    expect(days(tajo)).toEqual(['2025-03-11', '2025-03-14']);
  });

  it('reads a numbered order "same routing" as an order of its own on the route of the one before', () => {
    const orders = drafts(
      "(1) 20 x 40' reefer HC, frozen fish, -20°C.\n    Cargo ready at Bremerhaven Mon 04/01, has to be in Helsinki by Fri 08/01 latest.\n\n" +
        "(2) 6 x 20' DV general cargo, same routing, ready 11/01 - please quote separately.",
      '2026-12-21',
    );
    expect(orders.map((d) => [...routeOf(d), teuOf(d), orderDates(d)?.[0]])).toEqual([
      ['DEBRV', 'FIHEL', 40, '2027-01-04'],
      ['DEBRV', 'FIHEL', 6, '2027-01-11'],
    ]);
  });

  it('reads a reply that restates an order with boxes of its own on the route its subject names', () => {
    const [order] = drafts(
      "Subject: RE: RE: Reykjavik-Rotterdam reefers\n\nHi Marco,\n\nupdate from shipper - volume is up: now 10 x 40' reefer " +
        '(not 8), set temp -25°C. Cargo ready Mon 21/9, latest loading 25/9. Budget still USD 2,650 per box.\n\nBR Gunnar\n\n' +
        'On Mon, 14 Sep 2026 at 11:20, Marco Bianchi wrote:\n> Hi Gunnar, noted 8 x 40RF -25°C ex Reykjavik.',
      '2026-09-15',
    );
    expect([...routeOf(order), teuOf(order), ...(orderDates(order) ?? [])]).toEqual([
      'ISREY',
      'NLRTM',
      20,
      '2026-09-21',
      '2026-09-25',
    ]);
    // A reply with no boxes of its own over the quoted order is still no order.
    expect(
      drafts(
        'Subject: RE: RE: Reykjavik-Rotterdam reefers\n\nThanks Marco, we are covered.\n\n' +
          'On Mon, 14 Sep 2026 at 11:20, Marco Bianchi wrote:\n> noted 8 x 40RF -25°C ex Reykjavik.',
        '2026-09-15',
      ),
    ).toEqual([]);
  });

  it('offers no ship in dock or on time charter, no cancelled enquiry, and no name from a signature under "谢谢 Best regards"', () => {
    const list = drafts(
      'unsere Schiffe im Mittelmeer:\n\nMS LEDA - 140 frei - frei Marsaxlokk 20.10. - Richtung Piräus\n' +
        'MS JÜMME - im Dock Rijeka bis Ende November, keine Position\n\nFor info: MV LAUWERSOOG remains on TC until end of June.',
      '2026-10-14',
    );
    expect(list.map(shipOf)).toEqual(['LEDA']);
    expect(
      drafts(
        "Betreff: Storno - Anfrage 10 x 40' Bremerhaven - Kotka\n\ndie Anfrage über 10 x 40' vom 02.11. ist leider hinfällig.",
        '2026-11-05',
      ),
    ).toEqual([]);
    const positions = drafts(
      '1. OCEAN STAR 8 - 712 TEU - open Felixstowe 12/10 - dir Rotterdam\n3. OCEAN STAR 11 - 500 free - open Piraeus end Oct - dir Mersin\n\n' +
        '谢谢 Best regards\nAmy Zhou 周敏\nNingbo Ocean Star Shipping Co., Ltd. - Europe Desk (Rotterdam)',
      '2026-10-07',
    );
    expect(positions.map(shipOf)).toEqual(['OCEAN STAR 8', 'OCEAN STAR 11']);
  });

  it('reads the route asked for in the sentence after the boxes, and a second ship "mit 600 TEU Intake"', () => {
    const [order] = drafts(
      "8 x 45' HC palletwide, general cargo (furniture), discharging from mother vessel at Hamburg, ETA 24/06.\n" +
        'Please arrange feeder Hamburg - Tallinn (Muuga), loading from 26/06, must be in Tallinn latest 03/07.',
      '2026-06-17',
    );
    expect([...routeOf(order), ...(orderDates(order) ?? [])]).toEqual([
      'DEHAM',
      'EETLL',
      '2026-06-26',
      '2026-07-03',
    ]);
    const ships = drafts(
      'Die LOTTE K (380 TEU) wird am Di., 10.11. in Bremerhaven offen, frei sind dann ca. 140 Slots; sie geht weiter ' +
        'nach Felixstowe. Die DOLLART SUN mit 600 TEU Intake ist ab 16.11. in Emden offen, Richtung Leixões.',
      '2026-11-04',
    );
    expect(ships.map((d) => [shipOf(d), ...routeOf(d)])).toEqual([
      ['LOTTE K', 'DEBRV', 'GBFXT'],
      ['DOLLART SUN', 'DEEME', 'PTLEI'],
    ]);
    expect(
      drafts(
        "Betreff: Automatische Antwort: Anfrage 4 x 40' HC Bremerhaven – Riga\n\nIch bin bis 24.08. nicht im Büro.",
      ),
    ).toEqual([]);
  });

  it("reads a ship's name with an elision (CALA D'OR)", () => {
    const [cala] = drafts(
      "• MV CALA D'OR - 574 TEU nom / 200 free - opn Barcelona 02/06 - next Marsaxlokk - rate on request",
      '2026-05-27',
    );
    expect(shipOf(cala)).toBe("CALA D'OR");
  });

  it('reads Chinese orders: a box code with its gloss before the count, a type word before the box, a window "均为" for all', () => {
    const orders = drafts(
      '航线一：安特卫普 → 里斯本\n45HC × 10（托盘宽），普货\n目标价 EUR 520/箱\n\n航线二：安特卫普 → 瓦伦西亚\n' +
        '40FR（框架箱）× 2，超宽，每箱毛重30吨\n40OT（开顶箱）× 1，超高\n运价面议\n\n装期：均为11月下旬',
      '2026-11-05',
    );
    expect(orders.map((d) => [teuOf(d), ...(orderDates(d) ?? [])])).toEqual([
      [23, '2026-11-21', '2026-11-30'],
      [6, '2026-11-21', '2026-11-30'],
    ]);
    expect(mixOf(orders[1])?.map((l) => l.type)).toEqual(['flat_rack', 'open_top']);
    const [tank] = drafts(
      'ISO罐箱 20尺 × 5，非危险品，每罐毛重约24吨\n鹿特丹 → 科特卡\n第52周装船',
      '2026-12-14',
    );
    expect(mixOf(tank)).toEqual([{ count: 5, size: '20', type: 'tank', grossWeightKg: 24000 }]);
  });

  it('reads a free figure before its Chinese word, and no order from a holiday arrangement', () => {
    const [ostsee] = drafts(
      '“OSTSEE TRADER”轮（508 TEU）周五7月17日在格丁尼亚开，约有200 TEU空舱，下一港里加。',
      '2026-07-15',
    );
    expect(sizesOf(ostsee)).toEqual([200, 508]);
    expect(
      drafts(
        '主题：国庆节放假安排\n\n我司国庆节放假时间为10月1日至10月7日。假期期间订舱由鹿特丹办公室照常处理。',
      ),
    ).toEqual([]);
  });

  it("reads a liner's sailings: the rate under the table and its cut-off line, no ship from a terminal in brackets", () => {
    const sailings = drafts(
      'Please see below the space we can release on our weekly Rotterdam (ECT Delta) – Dublin (DFT) service:\n\n' +
        'Wk | Vessel        | Voy   | ETD RTM   | ETA DUB   | Free (TEU)\n03 | BOYNE SPIRIT  | 2603W | Fri 16.01 | Mon 19.01 | 45\n' +
        '04 | LIFFEY TRADER | 2604W | Fri 23.01 | Mon 26.01 | 60\n\nCut-off: Thursday 12:00 LT prior to ETD\n' +
        'Rate: EUR 310 per TEU all-in FAK, excl. THC at destination.',
      '2026-01-07',
    );
    expect(
      sailings.map((d) => [shipOf(d), d.kind === 'availability' ? d.fields.price.value?.amount : null]),
    ).toEqual([
      ['BOYNE SPIRIT', 310],
      ['LIFFEY TRADER', 310],
    ]);
  });

  it('takes ships withdrawn in a list off it, and keeps the ship named in a corrected line apart', () => {
    const list = drafts(
      'Updated list below.\n\n* ELBE CARRIER     698 teu      opn Hamburg 06/02     dir UK east coast  -- FIXED, pls delete\n' +
        '  RIX MERCHANT     368 teu nom / abt 200 free   opn Teesport 07/02    dir Rotterdam\n' +
        '* SOLENT BAY       508 teu      opn Southampton 09/02    -- on subs, do not work\n' +
        '  NORDKAP          intake 650 teu            opn Aberdeen 10-11/02    dir Bergen\n' +
        '* GREY SEAL        CORRECTION: opens Immingham 12/02 (not 10/02), 260 free, dir Esbjerg',
      '2026-02-03',
    );
    expect(list.map((d) => [shipOf(d), routeOf(d)[0]])).toEqual([
      ['RIX MERCHANT', 'GBTEE'],
      ['NORDKAP', 'GBABD'],
      ['GREY SEAL', 'GBIMM'],
    ]);
    const german = drafts(
      '1) MS HOLSTENTOR – 509 TEU – frei ab Kiel 12.02. – Richtung Klaipeda – 280 Stellplätze frei\n' +
        '2) MS WESER TRADER – gefixt, bitte streichen\n3) MS OSTSEE – auf Subs bis morgen 12 Uhr, bitte nicht anbieten\n' +
        '4) Korrektur zu gestern: MS JADE (nicht JADE II) offen Wilhelmshaven 16.02., 650 TEU nominal, 400 frei, Ri. Aarhus',
      '2026-02-11',
    );
    expect(german.map(shipOf)).toEqual(['HOLSTENTOR', 'JADE']);
  });

  it('reads sailings listed by day under the route they sail, and a schedule row by its "dep"/"arr" days', () => {
    const sailings = drafts(
      'We are currently showing the following free slots ex Felixstowe to Gothenburg:\n\n' +
        'Sun 22 Nov – MV KATTEGAT – 55 TEU\nSun 29 Nov – MV OSTERHAV – 30 TEU\nSun 06 Dec – MV KATTEGAT – 70 TEU\n\nRates on request.',
      '2026-11-18',
    );
    expect(sailings.map((d) => [shipOf(d), ...routeOf(d), days(d)?.[0], sizesOf(d)?.[0]])).toEqual([
      ['KATTEGAT', 'GBFXT', 'SEGOT', '2026-11-22', 55],
      ['OSTERHAV', 'GBFXT', 'SEGOT', '2026-11-29', 30],
      ['KATTEGAT', 'GBFXT', 'SEGOT', '2026-12-06', 70],
    ]);
    const rows = drafts(
      'Please find our UK space from Zeebrugge:\n\n' +
        'ZEEBRUGGE → TILBURY    FLANDRIA SEA   dep Thu 10/09   arr Fri 11/09   24 TEU             EUR 210/TEU\n' +
        'ZEEBRUGGE → TEESPORT   NORTHERN WAY   dep Fri 11/09   arr Sun 13/09   40 TEU             EUR 265/TEU\n' +
        'ZEEBRUGGE → TILBURY    FLANDRIA SEA   dep Thu 17/09   arr Fri 18/09   space available    EUR 210/TEU',
      '2026-09-09',
    );
    expect(rows.map((d) => [shipOf(d), ...(days(d) ?? [])])).toEqual([
      ['FLANDRIA SEA', '2026-09-10', '2026-09-11'],
      ['NORTHERN WAY', '2026-09-11', '2026-09-13'],
      ['FLANDRIA SEA', '2026-09-17', '2026-09-18'],
    ]);
  });

  it('reads two sailings of one ship apart, a sailing fully booked as none, an order "separately, same routing"', () => {
    const sailings = drafts(
      'Our slot allocation on the next three sailings ex Waterford (Belview) to Rotterdam:\n\n' +
        'wk 28 – MV SUIR VALLEY – ETD Fri 10/07 – 20 slots\nwk 29 – MV SUIR VALLEY – ETD Fri 17/07 – 15 slots\n' +
        'wk 30 – MV BARROW BRIDGE (sub for SUIR VALLEY, drydock) – ETD Fri 24/07 – fully booked, waitlist only',
      '2026-07-01',
    );
    expect(sailings.map((d) => [shipOf(d), ...routeOf(d), days(d)?.[0], sizesOf(d)?.[0]])).toEqual([
      ['SUIR VALLEY', 'IEWAT', 'NLRTM', '2026-07-10', 20],
      ['SUIR VALLEY', 'IEWAT', 'NLRTM', '2026-07-17', 15],
    ]);
    const orders = drafts(
      "POL: Rotterdam\nPOD: Dublin\nEquipment: 3 x 20' ISO tank\nCargo: Flammable liquid, IMO class 3, UN 1993\n" +
        "Earliest loading 26/05, latest 29/05\n\nSeparately, same routing and same window: 1 x 20' DV, general cargo.",
      '2026-05-19',
    );
    expect(orders.map((d) => [...routeOf(d), teuOf(d), ...(orderDates(d) ?? [])])).toEqual([
      ['NLRTM', 'IEDUB', 3, '2026-05-26', '2026-05-29'],
      ['NLRTM', 'IEDUB', 1, '2026-05-26', '2026-05-29'],
    ]);
  });

  it('reads lettered orders, "latest" before its day, no day from an office closed or a holiday, onward lines of a ship', () => {
    const orders = drafts(
      "we have two enquiries ex Valencia for week 24:\n\na) 20 x 40HC + 10 x 20' to Genoa or La Spezia, target EUR 140 per TEU\n" +
        "b) 6 x 40' reefer, -20°C, to Livorno, loading Mon 08/06 latest Wed 10/06, rate on request\n\n" +
        'Also please note today (Tue 02/06) is a holiday in Italy, so Italian agents may only answer tomorrow.',
      '2026-06-02',
    );
    expect(orders.map((d) => [teuOf(d), ...(orderDates(d) ?? [])])).toEqual([
      [50, '2026-06-08', '2026-06-14'],
      [12, '2026-06-08', '2026-06-10'],
    ]);
    const table = drafts(
      'Navio        | TEU | livres | aberto   | data  | destino       | frete\n' +
        'TEJO         | 424 | 200    | Leixões  | 18/06 | Vigo / Bilbao | EUR 210,00/TEU\n' +
        'ALGARVE SUN  | 280 | 280    | Sines    | 25/06 | Algeciras     | on request\n\n' +
        'Porto office closed Wed 24/06 (São João), Lisbon office open as usual.',
      '2026-06-16',
    );
    expect(table.map((d) => [shipOf(d), ...routeOf(d), ...(sizesOf(d) ?? [])])).toEqual([
      ['TEJO', 'PTLEI', 'ESVGO', 200, 424],
      ['ALGARVE SUN', 'PTSIE', 'ESALG', 280, 280],
    ]);
    const [giulia] = drafts(
      'MV SANTA GIULIA\n508 teu nom / 14 kn\nopen Genova Monday 12/01\nnext Valencia or Barcelona (chrts option), ETA Valencia 15/01\n' +
        'abt 210 teu free on the Genova - Valencia leg\nrate EUR 180.- per teu fio',
      '2026-01-08',
    );
    expect([shipOf(giulia), ...(days(giulia) ?? []), ...(sizesOf(giulia) ?? [])]).toEqual([
      'SANTA GIULIA',
      '2026-01-12',
      '2026-01-15',
      210,
      508,
    ]);
  });

  it('reads Piraeus, Izmir and Mersin by their Italian and Spanish names', () => {
    const [ship] = drafts('MV EGEO STAR opn Pireo 12/02, dir Smirne, 300 free', '2026-02-09');
    expect(routeOf(ship)).toEqual(['GRPIR', 'TRIZM']);
    const [other] = drafts('MV LEVANTE open Esmirna 14/02, next Mersina, 200 free', '2026-02-09');
    expect(routeOf(other)).toEqual(['TRIZM', 'TRMER']);
  });

  it('reads no day from "DG class 3/8/9" or "bss 1/1.", and no free figure from an intake at 14 t homogeneous', () => {
    const [link] = drafts(
      'MV BOSPHORUS LINK 698/450 (14t hom), gearless\nopn Ambarlı ppt, dir Constanta\n\n' +
        'can offer abt 250 slots Ambarli-Constanta, USD180 per teu, DG class 3/8/9 accepted. Idea bss 1/1.',
      '2026-02-17',
    );
    expect([days(link)?.[0], sizesOf(link)?.[0]]).toEqual(['2026-02-17', 250]);
  });

  it('reads Bremen and Bremerhaven written with 莱', () => {
    const [falcon] = drafts(
      'MV ELBE FALCON，即期不莱梅开，可用舱位150TEU（总箱位400TEU），去向奥胡斯，包干价EUR 18,000。',
      '2027-01-19',
    );
    expect(routeOf(falcon)).toEqual(['DEBRE', 'DKAAR']);
    const [order] = drafts('不莱梅哈芬到赫尔辛基，20GP x 10，12月中旬装', '2026-11-30');
    expect(routeOf(order)).toEqual(['DEBRV', 'FIHEL']);
  });

  it('gives the rate on a line of its own under a list to every item, also when read with the last', () => {
    const sailings = drafts(
      '各位客户：\n圣诞及新年期间汉堡—斯德哥尔摩航线舱位如下：\n' +
        '- 12月19日（周六）MV NORRSKEN 汉堡开，12月22日抵斯德哥尔摩，剩余舱位35TEU\n' +
        '- 1月2日（周六）MV NORRSKEN 汉堡开，1月5日抵斯德哥尔摩，剩余舱位80TEU\n（12月26日航次取消）\n运价：USD 310/TEU。',
      '2026-12-09',
    );
    expect(sailings.map((d) => (d.kind === 'availability' ? d.fields.price.value?.amount : null))).toEqual([
      310, 310,
    ]);
  });

  it('offers nothing in a booking confirmed with its number', () => {
    expect(
      drafts(
        'Thanks, all received. Recap for our files:\n\nVessel: MV SCHELDE BAY, voy 2610E\nPOL Antwerp – POD Felixstowe\n' +
          "ETD Sat 07/03, ETA Sun 08/03\n3 x 40' HC, booking ref ANRFXT-22871\nRate EUR 295/unit as agreed",
        '2026-03-04',
      ),
    ).toEqual([]);
    expect(
      drafts(
        'vielen Dank, die Buchung ist bestätigt: MS SYLT, Abfahrt Hamburg Fr. 16.10., Buchungsnummer HGD-448120.',
        '2026-10-14',
      ),
    ).toEqual([]);
  });

  it('reads the bullets under a ship\'s line as hers, and "Schiff: 600 TEU" as her size, not a second ship', () => {
    const [dawn] = drafts(
      'Owners advise following position:\n\nMV FRISIAN DAWN (2008, 9,600 dwt, 698 teu, ice class 1A)\n' +
        '- Christmas stay at Delfzijl layberth 23-27/12\n- Opening Eemshaven 28/12\n' +
        '- Intended voyage: Eemshaven to Oslo, ETA Oslo 30/12\n- Slot price EUR 290/box any size',
      '2026-12-18',
    );
    expect([shipOf(dawn), ...routeOf(dawn), days(dawn)?.[1]]).toEqual([
      'FRISIAN DAWN',
      'NLEEM',
      'NOOSL',
      '2026-12-30',
    ]);
    const christa = drafts(
      'die Christa könnten wir Ihnen über die Feiertage anbieten: ETA Hamburg 22.12., ETD 23.12., nach Aarhus mit ETA 24.12.\n' +
        'Frei: 350 TEU, Schiff: 600 TEU.\nPauschal EUR 38.000.',
      '2026-12-16',
    );
    expect(christa.map((d) => sizesOf(d))).toEqual([[350, 600]]);
  });

  it('reads Chinese letters and chats: the sentence introducing an order, 船名航次, 开航港, 空出, counts in Chinese numerals', () => {
    const letter = drafts(
      '我司客户有一批锂离子电池需经鹿特丹中转至比雷埃夫斯，具体如下：\n\n一、货名：锂离子电池（UN3480，第9类危险品）\n' +
        '二、箱型箱量：4×20GP\n三、单柜毛重：约12吨\n四、起运港：鹿特丹\n五、目的港：比雷埃夫斯\n六、装期：四月上旬',
      '2026-03-25',
    );
    expect(letter.map((d) => [...routeOf(d), teuOf(d)])).toEqual([['NLRTM', 'GRPIR', 4]]);
    const [notice] = drafts(
      '现将我司第3周支线舱位安排通知如下：\n船名航次：XIN HUA 3 / 新华3轮  V.2603E\n开航港：汉堡\n目的港：圣彼得堡\n可用舱位：80 TEU',
      '2026-01-05',
    );
    expect([shipOf(notice), routeOf(notice)[1]]).toEqual(['XIN HUA 3', 'RULED']);
    const [star] = drafts(
      '“远东之星”轮（FAR EAST STAR，800 TEU）预计9月7日抵达格但斯克（ETA），9月8日离港（ETD），卸货后空出约400 TEU，下一港克莱佩达。',
      '2026-09-03',
    );
    expect(sizesOf(star)).toEqual([400, 800]);
    const [nord] = drafts(
      'MV Nordstrand (803 TEU, blt 2008)\nETA Gdansk Thu 20/08, ETD Fri 21/08\nafter discharge abt 450 TEU open, next port Aarhus',
      '2026-08-18',
    );
    expect(sizesOf(nord)).toEqual([450, 803]);
    const [order] = drafts(
      '李总，鹿特丹到哥德堡，十个40HQ，普货，下周三装，目标价每柜USD 300，有船吗？',
      '2026-01-22',
    );
    expect(teuOf(order)).toBe(20);
  });

  it('reads a month in Chinese numerals with its part (四月上旬, 十月上旬), not the date heading a letter', () => {
    const [order] = drafts(
      '日期：2026年3月25日\n事由：危险品订舱\n\n一、箱型箱量：4×20GP\n二、起运港：鹿特丹\n三、目的港：比雷埃夫斯\n四、装期：四月上旬',
      '2026-03-25',
    );
    expect(orderDates(order)).toEqual(['2026-04-01', '2026-04-10']);
    const [other] = drafts('汉堡到里加，20GP x 10，十月上旬装', '2026-09-20');
    expect(orderDates(other)).toEqual(['2026-10-01', '2026-10-10']);
  });

  it('reads Baltic shorthand: "dir Rtm", "next Brv", no port in "Kiel Canal", no DG class in "ice class 1A"', () => {
    const list = drafts(
      'SILDA: 300 teu nom / 120 avail, opn Risavika Thu 23/4, dir Rtm ETA 25/4. EUR 145 pr teu.\n' +
        'TINDFJELL: 250 teu intake, opn Ålesund early May, next Brv.',
      '2026-04-21',
    );
    expect(list.map((d) => [shipOf(d), ...routeOf(d)])).toEqual([
      ['SILDA', 'NOSVG', 'NLRTM'],
      ['TINDFJELL', 'NOAES', 'DEBRV'],
    ]);
    const [kogge] = drafts(
      'MS HANSA KOGGE - 510 teu / 200 free\nopn Rotterdam Sat 28/3\nvia Kiel Canal (Brunsbüttel abt 30/3)\nETA Kotka 02/04',
      '2026-03-24',
    );
    expect(routeOf(kogge)).toEqual(['NLRTM', 'FIKTK']);
    const [paper] = drafts(
      "10 x 40'HC dry, paper on reels, Oulu - Lübeck, loading wk 2.\nVessel must have min ice class 1A.",
      '2026-12-29',
    );
    expect(paper.kind === 'cargo_request' && paper.fields.cargoType.value).toBe('general');
    expect(
      drafts(
        'Subject: Winter navigation 2026/27 - restrictions & ice surcharge reminder\n\nIce surcharge for Oulu latest by 01/12.',
      ),
    ).toEqual([]);
  });

  it('reads "Latest loading:" as the next line\'s label, and a chat\'s time stamps without a year as no days', () => {
    const [order] = drafts(
      'POL: Rotterdam (ECT Delta)\nPOD: Gdansk (DCT)\nVolume: 8x40HQ + 4x20GP, general cargo\nCargo ready: 09th Feb\n' +
        'Latest loading: 13th Feb\nTarget rate: USD 240/TEU all in',
      '2026-02-03',
    );
    expect(orderDates(order)).toEqual(['2026-02-09', '2026-02-13']);
    const [chat] = drafts(
      '[15/10 09:12] Lily Wang (Oceanlink NGB): hi Tom, any space Antwerp to Lisbon next week (wk 43)? 6x40hc, ~22t each\n' +
        '[15/10 09:20] Tom Verbeek: let me check with ops, revert by noon',
      '2026-10-15',
    );
    expect(orderDates(chat)).toEqual(['2026-10-19', '2026-10-25']);
  });
});
