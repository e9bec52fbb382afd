import { describe, expect, it } from 'vitest';
import {
  daysOf as days,
  draftsAt,
  orderDates,
  priceOf,
  routeOf,
  shipOf,
  sizesOf,
} from './forms-test-helpers';

const drafts = draftsAt('2026-11-02');

/** Forms the twenty-second to twenty-sixth sets showed: positions and orders written in prose (issue 26). */
describe('forms of the twenty-second to twenty-sixth development sets', () => {
  it('reads a weekday named alone in a clause about the voyage, after the date written before it', () => {
    const [zeelandia] = drafts(
      'Thursday comes the Zeelandia free in Vlissingen, after that she goes to Esbjerg (ETA there Saturday). ' +
        'On board is still place for 95 TEU. If you have something, call me, then we fix it today still.',
    );
    expect(days(zeelandia)).toEqual(['2026-11-05', '2026-11-07']);
    const [lark] = drafts(
      'She will have 180 TEU to offer when she opens at Felixstowe on Thursday 15th January, bound for ' +
        'Rotterdam, where one would expect her to arrive on the Saturday, weather permitting.',
      '2026-01-12',
    );
    expect(days(lark)).toEqual(['2026-01-15', '2026-01-17']);
    // The same weekday written with its date before: that day, not a week later.
    const [anna] = drafts(
      'ANNA LENA completes discharge at Gdynia on Friday 2 January and is free from there. She could take ' +
        'abt 180 TEU for Rotterdam, ETA Rdam Monday 5th Jan if she sails Fri evening.',
      '2025-12-30',
    );
    expect(days(anna)).toEqual(['2026-01-02', '2026-01-05']);
  });

  it('reads no day from a weekday in a reply, office hours, a schedule or the past', () => {
    const text =
      '20 x 40HC Hamburg to Helsinki, loading 10.12.-12.12.\n' +
      'Please let me know before Thursday. Office hours Monday to Friday. ' +
      'We load every Friday. Last Friday was busy.';
    const [order] = drafts(text, '2026-12-01');
    expect(orderDates(order)).toEqual(['2026-12-10', '2026-12-12']);
    const [german] = drafts(
      '20 x 40HC Hamburg nach Helsinki, Verladung 10.12.-12.12.\nBitte geben Sie uns bis Freitag Bescheid. ' +
        'Wie am vergangenen Montag besprochen.',
      '2026-12-01',
    );
    expect(orderDates(german)).toEqual(['2026-12-10', '2026-12-12']);
  });

  it('reads an ETA said in a longer clause ("ETA Hamburg is planned on 11th February")', () => {
    const [amber] = drafts(
      'Vessel Baltic Amber (nominal 650 TEU) will be free in Gdynia from Monday 9th of February and we have ' +
        'about 140 TEU free places for cargo to Hamburg. ETA Hamburg is planned on 11th February.',
      '2026-02-04',
    );
    expect(days(amber)).toEqual(['2026-02-09', '2026-02-11']);
  });

  it('reads a position told in prose: a ship called she, the desk\'s own ship by name, news of a port, "300 to be free"', () => {
    const [swift] = drafts(
      'Subject: Elbe Swift - Antwerp Thursday, Baltic\n\nQuick one on our Elbe Swift, as promised on the phone this ' +
        'morning. She will be ready in Antwerp on Thursday and could take up to 180 TEU for the Baltic, due Gdynia ' +
        'Monday. She is an 800 TEU ship.\n\nFor the Gdynia leg we would be looking at EUR 145 per TEU.',
      '2025-09-15',
    );
    expect([swift.kind, shipOf(swift), ...routeOf(swift), ...(days(swift) ?? [])]).toEqual([
      'availability',
      'Elbe Swift',
      'BEANR',
      'PLGDY',
      '2025-09-18',
      '2025-09-22',
    ]);
    const [amber] = drafts(
      'Sorry for the slow reply, it has been a mad week with the strikes in Antwerp.\n\nOur Amber Coast finishes ' +
        'her current rotation in Riga on the 21st. The obvious direction is Rotterdam, where she would arrive on the ' +
        '25th. She is a 440 TEU ship and right now we expect 300 to be free.',
      '2026-09-08',
    );
    expect([shipOf(amber), ...routeOf(amber), ...(sizesOf(amber) ?? [])]).toEqual([
      'Amber Coast',
      'LVRIX',
      'NLRTM',
      300,
      440,
    ]);
    const [pelagos] = drafts(
      'Pelagos arrives Piraeus on Friday and leaves again on Saturday the 21st with about 220 TEU of space for ' +
        'Limassol, where she is due on Monday the 23rd.',
      '2026-02-16',
    );
    expect([pelagos.kind, ...(days(pelagos) ?? [])]).toEqual(['availability', '2026-02-21', '2026-02-23']);
  });

  it('reads a cargo under a ship passed on, no ship from a document code, and nothing from a fixture recap', () => {
    const [order] = drafts(
      'QI LIN 这次就不订了，客户改期了，不好意思。\n\n另外有一票新货麻烦看一下：\n不来梅哈芬 → 奥斯陆\n' +
        '2 × 40HQ + 1 × 20GP，普货\n第33周装\n预算每TEU USD 200\n',
      '2026-07-20',
    );
    expect([order.kind, ...routeOf(order), priceOf(order)]).toEqual([
      'cargo_request',
      'DEBRV',
      'NOOSL',
      { amount: 200, currency: 'USD' },
    ]);
    const [dg] = drafts(
      'POL：安特卫普\nPOD：比雷埃夫斯\n箱量：2 × 20GP\n危险品等级：第3类，UN1993\n运价：每箱 USD 1,350\n\n' +
        'MSDS 和危包证已备好，请确认船公司是否接受，谢谢。',
      '2025-11-03',
    );
    expect([dg.kind, dg.kind === 'cargo_request' && dg.fields.cargoType.value]).toEqual([
      'cargo_request',
      'dangerous',
    ]);
    expect(
      drafts(
        'Subject: Fixture recap / thank you - MV BALTIC SABRE\n\nMV BALTIC SABRE, fixed 6 January\n' +
          'Loaded 212 TEU at Hamburg on 7 January, sailed the same evening\nFreight USD 168/TEU as agreed',
        '2026-01-10',
      ),
    ).toEqual([]);
  });

  it('reads German positions in prose: the arrival said after its day, "wird die Greetsiel am … frei", the size in total', () => {
    const [moewe] = drafts(
      'unsere Hanse Möwe wird am Freitag in Rostock fertig und könnte danach rund 200 TEU mit nach Helsinki nehmen, ' +
        'wo sie voraussichtlich am Sonntag ankommt. Das Schiff hat insgesamt 520 TEU Kapazität.',
      '2025-09-22',
    );
    expect([...(days(moewe) ?? []), ...(sizesOf(moewe) ?? [])]).toEqual([
      '2025-09-26',
      '2025-09-28',
      200,
      520,
    ]);
    const [frieda, greetsiel] = drafts(
      'Die Frieda B (380 TEU) ist ab Donnerstag, den 20.11., in Lübeck frei und fährt anschließend nach Turku; dort ' +
        'wird sie am Sonntag erwartet. Sie hat noch 210 Stellplätze frei.\n\nAußerdem wird die Greetsiel am 27.11. in ' +
        'Emden frei, mit ihrer vollen Kapazität von 290 TEU, Zielhafen Aarhus.',
      '2025-11-17',
    );
    expect(days(frieda)).toEqual(['2025-11-20', '2025-11-23']);
    expect([shipOf(greetsiel), ...routeOf(greetsiel)]).toEqual(['Greetsiel', 'DEEME', 'DKAAR']);
  });

  it('reads nothing from thanks for a voyage done, unless the subject adds what is new', () => {
    expect(
      drafts(
        'Betreff: Danke – Marlene / Swinemünde–Klaipėda\n\nUnsere 180 TEU sind am vergangenen Freitag vollständig in ' +
          'Klaipėda ausgeliefert worden. Die Rechnung über EUR 20.700 wird diese Woche angewiesen.',
        '2026-08-03',
      ),
    ).toEqual([]);
    expect(
      drafts(
        '主题：感谢订舱 + 下航次船位\n\nMV NORDIC JADE 8月10日 里加开 至 鹿特丹，剩余 200TEU，USD 150/TEU',
        '2026-08-03',
      ).map(shipOf),
    ).toEqual(['NORDIC JADE']);
  });

  it('reads nothing from notices, bills and market summaries, and a Swiss price "USD 1\'100.-"', () => {
    for (const [subject, mailDate] of [
      ['主题：装船确认 – MV LU HAI 16 / 2614E', '2026-04-07'],
      ['主题：春节放假通知及新春问候', '2026-02-05'],
      ['主题：9月份运费账单 – 请核对付款', '2025-10-02'],
      ['Subject: North Range feeder market - week 38', '2025-09-19'],
    ])
      expect(drafts(`${subject}\n\nMV LU HAI 16 汉堡开 格丁尼亚 40TEU USD 175/TEU 4月6日`, mailDate)).toEqual(
        [],
      );
    const [order] = drafts(
      "Offerte: 4 x 40' GP, POL: Antwerpen / POD: Valencia, Verladung Mitte Oktober, Zielpreis USD 1'100.- pro Container",
      '2025-09-29',
    );
    expect([priceOf(order), order.fields.priceBasis.value]).toEqual([
      { amount: 1100, currency: 'USD' },
      'per_box',
    ]);
  });

  it('reads "本周三票货" as three lots this week, not this Wednesday', () => {
    const [lot] = drafts(
      '本周三票货，麻烦分别报价：\n不来梅 → 赫尔辛基：10 TEU 普货 FAK，包干 EUR 3,200',
      '2026-06-15',
    );
    expect(orderDates(lot)).toEqual(['2026-06-15', '2026-06-21']);
  });

  it('reads a ship named in title case by what she does ("will load at", "is sitting in", "geht … einsatzbereit")', () => {
    const texts: [string, string][] = [
      [
        'Costa Brava Spirit will load at Barcelona on Thursday and is expected in Genoa on Saturday morning. We have ' +
          '130 TEU free on her.',
        'Costa Brava Spirit',
      ],
      [
        'Lindö Star is sitting in Karlshamn with nothing to do: she is prompt. She can take 190 TEU and would go to Kiel.',
        'Lindö Star',
      ],
      [
        'Die Störtebeker geht über die Feiertage in Bremerhaven an die Kette und ist ab dem 04.01. wieder ' +
          'einsatzbereit. Erste Reise Bremerhaven – Helsinki. Frei sind 400 von 750 TEU.',
        'Störtebeker',
      ],
    ];
    for (const [text, name] of texts) expect(drafts(text, '2026-12-16').map(shipOf)).toEqual([name]);
  });

  it('keeps "tomorrow" beside a weekday named alone, and reads "expect her alongside in X on Tuesday" as her arrival', () => {
    const [holly] = drafts(
      'Sea Holly opens Tilbury tomorrow and will go to Antwerp, arriving Saturday, with 180 TEU free on her 500.',
      '2026-07-22',
    );
    expect(days(holly)).toEqual(['2026-07-23', '2026-07-25']);
    const [marisol] = drafts(
      'Please note that our Lady Marisol completes discharge at Leixões tomorrow and is then free to load for ' +
        'Southampton. She will have about 310 TEU free of her 540, and we would expect her alongside in Southampton ' +
        'on Tuesday.',
      '2025-11-27',
    );
    expect(days(marisol)).toEqual(['2025-11-28', '2025-12-02']);
  });
});
