// IMO ship identification number: 7 digits, the last a check digit. The first six digits are multiplied
// by 7, 6, 5, 4, 3, 2; the last digit of the sum is the check digit (IMO Resolution A.1117(30)).

/** Strips an optional 'IMO' prefix and spaces: ' IMO 9074729 ' -> '9074729'. */
export const normalizeImo = (raw: string) =>
  raw
    .trim()
    .replace(/^imo\s*/i, '')
    .replace(/\s+/g, '');

export function isValidImo(raw: string): boolean {
  const imo = normalizeImo(raw);
  if (!/^\d{7}$/.test(imo)) return false;
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(imo[i]) * (7 - i);
  return sum % 10 === Number(imo[6]);
}
