/**
 * EU ETS for shipping (Directive (EU) 2023/959): ships of 5,000 GT and more; 100% of emissions on
 * voyages between EU/EEA ports and at berth in them, 50% of voyages into or out of the EU/EEA;
 * allowances to surrender for 40% of 2024, 70% of 2025 and 100% of 2026+ emissions (DOMAIN.md).
 */
export const ETS_MIN_GROSS_TONNAGE = 5_000;

// EU member states plus the EEA states that apply the maritime ETS (Norway, Iceland).
const ETS_COUNTRIES = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'NO',
  'IS',
]);

export const isEtsCountry = (country: string) => ETS_COUNTRIES.has(country);

/** Share of the voyage's emissions in scope: 1 between two ETS ports, 0.5 with one, 0 with none. */
export function voyageScope(originCountry: string, destinationCountry: string) {
  const inScope = Number(isEtsCountry(originCountry)) + Number(isEtsCountry(destinationCountry));
  return inScope === 2 ? 1 : inScope === 1 ? 0.5 : 0;
}

/** Share of in-scope emissions for which allowances must be surrendered, by emission year. */
export function phaseIn(year: number) {
  if (year < 2024) return 0;
  if (year === 2024) return 0.4;
  if (year === 2025) return 0.7;
  return 1;
}

/** Average EUA price of the year, EUR/t (DOMAIN.md: ~67 in 2024, ~75 in 2025; later years default to the latest). */
export const defaultAllowancePriceEur = (year: number) => (year <= 2024 ? 67 : 75);
