import { describe, expect, it } from 'vitest';
import { draftsAt, shipOf, priceOf, routeOf } from './forms-test-helpers';

const drafts = draftsAt('2026-05-11');

/** Forms the twentieth (circulars, busy-week replies) and twenty-first (Chinese and German forwarders) sets showed (issue 26). */
describe('forms of the twentieth and twenty-first development sets', () => {
  it('reads every row of a circular past lines of particulars and fixed ships', () => {
    const circular = drafts(
      'NAME              NOM   FREE   OPEN PORT      OPEN DATE   DIRECTION\n' +
        'NORDIC AURORA     1036   400   Rotterdam      10/07       St Petersburg\n' +
        'LUNA I             508   160   Hamburg        mid July    Riga\n' +
        '                  (blt 2006, 7,700 dwt, 100 rf plugs, ice 1A)\n' +
        'KALMAR SUND        380   FIXED\n' +
        'MS JADE            900   250   Bremerhaven    12/07       Gdynia\n',
      '2025-07-08',
    );
    expect(circular.map(shipOf)).toEqual(['NORDIC AURORA', 'LUNA I', 'JADE']);
    const german = drafts(
      'Schiff          | Nominal | frei | ab            | Datum      | nach\n' +
        'MS KEITUM       | 508     | 200  | Bremen        | 10.07.     | Grangemouth\n' +
        '                | Bj. 2009, 110 Reefer-Stecker\n' +
        'MS LIST         | 366     | fest | –             | –          | –\n' +
        'MS HÖRNUM       | 698     | 250  | Amsterdam     | 13.07.     | Bergen\n',
      '2026-07-08',
    );
    expect(german.map(shipOf)).toEqual(['KEITUM', 'HÖRNUM']);
  });

  it('reads a table split by " / " with glossed headers, and a table with its port in a column name', () => {
    const chinese = drafts(
      '船名 / 航次 / 开航(ETD) / 目的港 / 到港(ETA) / 剩余舱位\n' +
        'BALTIC PEARL / 2550N / 12月9日 汉堡 / 格丁尼亚 Gdynia / 12月11日 / 80TEU\n' +
        'NORDIC STAR 3 / 2551N / 12月16日 汉堡 / 克莱佩达 Klaipeda / 12月19日 / 45TEU\n',
      '2025-12-05',
    );
    expect(chinese.map(shipOf)).toEqual(['BALTIC PEARL', 'NORDIC STAR 3']);
    expect(chinese.map((d) => d.kind === 'availability' && d.fields.arrivalDate.value)).toEqual([
      '2025-12-11',
      '2025-12-19',
    ]);
    const valencia = drafts(
      'please find our feeder sailings ex Valencia for your transshipment boxes:\n' +
        'Vessel        Voy     ETD VLC   POD        ETA POD   Free TEU\n' +
        'CAPE ORCHID   2619E   16/05     Piraeus    19/05     85\n' +
        'LIBRA II      2620E   23/05     Mersin     26/05     120\n' +
        'Rate USD 180 per TEU for all three sailings, THC both ends excluded.\n',
    );
    expect(valencia.map(routeOf)).toEqual([
      ['ESVLC', 'GRPIR'],
      ['ESVLC', 'TRMER'],
    ]);
    expect(valencia.map((d) => priceOf(d)?.amount)).toEqual([180, 180]);
    expect(valencia.map((d) => d.kind === 'availability' && d.fields.arrivalDate.value)).toEqual([
      '2026-05-19',
      '2026-05-26',
    ]);
  });

  it('reads no offer from a decline, a shipment status or a call that is not on the route', () => {
    expect(
      drafts(
        'sorry, CELINE K not available till end Feb (drydock). Nothing else open this week on RTM-FXT, will revert Monday.',
        '2026-01-09',
      ),
    ).toEqual([]);
    expect(
      drafts(
        'Betreff: Feiertag 1. Mai / Status Ihrer Sendung\n\nIhre Container auf MS EMSLAND sind verladen, ETA Felixstowe 04.05.',
        '2026-04-28',
      ),
    ).toEqual([]);
    const [ostfriesland] = drafts(
      'MS "OSTFRIESLAND" (Nominal 450 TEU) ist frei ab Emden am 27.02., 175 Stellplätze verfügbar, Richtung Stavanger.\n' +
        'Letzter Hafen Eemshaven, Bunkern in Delfzijl.\nFracht: EUR 145 pro TEU.\n',
      '2026-02-24',
    );
    expect(routeOf(ostfriesland)).toEqual(['DEEME', 'NOSVG']);
    expect(priceOf(ostfriesland)?.amount).toBe(145);
    const [polarstern] = drafts(
      'MS POLARSTERN II, letzter Hafen Klaipeda, ist offen in Danzig Ende Juni.\n300 Stellplätze, Richtung Antwerpen, ' +
        'Bunkerstopp in Rotterdam.\nPreis auf Anfrage.\n',
      '2026-06-01',
    );
    expect(routeOf(polarstern)).toEqual(['PLGDN', 'BEANR']);
  });

  it('reads 两船相同 under a table of two ships', () => {
    const both = drafts(
      '| 船名 | 船舶载箱量 | 可用舱位 | 起运港 | 开航日 | 卸货港 |\n| JIN SHENG | 1100 | 260 | 热那亚 Genoa | 7/21 | 比雷埃夫斯 |\n' +
        '| MARE NOSTRUM | 700 | 90 | 拉斯佩齐亚 | 7/24 | 梅尔辛 Mersin |\n运价：USD 160/TEU（两船相同）\n',
      '2026-07-14',
    );
    expect(both.map((d) => priceOf(d)?.amount)).toEqual([160, 160]);
  });

  it('reads the labelled rate over a rejected counter-offer, a Pauschalpreis and "Zielpreis Pos. 1"', () => {
    const [crown] = drafts(
      '船东回复：您还价 USD 120/TEU 无法接受，船东从原报 USD 150/TEU 降至 USD 138/TEU，为最后报价。\n船名：BALTIC CROWN\n' +
        '开船：鹿特丹 5月23日\n可用舱位：320 TEU\n去向：赫尔辛基\n运价：USD 138/TEU，以船东最终确认为准\n',
      '2026-05-18',
    );
    expect(priceOf(crown)?.amount).toBe(138);
    const [anna] = drafts(
      'unser Schiff „Anna Lena“ (ca. 450 TEU) hat noch ca. 90 Stellplätze ab Lübeck.\nAbfahrt nächsten Dienstag (07.07.), ' +
        'Ankunft Turku 09.07.\nPauschalpreis für die 90 TEU: EUR 16.500\n',
      '2026-06-30',
    );
    expect([priceOf(anna)?.amount, anna.fields.priceBasis.value]).toEqual([16500, 'lump_sum']);
    const positions = drafts(
      "Pos | Anzahl/Typ | von | nach | Ladung\n1 | 2 x 40' Reefer -20 °C | Bremerhaven | Riga | KW 37\n" +
        "2 | 3 x 20' Flat Rack | Hamburg | Helsinki | 14.-18.09.\nZielpreis Pos. 1: EUR 1.300/Box. Pos. 2 bitte Preis machen.\n",
      '2026-08-31',
    );
    expect(positions.map((d) => priceOf(d)?.amount ?? null)).toEqual([1300, null]);
  });
});

