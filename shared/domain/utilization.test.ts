import { describe, expect, it } from 'vitest';
import { offeredCapacity, utilization } from './utilization';

describe('offeredCapacity (issue 13)', () => {
  it('counts what was offered, not the whole ship: 300 of 800 TEU offered, 120 booked is 40 %', () => {
    expect(offeredCapacity({ bookedTEU: 120, availableCapacity: 180 })).toEqual({
      offered: 300,
      booked: 120,
      free: 180,
      percent: 40,
    });
  });
  it('is 0 % before anything is booked and 100 % when nothing is free', () => {
    expect(offeredCapacity({ bookedTEU: 0, availableCapacity: 300 }).percent).toBe(0);
    expect(offeredCapacity({ bookedTEU: 300, availableCapacity: 0 }).percent).toBe(100);
    expect(offeredCapacity({ bookedTEU: 0, availableCapacity: 0 })).toMatchObject({ offered: 0, percent: 0 });
    expect(utilization(0, 0)).toBe(0);
  });
});
