import { describe, expect, it } from 'vitest';
import {
  daysOf as days,
  draftsAt,
  mixOf,
  orderDates,
  routeOf,
  shipOf,
  sizesOf,
  teuOf,
} from './forms-test-helpers';

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
});
