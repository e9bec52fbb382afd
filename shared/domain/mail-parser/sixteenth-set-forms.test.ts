import { describe, expect, it } from 'vitest';
import { draftsAt, shipOf, sizesOf, priceOf, routeOf } from './forms-test-helpers';

const drafts = draftsAt('2026-03-16');

/** Forms the sixteenth (harder) and seventeenth independent development sets showed the parser did not read (issue 26). */
describe('forms of the sixteenth and seventeenth development sets', () => {
  it('reads a table whose column legend follows its rows, in brackets or after "legend:"', () => {
    const pipes = drafts(
      '| Wadden Star   | 340 | 120 | Eemshaven | 30/3 | Kotka |\n' +
        '| Baltic Carina | 500 |  -  | Delfzijl  |  -   | FIXED |\n' +
        '| Nordwind II   | 650 | 200 | Emden     | 02/04| Riga  |\n\n' +
        '(name | nom | free | opn | date | to)\n',
    );
    expect(pipes.map(shipOf)).toEqual(['Wadden Star', 'Nordwind II']);
    expect(pipes.map(sizesOf)).toEqual([
      [120, 340],
      [200, 650],
    ]);
    expect(pipes.map(routeOf)).toEqual([
      ['NLEEM', 'FIKTK'],
      ['DEEME', 'LVRIX'],
    ]);
    const spaced = drafts(
      'Ostsee Trader    Lübeck    27.11.       Riga        110 / 400\n' +
        'Kieler Förde     Kiel      Mo 01.12.    Klaipeda     60 / 250\n' +
        '(Schiff, offen ab, Datum, nach, frei / Kapazität)\n' +
        'Raten: Ostsee Trader EUR 120/TEU, die zweite EUR 6.900 pauschal.\n',
      '2025-11-20',
    );
    expect(spaced.map(sizesOf)).toEqual([
      [110, 400],
      [60, 250],
    ]);
    expect(spaced.map((d) => priceOf(d)?.amount)).toEqual([120, 6900]);
    const chinese = drafts(
      'BALTIC ARROW | 汉堡 | 5月4日 | 赫尔辛基 | 200/1000\nSVEA LINK | 哥德堡 | 5月6日 | 格但斯克 | 85/400\n' +
        '说明: 船名 | 开舱港 | 日期 | 目的港 | 可用舱位/总舱位\n运价: 第一条 USD 140/TEU, 第二条 EUR 9,000 包干。\n',
      '2026-04-27',
    );
    expect(chinese.map((d) => [priceOf(d)?.amount, d.fields.priceBasis.value])).toEqual([
      [140, 'per_teu'],
      [9000, 'lump_sum'],
    ]);
  });

  it('reads a second ship that follows in prose, quoted or after "Her sister", and a date said before both', () => {
    const sisters = drafts(
      "Kestrel Bay opens Bremerhaven Wednesday 11/2 with about 120 TEU free (she's a 1,036er), ETA Gdynia 14/2. " +
        'Her sister Kestrel Dawn follows from Hamburg on the 13th, 85 free, also dir Gdynia. Both at USD 150 per TEU, fio.',
      '2026-02-09',
    );
    expect(sisters.map(shipOf)).toEqual(['Kestrel Bay', 'Kestrel Dawn']);
    expect(sizesOf(sisters[0])).toEqual([120, 1036]);
    const quoted = drafts(
      'Ende Januar hätten wir: die "Emsland" ab Emden mit ca. 180 TEU Richtung Bilbao, und die "Dollart" ab ' +
        'Delfzijl mit ca. 95 TEU Richtung Leixões. Beide Raten auf Anfrage.',
      '2026-01-12',
    );
    expect(quoted.map(shipOf)).toEqual(['Emsland', 'Dollart']);
    expect(quoted.map((d) => d.kind === 'availability' && d.fields.departureDate.value)).toEqual([
      '2026-01-21',
      '2026-01-21',
    ]);
  });

  it('reads no offer from a report, a bill, a notice, a past quote, a bunker call or a ship gone on subs', () => {
    expect(
      drafts(
        'Subject: Feeder market report - week 52\n\nReported fixtures:\n- "Saimaa" 508 TEU, delivery Hamburg prompt, 45 ' +
          'days, EUR 6,900/day\nSlot rates Hamburg-Helsinki indicated at EUR 140-160/TEU.\n',
        '2025-12-22',
      ),
    ).toEqual([]);
    expect(
      drafts(
        'Subject: Delay notice - MV Iberian Gull voy 245\n\nMV Iberian Gull has been delayed. Revised schedule:\n' +
          'Bilbao ETD Wed 12/11, Valencia ETA Sun 16/11.\n',
        '2025-11-10',
      ),
    ).toEqual([]);
    expect(
      drafts(
        'Subject: Invoice 2026-0311 - slots MV Helga Rand\n\nplease find attached our invoice no. 2026-0311 for slots on ' +
          'MV Helga Rand, Hamburg - Riga, sailed 21/02:\n40 TEU x EUR 160/TEU = EUR 6,400.00\nPayment due 16/03/2026.\n',
        '2026-03-02',
      ),
    ).toEqual([]);
    const [harrier] = drafts(
      'Sea Harrier ETA Leixoes Sat 06/09, ETD Sun 07/09, bunkering Algeciras en route, ETA Casablanca Wed 10/09.\n' +
        'Free abt 160 TEU (nominal 1,012). Rate EUR 175/teu. Prev call was Vigo.\n',
      '2025-09-01',
    );
    expect(routeOf(harrier)).toEqual(['PTLEI', 'MACAS']);
    const [star] = drafts(
      'Bad news first: owners confirm Biscay Runner went on subs last night, so the 90 slots are gone.\n' +
        "What they can offer instead is Cantabria Star - she's a 700 TEU ship, 140 slots free on this leg. Opn " +
        'Rotterdam Thu 27/11, ETA Bilbao Mon 01/12. USD 210/TEU fio.\n',
      '2025-11-18',
    );
    expect(sizesOf(star)).toEqual([140, 700]);
    const [order] = drafts(
      "Anna, their last quote was EUR 780/TEU but that was for a dry stem.\n\nwe have 8 x 20' tank containers, IMO " +
        'class 3, UN 1993, Antwerp to Piraeus, loading window 05.01.-09.01.\n',
      '2025-12-29',
    );
    expect(priceOf(order)).toBeNull();
  });

  it('shares an intro line\'s origin and date and a "both" price with every order of the list', () => {
    const both = drafts(
      'kindly quote for the following, both ex Valencia:\n1) to Felixstowe: 6 x 40RH reefer set at +2°C, loading week 42\n' +
        "2) to Dublin: 10 x 40HC dry, cargo ready mid-October, latest 24/10\nShipper's idea USD 1,250 per box for both.\n",
      '2025-10-06',
    );
    expect(both.map(routeOf)).toEqual([
      ['ESVLC', 'GBFXT'],
      ['ESVLC', 'IEDUB'],
    ]);
    expect(both.map((d) => priceOf(d)?.amount)).toEqual([1250, 1250]);
    const week = drafts(
      "anbei die offenen Ladungen für KW 6:\nHamburg\tGdynia\t8 x 40'HC\tStückgut\nBremerhaven\tHelsinki\t3 x 20' RF (-25 °C)\tTK-Fisch\n",
      '2026-01-28',
    );
    expect(week.map((d) => d.kind === 'cargo_request' && d.fields.latestDate.value)).toEqual([
      '2026-02-08',
      '2026-02-08',
    ]);
    const [mother] = drafts(
      "Our client's boxes arrive Rotterdam on the mother vessel around 3rd Jan and need a feeder from Rotterdam to Gdynia:\n" +
        "- 6 x 40'HC dry\nLoading window Rotterdam 05/01 - 12/01. Target rate USD 260 per TEU.\n",
      '2025-12-20',
    );
    expect(mother.kind === 'cargo_request' && mother.fields.earliestDate.value).toBe('2026-01-05');
  });

  it('reads lsum with an idea, Freie Stellplätze, a ship in brackets, 冻柜, 大船到 and a name closing on a number', () => {
    const [lsum] = drafts('1. Gdansk > Antwerp, 30 x 40DC, ppt, lsum idea EUR 21,000\n', '2026-04-20');
    expect(lsum.fields.priceBasis.value).toBe('lump_sum');
    const [jade] = drafts(
      'MS Jadebusen: ETA Wilhelmshaven Mi 20.05., ETD Do 21.05., bunkert in Skagen, ETA Göteborg Sa 23.05.\n' +
        'Freie Stellplätze ca. 320 (Schiff 1.700 TEU).\nRate USD 125/TEU.\n',
      '2026-05-11',
    );
    expect(sizesOf(jade)).toEqual([320, 1700]);
    expect(routeOf(jade)).toEqual(['DEWVN', 'SEGOT']);
    const [reefer] = drafts('2. 汉堡 → 奥斯陆，2x20尺冻柜 -18度，第5周\n', '2026-01-19');
    expect(reefer.kind === 'cargo_request' && reefer.fields.boxMix.value).toEqual([
      { count: 2, size: '20', type: 'reefer', temperatureC: -18 },
    ]);
    const [feeder] = drafts(
      '我司上海客户一批货，大船到鹿特丹后需二程 feeder 到赫尔辛基：\n8 x 40HQ 普柜\n装期：1月上旬',
      '2025-12-20',
    );
    expect(routeOf(feeder)).toEqual(['NLRTM', 'FIHEL']);
    const [sheng] = drafts(
      'MV SHENG LI 8 8月24日不来梅开，去利物浦，预计8月27日到港。可用舱位 260 TEU。运价面议。',
      '2026-08-17',
    );
    expect(shipOf(sheng)).toBe('SHENG LI 8');
  });

  it('reads dates in Chinese numerals, a homogeneous intake and "as above", misses docs/mail-parser.md listed', () => {
    const [owl] = drafts('MV ARCTIC OWL 十二月十六日汉堡开，去里加，剩余舱位200TEU。', '2026-12-01');
    expect(owl.kind === 'availability' && owl.fields.departureDate.value).toBe('2026-12-16');
    const [order] = drafts('20尺普柜5个，汉堡至里加，一月三号装，预算EUR 600/箱', '2026-12-20');
    expect(order.kind === 'cargo_request' && order.fields.earliestDate.value).toBe('2027-01-03');
    const [star] = drafts(
      'MV NORDIC STAR open Hamburg, 508 TEU nominal / 14t hom 350, dir Riga 12/12',
      '2026-12-01',
    );
    expect(sizesOf(star)).toEqual([350, 508]);
    const [, above] = drafts(
      '1) 5 x 40HC Hamburg - Riga, loading 12-14/12\n2) 3 x 20DV Hamburg - Tallinn, loading as above',
      '2026-12-01',
    );
    expect(above.kind === 'cargo_request' && above.fields.latestDate.value).toBe('2026-12-14');
  });
});
