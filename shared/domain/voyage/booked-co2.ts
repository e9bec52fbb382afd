import type { SlotFootprint } from './slot-footprint';

/** The CO2 of the TEU booked on a voyage: TEU × the voyage's CO2 per TEU (GLEC-style, as on its card). */
export type BookedCo2 = {
  teu: number;
  /** kg CO2 per TEU, tank-to-wake, and kg CO2e per TEU, well-to-wake (one decimal, the card's figures). */
  co2TtwKgPerTeu: number;
  co2eWtwKgPerTeu: number;
  /** kg for the booked TEU, one decimal. */
  co2TtwKg: number;
  co2eWtwKg: number;
  distanceNm: number;
  basis: SlotFootprint['basis'];
};

/**
 * Counted in tenths of a kilogram, as integers, so that TEU × the per-TEU figure is exact and a statement's total
 * equals the sum of its rows (the same rule as money in cents).
 */
export const toTenths = (kg: number) => Math.round(kg * 10);

export function bookedCo2(footprint: SlotFootprint | null | undefined, teu: number): BookedCo2 | null {
  if (!footprint || !Number.isInteger(teu) || teu <= 0) return null;
  return {
    teu,
    co2TtwKgPerTeu: footprint.co2TtwKgPerTeu,
    co2eWtwKgPerTeu: footprint.co2eWtwKgPerTeu,
    co2TtwKg: (toTenths(footprint.co2TtwKgPerTeu) * teu) / 10,
    co2eWtwKg: (toTenths(footprint.co2eWtwKgPerTeu) * teu) / 10,
    distanceNm: footprint.distanceNm,
    basis: footprint.basis,
  };
}
