import type { ComparisonRow } from '@shared/schemas/smartfeeder';

/**
 * The slow-steaming line's two rows (issue 13): the comparison row at the speed the quote was computed for
 * (rounded to the whole knots the comparison has), and the row 2 kn slower, or the slowest one when that is
 * below the range. None when the computed speed is already the slowest, or slowing would not save anything.
 */
export function slowSteamingPair(rows: ComparisonRow[], computedKnots: number) {
  const at = (speed: number) => rows.find((r) => r.speedKnots === speed);
  const fast = at(Math.round(computedKnots));
  if (!fast) return null;
  const slowest = Math.min(...rows.map((r) => r.speedKnots));
  const slow = at(Math.max(fast.speedKnots - 2, slowest));
  if (!slow || slow.speedKnots >= fast.speedKnots || slow.costUsd >= fast.costUsd) return null;
  return { slow, fast };
}
