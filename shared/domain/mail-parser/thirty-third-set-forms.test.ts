import { describe, expect, it } from 'vitest';
import { daysOf as days, draftsAt, orderDates, routeOf } from './forms-test-helpers';

const drafts = draftsAt('2026-12-10');

/** Forms the thirty-third to thirty-sixth sets showed (issue 26), and misses known from the round before. */
describe('forms of the thirty-third to thirty-sixth development sets', () => {
  it('reads 抵 after a day as her arrival at the port after it, and 抵 at the port she then sails from as her origin', () => {
    const [hamburg] = drafts('【HAI XING】12月18日汉堡开，12月22日抵斯德哥尔摩，剩余舱位200TEU，运价面议');
    expect([routeOf(hamburg), days(hamburg)]).toEqual([
      ['DEHAM', 'SESTO'],
      ['2026-12-18', '2026-12-22'],
    ]);
    const [genoa] = drafts(
      '船名：MV EASTERN PEARL\n剩余舱位：300 TEU\n3月12日抵热那亚（ETA），3月13日离港（ETD）\n前往巴塞罗那，预计3月14日到港',
      '2027-03-05',
    );
    expect([routeOf(genoa), days(genoa)]).toEqual([
      ['ITGOA', 'ESBCN'],
      ['2027-03-13', '2027-03-14'],
    ]);
  });

  it('takes a narrower date inside an order\'s vague span, and reads "latest shipment 9.1." after a day as the next day\'s label', () => {
    const [cork] = drafts(
      'Subject: Jan bookings – Antwerp to Cork\n\nFor early January please:\n10 x 20DV, Antwerp → Cork, loading window 4-8 Jan',
      '2026-12-29',
    );
    expect(orderDates(cork)).toEqual(['2027-01-04', '2027-01-08']);
    const [triest] = drafts(
      "10 x 20' Tankcontainer ab Rotterdam nach Triest. Verladung Anfang Januar, 04.01.–08.01.",
      '2026-12-08',
    );
    expect(orderDates(triest)).toEqual(['2027-01-04', '2027-01-08']);
    const [helsinki] = drafts(
      'subject: stem hh - helsinki early jan\n\npls quote below, cargo ready hh 5.1. latest shipment 9.1.\n\n4 x 40hc dry',
      '2025-12-22',
    );
    expect(orderDates(helsinki)).toEqual(['2026-01-05', '2026-01-09']);
  });
});
