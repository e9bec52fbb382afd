/**
 * IMO Carbon Intensity Indicator for container ships (DOMAIN.md, GreenRefit):
 * - attained AER = Σ(fuel × Cf) / (DWT × distance), g CO2 per DWT-nm (MEPC.352(78));
 * - reference line 1984 × DWT^−0.489, required = reference × (1 − Z/100) (MEPC.353(78), MEPC.338(76));
 * - rating by attained / required: A ≤ 0.83 < B ≤ 0.94 < C ≤ 1.07 < D ≤ 1.19 < E (MEPC.354(78), container ships);
 * - applies to ships of 5,000 GT and more; D three years running or E once requires a corrective action plan.
 */
export const CII_MIN_GROSS_TONNAGE = 5_000;

/** Reduction factor Z (%) below the 2019 reference, by year (DOMAIN.md). */
export const CII_Z_FACTORS: Readonly<Record<number, number>> = {
  2023: 5,
  2024: 7,
  2025: 9,
  2026: 11,
  2027: 13.625,
  2028: 16.25,
  2029: 18.875,
  2030: 21.5,
};
export const CII_FIRST_YEAR = 2023;
export const CII_LAST_YEAR = 2030;

export const ciiRatings = ['A', 'B', 'C', 'D', 'E'] as const;
export type CiiRating = (typeof ciiRatings)[number];

/** Upper bounds of A, B, C and D as a share of the required value (container ships). */
export const CII_RATING_BOUNDS = [0.83, 0.94, 1.07, 1.19] as const;

export const ciiApplies = (grossTonnage: number) => grossTonnage >= CII_MIN_GROSS_TONNAGE;

/** The 2019 reference line for a container ship of this deadweight, g CO2/DWT-nm. */
export const ciiReference = (dwt: number) => 1984 * dwt ** -0.489;

export function zFactor(year: number): number {
  const z = CII_Z_FACTORS[year];
  if (z === undefined) throw new RangeError(`no CII reduction factor for ${year}`);
  return z;
}

export const requiredCii = (dwt: number, year: number) => ciiReference(dwt) * (1 - zFactor(year) / 100);

/** g CO2 per DWT-nm from a year's CO2 (tonnes), the ship's deadweight and the distance sailed. */
export function attainedCii(input: { co2Tonnes: number; dwt: number; distanceNm: number }) {
  if (input.dwt <= 0 || input.distanceNm <= 0) return null;
  return (input.co2Tonnes * 1e6) / (input.dwt * input.distanceNm);
}

export function ciiRating(attained: number, required: number): CiiRating {
  const ratio = attained / required;
  const band = CII_RATING_BOUNDS.findIndex((bound) => ratio <= bound);
  return ciiRatings[band === -1 ? 4 : band];
}

export type CiiYear = { year: number; z: number; required: number; ratio: number; rating: CiiRating };

/** The years a projection covers: this year (not before 2023) to 2030; a year past 2030 is its own path of one. */
export function ciiYears(fromYear: number) {
  const first = Math.max(CII_FIRST_YEAR, Math.min(fromYear, CII_LAST_YEAR));
  return Array.from({ length: CII_LAST_YEAR - first + 1 }, (_, i) => first + i);
}

/** The rating each year for a ship whose attained value stays as it is. */
export function ciiPath(input: { attained: number; dwt: number; fromYear: number }): CiiYear[] {
  return ciiYears(input.fromYear).map((year) => {
    const required = requiredCii(input.dwt, year);
    return {
      year,
      z: zFactor(year),
      required,
      ratio: input.attained / required,
      rating: ciiRating(input.attained, required),
    };
  });
}

export type CorrectiveAction = { year: number; reason: 'rated_e' | 'three_years_d' };

/** The first year a path requires a corrective action plan: an E, or the third D (or worse) in a row. */
export function correctiveActionDue(path: readonly CiiYear[]): CorrectiveAction | null {
  let dRun = 0;
  for (const y of path) {
    if (y.rating === 'E') return { year: y.year, reason: 'rated_e' };
    dRun = y.rating === 'D' ? dRun + 1 : 0;
    if (dRun >= 3) return { year: y.year, reason: 'three_years_d' };
  }
  return null;
}
