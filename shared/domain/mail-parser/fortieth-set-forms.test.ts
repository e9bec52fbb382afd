import { describe, expect, it } from 'vitest';
import { daysOf as days, draftsAt, routeOf, shipOf, sizesOf } from './forms-test-helpers';

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
});
