import { describe, expect, it } from 'vitest';
import { isValidImo, normalizeImo } from './imo';
import { centsToNumeric, fromCents, hasAtMostTwoDecimals, numericToCents, toCents } from './money';
import { usedTeu, utilization, utilizationBand } from './utilization';

describe('money', () => {
  it('converts between amounts, cents and numeric strings exactly', () => {
    expect(toCents(150.35)).toBe(15035);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1_000_000)).toBe(100_000_000);
    expect(fromCents(15035)).toBe(150.35);
    expect(numericToCents('150.35')).toBe(15035);
    expect(numericToCents('7')).toBe(700);
    expect(numericToCents('0.5')).toBe(50);
    expect(numericToCents('-12.30')).toBe(-1230);
    expect(centsToNumeric(15035)).toBe('150.35');
    expect(centsToNumeric(5)).toBe('0.05');
    expect(centsToNumeric(-1230)).toBe('-12.30');
    expect(toCents(0.1) + toCents(0.2)).toBe(30);
  });

  it('accepts at most two decimals', () => {
    for (const ok of [0, 1, 1.5, 150.35, 9_999_999_999.99]) expect(hasAtMostTwoDecimals(ok)).toBe(true);
    for (const bad of [1.005, 0.001, 1e-7, Number.NaN, Number.POSITIVE_INFINITY])
      expect(hasAtMostTwoDecimals(bad)).toBe(false);
    expect(() => toCents(1.005)).toThrow(RangeError);
  });
});

describe('utilization', () => {
  it('rounds (total - available) / total and bands at 80 and 50', () => {
    expect(utilization(700, 200)).toBe(71);
    expect(utilization(3, 1)).toBe(67);
    expect(utilization(100, 0)).toBe(100);
    expect(utilization(0, 0)).toBe(0);
    expect(usedTeu(100, 60)).toBe(40);
    expect(utilizationBand(80)).toBe('green');
    expect(utilizationBand(79)).toBe('yellow');
    expect(utilizationBand(50)).toBe('yellow');
    expect(utilizationBand(49)).toBe('red');
  });
});

describe('IMO numbers', () => {
  it('checks the seventh digit', () => {
    expect(isValidImo('9074729')).toBe(true);
    expect(isValidImo('IMO 9074729')).toBe(true);
    expect(normalizeImo(' imo 9074729 ')).toBe('9074729');
    for (const bad of ['9074728', '907472', '90747290', 'abcdefg', '']) expect(isValidImo(bad)).toBe(false);
  });
});