/** Forms the twenty-second set (English as written by many nationalities) showed the parser did not read (issue 26). */
describe('forms of the twenty-second development set', () => {
  it('reads boxes counted before "containers", "the middle of March", a ship looking for cargo, a sister between commas', () => {
    const [furniture] = drafts(
      "We have for our client 12 containers 40' HC with furniture (general cargo) which need to go from Gdańsk to Aarhus in the middle of March.",
      '2026-03-02',
    );
    expect(furniture.kind === 'cargo_request' && furniture.fields.requestedTEU.value).toBe(24);
    expect(furniture.kind === 'cargo_request' && furniture.fields.latestDate.value).toBe('2026-03-20');
    const [shortbread] = drafts(
      'They have fourteen 20ft dry containers of boxed shortbread to move from Grangemouth to Rotterdam towards the end of the month.',
      '2026-04-10',
    );
    expect(shortbread.kind === 'cargo_request' && shortbread.fields.requestedTEU.value).toBe(14);
    const [carmen] = drafts(
      'Our ship "Virgen del Carmen" (500 TEU) is coming free in Bilbao early May and we are looking for cargo to Dublin. ' +
        'We have 180 TEU available for this trip. The price is 260 EUR/TEU, all in.',
      '2026-04-20',
    );
    expect([carmen.kind, shipOf(carmen)]).toEqual(['availability', 'Virgen del Carmen']);
    const sisters = drafts(
      'Kindly note that m/v Poseidon Glory, 1,700 teu, is opening at Thessaloniki prompt with approx. 420 teu free, ' +
        'destined for Izmir, whilst her sister Poseidon Grace, also 1,700 teu, opens Piraeus on 25/5 with 380 teu free for Mersin.',
      '2026-05-19',
    );
    expect(sisters.map(shipOf)).toEqual(['Poseidon Glory', 'Poseidon Grace']);
  });
});
