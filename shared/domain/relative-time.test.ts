import { describe, expect, it } from 'vitest';
import { badgeCount, relativeTime } from './relative-time';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTime (SPEC.md §9)', () => {
  it.each([
    [0, { unit: 'now' }],
    [59_999, { unit: 'now' }],
    [60_000, { unit: 'm', value: 1 }],
    [59 * 60_000 + 59_000, { unit: 'm', value: 59 }],
    [60 * 60_000, { unit: 'h', value: 1 }],
    [1439 * 60_000, { unit: 'h', value: 23 }],
    [1440 * 60_000, { unit: 'd', value: 1 }],
    [10 * 1440 * 60_000, { unit: 'd', value: 10 }],
  ])('%i ms ago', (ms, expected) => {
    expect(relativeTime(ago(ms), now)).toEqual(expected);
  });
});

describe('badgeCount', () => {
  it('caps at 99+', () => {
    expect(badgeCount(0)).toBe('0');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
  });
});
