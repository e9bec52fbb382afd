import { describe, expect, it } from 'vitest';
import { draftsAt, shipOf, sizesOf } from './forms-test-helpers';

const drafts = draftsAt('2026-10-13');

/** Forms the fifteenth independent development set showed the parser did not read (issue 26). */
describe('forms of the fifteenth development set', () => {
  it('reads a position sheet with dot leaders, its "ETA/ETD" pair and a name holding a port', () => {
    const [sheet] = drafts(
      'VSL ....... ISABEL M\nSIZE ...... 712 TEU nom\nETA/ETD ... Cadiz 28/10 / 29/10\n' +
        'DIR ....... Casablanca, ETA Sun 01/11\nSLOTS ..... 85 avail\nRATE ...... EUR 260 per TEU\n',
    );
    expect(shipOf(sheet)).toBe('ISABEL M');
    expect(sheet.kind === 'availability' && sheet.fields.departureDate.value).toBe('2026-10-29');
    // KOLDING is a port: in the ship's name it opens no route of its own, so the position stays one.
    const kolding = drafts(
      'MS BIRTE KOLDING\n698 teu / abt 250 free\nopen Hamburg 18.02.2026, next Oslo, ETA 20.02\nEUR 95 per teu, fio\n',
      '2026-02-16',
    );
    expect(kolding.map(shipOf)).toEqual(['BIRTE KOLDING']);
    expect(sizesOf(kolding[0])).toEqual([250, 698]);
  });

  it('reads no row of a table into the text around it, and no position from a notice or an invoice', () => {
    const table = drafts(
      '| Vessel     | Nom. TEU | Free | Open       | Date      | Next       | Rate        |\n' +
        '|------------|----------|------|------------|-----------|------------|-------------|\n' +
        '| Nordkap 2  | 508      | 140  | Hamburg    | Fri 09/01 | Riga       | EUR 155/TEU |\n' +
        '| Helga III  | 380      | 380  | Kiel       | 12/01     | Klaipeda   | o/r         |\n\n' +
        'Bunkers for Helga III will be taken at Amsterdam before loading.\n',
      '2026-01-05',
    );
    expect(table.map(shipOf)).toEqual(['Nordkap 2', 'Helga III']);
    expect(
      drafts(
        'Subject: Kiel Canal restrictions\n\nFYI – lock maintenance at Brunsbüttel from 09/02 to 13/02. Owners will route ' +
          'via the Skaw instead, which adds about 250 nm on a Hamburg–Gdansk run.\n',
        '2026-02-02',
      ),
    ).toEqual([]);
    expect(
      drafts(
        'Subject: Payment reminder – inv. 2026/0412, MV Kari Sund\n\nDear Sirs,\n\nOur records show that invoice no. ' +
          '2026/0412 dated 14/04/2026 for EUR 12,640.00 (freight 64 TEU Gothenburg–Aarhus, voyage 2614) is still outstanding.\n',
        '2026-05-04',
      ),
    ).toEqual([]);
  });

  it('reads "lsum", boxes counted in words, an ISO tank and a table whose capacity column says 总舱位', () => {
    const [lsum] = drafts(
      'Keel Rock opn Tilbury Thu 12/3 dir Rotterdam, 300 teu intake, EUR 28,500 lsum. Tom',
      '2026-03-09',
    );
    expect(lsum.kind === 'availability' && lsum.fields.priceBasis.value).toBe('lump_sum');
    const [granite] = drafts(
      "Two 20' open tops with granite blocks, 26,000 kg each, from Marina di Carrara to Valletta, loading between the " +
        '14th and 18th of September. Budget USD 1,250/box.',
      '2026-09-01',
    );
    expect(granite.kind === 'cargo_request' && granite.fields.boxMix.value).toEqual([
      { count: 2, size: '20', type: 'open_top', grossWeightKg: 26000 },
    ]);
    const [tank] = drafts(
      '20尺ISO罐箱 5个，食品级葡萄糖浆，非危险品，瓦伦西亚至热那亚，10月中旬装，每箱预算 EUR 650。',
    );
    expect(tank.kind === 'cargo_request' && tank.fields.requestedTEU.value).toBe(5);
    const rows = drafts(
      '船名 | 总舱位 | 空位 | 开船港 | 日期 | 目的港 | 运价\nYONG AN 6 | 800 | 260 | 安特卫普 | 3月16日 | 费利克斯托 | EUR 110/TEU\n' +
        'Blue Crane | 500 | 150 | 勒阿弗尔 | 3月18日 | 都柏林 | 面议\n',
      '2026-03-10',
    );
    expect(rows.map(sizesOf)).toEqual([
      [260, 800],
      [150, 500],
    ]);
  });
});
