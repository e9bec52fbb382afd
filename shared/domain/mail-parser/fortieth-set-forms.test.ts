import { describe, expect, it } from 'vitest';
import { daysOf as days, draftsAt, mixOf, routeOf, shipOf, sizesOf, teuOf } from './forms-test-helpers';

const drafts = draftsAt('2026-04-14');

/** Forms the thirty-ninth set left and the fortieth to forty-second sets showed (issue 26). */
describe('forms of the fortieth to forty-second development sets', () => {
  it('reads hurried lower-case position lines: the day she opens before the port, a number closing her name, "220 of 510"', () => {
    const list = drafts(
      'opn tonnage quick\nmv luna b ppt antwerp abt 150 dir dublin\nmv ostsee 2 fri rotterdam 220 of 510 dir cork 1.1k usd/40\ntx',
    );
    expect(list.map((d) => [shipOf(d), routeOf(d), days(d)?.[0], sizesOf(d)])).toEqual([
      ['LUNA B', ['BEANR', 'IEDUB'], '2026-04-14', [null, null]],
      ['OSTSEE 2', ['NLRTM', 'IEORK'], '2026-04-17', [220, 510]],
    ]);
    expect(drafts('MV OSTSEE 2 opn Rotterdam 17/4').map(shipOf)).toEqual(['OSTSEE 2']);
    // A port after the name's first word ends a lower-case name.
    expect(drafts('mv ostsee fri rotterdam 220 of 510 dir cork').map(shipOf)).toEqual(['OSTSEE']);
    // "12 free" after a name is her free slots, not part of her name; "3 of 400 boxes" is no free figure.
    expect(drafts('MV ANNA 12 free opn Kiel 17/4 dir Riga').map((d) => [shipOf(d), sizesOf(d)])).toEqual([
      ['ANNA', [12, null]],
    ]);
  });

  it('reads boxes booked on a named ship as an order, each under its own heading, and "je 20.500 kg" as 20,500 kg', () => {
    const orders = drafts(
      "Hallo Jens,\n\nbitte fest einbuchen:\n\nBuchung 1\nMS ELBE TRADER\nHamburg → Gdynia, Ladetag 28.12.\n6 x 20' GP, je 20.500 kg brutto\nRate EUR 165/TEU\n\nBuchung 2\nMS TRAVE SUN\nLübeck → Helsinki, Ladetag 29.12.\n2 x 40' HC Reefer, -20 °C",
      '2026-12-21',
    );
    expect(orders.map((d) => [d.kind, routeOf(d), teuOf(d)])).toEqual([
      ['cargo_request', ['DEHAM', 'PLGDY'], 6],
      ['cargo_request', ['DELBC', 'FIHEL'], 4],
    ]);
    expect(mixOf(orders[0])?.[0].grossWeightKg).toBe(20500);
    const zh = drafts(
      '请按以下安排：\n\n订单一：\n船名：ELBE TRADER\n汉堡 → 格丁尼亚\n箱型：40HQ x 6\n\n订单二：\n船名：TRAVE SUN\n罗斯托克 → 特雷勒堡\n箱型：20尺 x 4',
      '2026-12-09',
    );
    expect(zh.map((d) => [d.kind, teuOf(d)])).toEqual([
      ['cargo_request', 12],
      ['cargo_request', 4],
    ]);
    // A ship with free slots stays a position, boxes or not.
    expect(
      drafts('Booking open: MV ELBE TRADER opn Hamburg 28.12., 120 TEU free, 2 x 40HC reefer max').map(
        (d) => d.kind,
      ),
    ).toEqual(['availability']);
  });
});
