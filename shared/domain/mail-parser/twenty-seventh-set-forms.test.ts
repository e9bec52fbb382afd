import { describe, expect, it } from 'vitest';
import { daysOf as days, draftsAt, orderDates } from './forms-test-helpers';

const drafts = draftsAt('2026-11-30');

/** Forms the twenty-seventh and twenty-eighth sets showed, and misses noted in earlier rounds (issue 26). */
describe('forms of the twenty-seventh and twenty-eighth development sets', () => {
  it('reads "next Tuesday" in a clause about the voyage beside a written date, not office hours', () => {
    const [pioneer] = drafts(
      'the Baltic Pioneer loads in Gdynia next Tuesday and goes straight to Helsinki, where she should arrive ' +
        'on Thursday 5 February. I can give you 90 slots at USD 175 per TEU.',
      '2026-01-28',
    );
    expect(days(pioneer)).toEqual(['2026-02-03', '2026-02-05']);
    const [order] = drafts(
      "A forwarder client of ours has sixteen 40' HC dry boxes in Gdynia for Helsinki. They will be ready next " +
        'Tuesday and must be in Helsinki on Friday the 10th at the latest. Their budget is USD 390 per box.',
      '2026-07-02',
    );
    expect(orderDates(order)).toEqual(['2026-07-07', '2026-07-10']);
    const [tagus] = drafts(
      '我们鹿特丹办公室下周一到周三有人值班。\n\nMV TAGUS RIVER - 600 teu / abt 220 free\n' +
        'opn Lisbon Mon 03/11, dir Rotterdam, ETA 06/11\nEUR 185/teu',
      '2025-10-30',
    );
    expect(days(tagus)).toEqual(['2025-11-03', '2025-11-06']);
  });
});
