import { describe, expect, it } from 'vitest';
import { capacitySchema, moneySchema, teuSchema } from './marketplace-fields';

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0].message;

describe('required amounts (issue 13)', () => {
  it('an empty amount (undefined, or NaN from an empty number input) says it is required', () => {
    for (const schema of [teuSchema, capacitySchema, moneySchema(1000)]) {
      expect(message(schema.safeParse(Number.NaN))).toBe('validation.required');
      expect(message(schema.safeParse(undefined))).toBe('validation.required');
    }
  });
  it('a wrong amount still says what is wrong with it', () => {
    expect(message(teuSchema.safeParse(0))).toBe('validation.teuInvalid');
    expect(message(teuSchema.safeParse('12'))).toBe('validation.teuInvalid');
    expect(message(capacitySchema.safeParse(-1))).toBe('validation.capacityInvalid');
    expect(message(moneySchema(1000).safeParse(1.234))).toBe('validation.priceInvalid');
  });
});
