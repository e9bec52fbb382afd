import { describe, expect, it } from 'vitest';
import { defaultCo2Period } from './co2-period-form';

describe('defaultCo2Period (issue 27)', () => {
  it('runs from 1 January to the end of the month twelve months ahead, so later departures are in it', () => {
    expect(defaultCo2Period(new Date('2026-05-14T10:00:00Z'))).toEqual({
      from: '2026-01-01',
      to: '2027-05-31',
    });
  });

  it('ends on the right last day across years and leap years', () => {
    expect(defaultCo2Period(new Date('2026-12-31T23:59:00Z'))).toEqual({
      from: '2026-01-01',
      to: '2027-12-31',
    });
    expect(defaultCo2Period(new Date('2027-02-03T00:00:00Z'))).toEqual({
      from: '2027-01-01',
      to: '2028-02-29',
    });
    expect(defaultCo2Period(new Date('2026-01-01T00:00:00Z'))).toEqual({
      from: '2026-01-01',
      to: '2027-01-31',
    });
  });
});
