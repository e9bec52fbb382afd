import { describe, expect, it } from 'vitest';
import { daysOf as days, draftsAt, orderDates, routeOf, shipOf, sizesOf, teuOf } from './forms-test-helpers';

const drafts = draftsAt('2026-11-30');

/** Forms the twenty-ninth to thirty-second sets showed (issue 26). */
describe('forms of the twenty-ninth to thirty-second development sets', () => {
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
