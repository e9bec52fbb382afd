import { describe, expect, it } from 'vitest';
import { daysOf as days, draftsAt, routeOf } from './forms-test-helpers';

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
});
