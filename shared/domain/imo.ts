// IMO ship identification number: 7 digits, the last a check digit. The first six digits are multiplied
// by 7, 6, 5, 4, 3, 2; the last digit of the sum is the check digit (IMO Resolution A.1117(30)).

/** Strips an optional 'IMO' prefix and spaces: ' IMO 9074729 ' -> '9074729'. */
export const normalizeImo = (raw: string) =>
  raw
    .trim()
    .replace(/^imo\s*/i, '')
    .replace(/\s+/g, '');

/** The check digit of six digits. */
const checkDigit = (six: string) => [...six].reduce((sum, d, i) => sum + Number(d) * (7 - i), 0) % 10;

/** A valid IMO number from six digits: they and their check digit ('907472' -> '9074729'). */
export const withImoCheckDigit = (six: string) => `${six}${checkDigit(six)}`;

export function isValidImo(raw: string): boolean {
  const imo = normalizeImo(raw);
  return /^\d{7}$/.test(imo) && checkDigit(imo.slice(0, 6)) === Number(imo[6]);
}
