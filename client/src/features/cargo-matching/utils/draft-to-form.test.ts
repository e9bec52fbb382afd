import { type CargoDraft, parseMail } from '@shared/domain/mail-parser';
import { describe, expect, it } from 'vitest';
import { availabilityPrefill, boxMixTeu, cargoRequestPrefill, draftLineToForm } from './draft-to-form';

const parse = (text: string) => parseMail(text, { mailDate: '2025-12-08' }).drafts;

describe('mail draft to form values', () => {
  it("sums a box mix into TEU (20' = 1, 40'/40'HC = 2, 45' = 2.25, rounded up)", () => {
    expect(
      boxMixTeu([
        { count: 3, size: '20', type: 'dry' },
        { count: 2, size: '40HC', type: 'reefer' },
        { count: 1, size: '45', type: 'dry' },
      ]),
    ).toBe(10);
    const text = "Cargo Hamburg - Riga\n3x20' dry\n2x40'HC reefer set -18C\n1x45' dry\nready 12 Dec";
    const [d] = parse(text) as CargoDraft[];
    expect(d.fields.boxMix.value).toHaveLength(3);
    const prefill = cargoRequestPrefill(d, text);
    expect(prefill.values.requiredTEU).toBe(10);
    expect(prefill.spans.requiredTEU).toEqual(d.fields.boxMix.span);
  });

  it('takes a price per TEU, and leaves a price per box or a lump sum for the user', () => {
    const perTeu = parse('Cargo Hamburg - Riga, 10x40HC, ready 12 Dec, target USD 150/TEU') as CargoDraft[];
    expect(cargoRequestPrefill(perTeu[0], '').values.maxPricePerTEU).toBe(150);
    const perBox = parse(
      'Cargo Hamburg - Riga, 10x40HC, ready 12 Dec, target USD 450 per box',
    ) as CargoDraft[];
    expect(perBox[0].fields.budget.value).toEqual({ amount: 450, currency: 'USD' });
    expect(perBox[0].fields.priceBasis.value).toBe('per_box');
    const prefill = cargoRequestPrefill(perBox[0], '');
    expect(prefill.values.maxPricePerTEU).toBeUndefined();
    expect(prefill.missing).toContain('maxPricePerTEU');
    const [lump] = parse('MV NORDIC STAR open Hamburg 12 Dec for Riga, 200 TEU free, lumpsum USD 18,500');
    if (lump.kind !== 'availability') throw new Error('expected a position');
    expect(lump.fields.priceBasis.value).toBe('lump_sum');
    expect(availabilityPrefill(lump, '').values.pricePerTEU).toBeUndefined();
  });

  it('keeps the currency the mail quoted: no conversion at a fixed factor (PRODUCT.md 37)', () => {
    const [pos] = parse('MV NORDIC STAR open Hamburg 12 Dec for Riga, 200 TEU free, rate EUR 210/TEU');
    if (pos.kind !== 'availability') throw new Error('expected a position');
    expect(availabilityPrefill(pos, '').values).toMatchObject({ pricePerTEU: 210, priceCurrency: 'EUR' });
    const [cargo] = parse('Cargo Hamburg - Riga, 10x40HC, ready 12 Dec, budget EUR 175/TEU') as CargoDraft[];
    expect(cargoRequestPrefill(cargo, '').values).toMatchObject({
      maxPricePerTEU: 175,
      maxPriceCurrency: 'EUR',
    });
    const [usd] = parse('Cargo Hamburg - Riga, 10x40HC, ready 12 Dec, target USD 150/TEU') as CargoDraft[];
    expect(cargoRequestPrefill(usd, '').values).toMatchObject({
      maxPricePerTEU: 150,
      maxPriceCurrency: 'USD',
    });
  });
});

describe('mail draft box mix to the box-mix editor (issue 23)', () => {
  it('fills the lines with what the mail gave and leaves the weight to the user', () => {
    const text = "Cargo Hamburg - Riga\n3x20' dry\n2x40'HC reefer set -18C\nready 12 Dec";
    const [d] = parse(text) as CargoDraft[];
    const lines = cargoRequestPrefill(d, text).values.boxMix ?? [];
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ count: 3, size: '20', type: 'dry', dangerous: false });
    expect(lines[0].grossWeightKg).toBeNaN();
    expect(lines[1]).toMatchObject({ count: 2, size: '40HC', type: 'reefer', temperatureC: -18 });
  });

  it('marks a line with a class or UN number as dangerous', () => {
    expect(
      draftLineToForm({ count: 1, size: '20', type: 'tank', imoClass: '3', unNumber: '1263' }),
    ).toMatchObject({
      dangerous: true,
      imoClass: '3',
      unNumber: '1263',
    });
    expect(draftLineToForm({ count: 1, size: '20', type: 'dry', imoClass: '10' })).toMatchObject({
      dangerous: true,
      imoClass: '',
    });
  });
});
