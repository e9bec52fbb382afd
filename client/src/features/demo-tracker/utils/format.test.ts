import { describe, expect, it } from 'vitest';
import { degreesMinutes, formatHeading } from './format';

describe('degreesMinutes', () => {
  it('writes degrees and decimal minutes with padded degrees', () => {
    expect(degreesMinutes(53.87117, 2, 'en')).toBe('53°52.27′');
    expect(degreesMinutes(8.12333, 3, 'en')).toBe('008°07.40′');
    expect(degreesMinutes(-0.37, 3, 'en')).toBe('000°22.20′');
  });

  it('carries 60 minutes into the next degree', () => {
    expect(degreesMinutes(9.99999, 3, 'en')).toBe('010°00.00′');
  });

  it('uses the language’s decimal separator', () => {
    expect(degreesMinutes(53.87117, 2, 'de')).toBe('53°52,27′');
  });
});

describe('formatHeading', () => {
  it('gives three digits and wraps 360 to 000', () => {
    expect(formatHeading(7.2)).toBe('007');
    expect(formatHeading(158.5)).toBe('159');
    expect(formatHeading(359.6)).toBe('000');
  });
});
