import type { ComparisonRow } from '@shared/schemas/smartfeeder';
import { describe, expect, it } from 'vitest';
import { slowSteamingPair } from './slow-steaming';

// Cost and CO2 rising with speed, as the voyage model gives them.
const rows: ComparisonRow[] = [8, 9, 10, 11, 12, 13, 14, 15, 16].map((speedKnots) => ({
  vessel: 'small_feeder',
  speedKnots,
  costUsd: 10_000 + speedKnots * 1000,
  co2T: speedKnots * 2,
  seaHours: 240 / speedKnots,
}));
const speeds = (p: ReturnType<typeof slowSteamingPair>) => p && [p.slow.speedKnots, p.fast.speedKnots];

describe('slowSteamingPair (issue 13)', () => {
  it('compares with the speed the quote was computed for, not a fixed 14 kn', () => {
    expect(speeds(slowSteamingPair(rows, 12))).toEqual([10, 12]);
    expect(speeds(slowSteamingPair(rows, 15.4))).toEqual([13, 15]);
    expect(speeds(slowSteamingPair(rows, 9))).toEqual([8, 9]);
  });
  it('says nothing at the slowest speed, outside the compared range, or when slower costs more', () => {
    expect(slowSteamingPair(rows, 8)).toBeNull();
    expect(slowSteamingPair(rows, 22)).toBeNull();
    const flat = rows.map((r) => ({ ...r, costUsd: 5000 }));
    expect(slowSteamingPair(flat, 12)).toBeNull();
  });
});
