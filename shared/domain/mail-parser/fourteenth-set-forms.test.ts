import { describe, expect, it } from 'vitest';
import { parseMail } from './index';
import type { MailDraft } from './types';

const drafts = (text: string, mailDate = '2026-10-13') => parseMail(text, { mailDate }).drafts;
const shipOf = (d: MailDraft) => (d.kind === 'availability' ? d.fields.vesselName.value : null);
const priceOf = (d: MailDraft) => (d.kind === 'availability' ? d.fields.price.value : d.fields.budget.value);
const orderDates = (d: MailDraft | undefined) =>
  d?.kind === 'cargo_request' ? [d.fields.earliestDate.value, d.fields.latestDate.value] : null;

/** Forms the fourteenth independent development set showed the parser did not read (issue 26). */
describe('forms of the fourteenth development set', () => {
  it('gives prices to orders named by letter, "lot", a full-width number or "the first one"', () => {
    const letters = drafts(
      "a) 8 x 40' HC, Bremerhaven – Göteborg, Verladung 12.–14.10.\n" +
        "b) 4 x 20' DC, Stückgut, Hamburg – Aarhus, Verladung spätestens 16.10.\n" +
        "c) 2 x 40' Kühlcontainer, -20 °C, Bremerhaven – Reykjavik, Mitte Oktober\n\n" +
        'Unsere Zielpreise: zu b) EUR 690 pro Box, zu a) EUR 1.100 pro Container, für c) bitte um Ihr Angebot.\n',
      '2026-10-01',
    );
    expect(letters.map((d) => priceOf(d)?.amount ?? null)).toEqual([1100, 690, null]);
    const lots = drafts(
      "Lot 1 - 6 x 40'HC dry van, Antwerp to Gdynia, loading 12-16 Oct\n" +
        "Lot 2 - 3 x 20' IMO cl. 3, UN 1263 (paint), Antwerp to Helsinki, loading week 43\n\n" +
        "Shipper's ideas: lot 1 EUR 1,150 per box; lot 2 EUR 2,400 lump sum for the three units.\n",
      '2026-10-01',
    );
    expect(lots.map((d) => priceOf(d)?.amount ?? null)).toEqual([1150, 2400]);
    const zh = drafts(
      '1）鹿特丹→赫尔辛基，4个40尺高柜，普货，10月中旬装船\n2）安特卫普→里加，2×20GP，10月20日前装完\n3）汉堡→哥德堡，1×40RF，-18度，10月下旬\n\n目标价：第1票EUR 1,050/柜，第3票EUR 2,200/柜，第2票请报价。',
      '2026-10-01',
    );
    expect(zh.map((d) => priceOf(d)?.amount ?? null)).toEqual([1050, null, 2200]);
    const first = drafts(
      'Pls quote the below, all dry vans (GP), FIO:\n\n' +
        'Leixoes      Southampton    4 x 40HC               01-05 Dec\n' +
        'Vigo         Liverpool      2 x 20 + 1 x 40        latest 07.12\n\n' +
        'Idea for the first one EUR 1,350/box, the others your best.\n',
      '2026-11-20',
    );
    expect(first.map((d) => priceOf(d)?.amount ?? null)).toEqual([1350, null]);
    // "all dry vans (GP)" above the list types every order.
    expect(first.map((d) => d.kind === 'cargo_request' && d.fields.cargoType.value)).toEqual([
      'general',
      'general',
    ]);
  });

  it('reads a window whose days carry weekdays, a latest day said after it, and no "bss 1/1" date', () => {
    expect(
      orderDates(drafts("10 x 40' DV, Kotka to Tilbury. Loading window Mon 2 Nov - Fri 6 Nov.")[0]),
    ).toEqual(['2026-11-02', '2026-11-06']);
    expect(
      orderDates(
        drafts("5 x 40' reefer, Rotterdam to Dublin, loading Mon 30/11 to Thu 03/12.", '2026-11-25')[0],
      ),
    ).toEqual(['2026-11-30', '2026-12-03']);
    expect(
      orderDates(
        drafts(
          "1 x 40' open top, Marina di Carrara to Valencia, must load 11.01 latest. Pls quote.",
          '2026-12-28',
        )[0],
      ),
    ).toEqual([null, '2027-01-11']);
    const [ship] = drafts(
      'Nordkap Star\n380 teu intake / opn Tilbury ppt / dir Gothenburg eta 11/10\nusd 17,500 lumpsum full ship, bss 1/1\n',
      '2026-10-08',
    );
    expect(ship.kind === 'availability' && ship.fields.departureDate.value).toBe('2026-10-08');
  });

  it('reads a position pasted under a short note, not a finished lot, a ship gone, or "POL Valencia"', () => {
    const [pasted] = drafts(
      'Hallo zusammen,\nanbei die Position von Frost Shipping, bitte prüfen.\nGruß Jens\n\n' +
        'VESSEL: Saga Frost\nNOMINAL: 650 TEU\nFREE: 200 TEU\nETD GDYNIA: 31/10\nNEXT: Hamburg, ETA 02/11\nRATE: EUR 135 per TEU\n',
    );
    expect(
      pasted?.kind === 'availability' && [pasted.fields.vesselName.value, pasted.fields.availableTEU.value],
    ).toEqual(['Saga Frost', 200]);
    const lots = drafts(
      "Lot 1 - 6 x 40'HC dry van, Antwerp to Gdynia, loading 12-16 Oct\n" +
        "Lot 2 - 2 x 40' reefer set at -18°C, Rotterdam to Kotka, cargo ready 20/10\n\n" +
        'FYI the 4 x 40 we moved with you to Gdynia in September went fine, shipper happy.\n',
      '2026-10-01',
    );
    expect(lots.map((d) => d.kind === 'cargo_request' && d.fields.requestedTEU.value)).toEqual([12, 4]);
    const gone = drafts(
      '2) LISA DOROTHEA：12月2日汉堡开往科特卡，剩余舱位75 TEU，运价面议\n\n上次说的MARINA轮已经走了。',
      '2026-11-28',
    );
    expect(gone.map((d) => d.kind === 'availability' && d.fields.vesselName.value)).toEqual([
      'LISA DOROTHEA',
    ]);
    const [order] = drafts(
      "please book:\n3 x 40' reefer @ -18 C\nPOL Valencia / POD Hamburg, ETD window 1-4 Dec\n",
      '2026-11-19',
    );
    expect(order.kind).toBe('cargo_request');
  });

  it('reads "frei 260 / nominal 868", "Raten: beide …", "12月底前" and a lump sum named by its ship in Chinese', () => {
    const [merkur] = drafts(
      'MS Merkur II\nETA Bremerhaven 14.12. / ETD 15.12.\nfrei 260 / nominal 868\nnach Bilbao, ETA 19.12.\nEUR 135 pro TEU\n',
      '2026-12-10',
    );
    expect(
      merkur.kind === 'availability' && [
        merkur.fields.availableTEU.value,
        merkur.fields.vesselCapacityTEU.value,
      ],
    ).toEqual([260, 868]);
    const both = drafts(
      'Svea Nord – offen Göteborg 29.12. – nach Rotterdam, ETA 31.12. – 300 TEU frei\n' +
        'Jutlandia 2 – offen Esbjerg 05.01. – nach Immingham, ETA 07.01. – 150 frei von 400\n\nRaten: beide EUR 110/TEU.\n',
      '2026-12-21',
    );
    expect(both.map((d) => priceOf(d)?.amount ?? null)).toEqual([110, 110]);
    const [, byEnd] = drafts(
      '比雷埃夫斯 → 利马索尔      8x20DV          第51周       USD 700/box\n梅尔辛 → 马尔萨什洛克      3x40RF +4C      12月底前     面议\n',
      '2026-12-11',
    );
    expect(orderDates(byEnd)).toEqual([null, '2026-12-31']);
    const ships = drafts(
      '1. ARKONA轮：11月14日罗斯托克开往赫尔辛基，预计11月16日抵港，可用舱位210TEU\n' +
        '2. NORD SAGA：11月18日哥本哈根开往奥斯陆，预计11月19日到，剩余舱位120TEU，总箱量380TEU\n\n' +
        '运价：ARKONA USD 120/TEU；NORD SAGA剩余120TEU整批包价USD 14,400。\n',
      '2026-11-11',
    );
    expect(ships.map((d) => [priceOf(d)?.amount ?? null, d.fields.priceBasis.value])).toEqual([
      [120, 'per_teu'],
      [14400, 'lump_sum'],
    ]);
  });

  it('reads a name in the first cell of a tab-separated row, and one after "die" before a colon', () => {
    const rows = drafts(
      'MARIA K\t508\t200\t鹿特丹\t10月24日\t费利克斯托\t10月25日\nEMS TRADER\t366\t366\t不来梅哈芬\t10月26日\t奥胡斯\t10月28日\n',
    );
    expect(rows.map(shipOf)).toEqual(['MARIA K', 'EMS TRADER']);
    const german = drafts(
      'zusätzlich haben wir jetzt noch die Lotte Kramer:\noffen Bremen 06.11., 230 TEU frei (Schiff 600 TEU), nach Oslo, ETA 08.11., EUR 128 je TEU.\n',
    );
    expect(german.map(shipOf)).toEqual(['Lotte Kramer']);
  });

  it('prices every ship a price line names together, and reads a DG surcharge as no dangerous cargo', () => {
    const both = drafts(
      'KAPPA SOUND       868/300     Rotterdam 15/10     Aarhus 17/10\n' +
        'ELBE MOON II      508/120     Hamburg 16/10       Kotka 19/10\n' +
        'LIV 4             366/366     Antwerp 19/10       Dublin 22/10\n\n' +
        'Kappa Sound and Elbe Moon II usd 160 per teu. Liv 4 only for full intake, l/s on request.\n',
    );
    expect(both.map((d) => priceOf(d)?.amount ?? null)).toEqual([160, 160, null]);
    const lots = drafts(
      "Lot 2 - 3 x 20' IMO cl. 3, UN 1263 (paint), 14 t gross per box, Antwerp to Helsinki, loading week 43\n" +
        "Lot 3 - 2 x 40' reefer set at -18°C, Rotterdam to Kotka, cargo ready 20/10\n\n" +
        "Shipper's ideas: lot 2 EUR 2,400 lump sum incl. DG surcharge. Lot 3 no idea, pls quote your best.\n",
      '2026-10-01',
    );
    expect(lots.map((d) => d.kind === 'cargo_request' && d.fields.cargoType.value)).toEqual([
      'dangerous',
      'reefer',
    ]);
    expect(lots[0].kind === 'cargo_request' && lots[0].fields.boxMix.value?.[0].imoClass).toBe('3');
  });
});
