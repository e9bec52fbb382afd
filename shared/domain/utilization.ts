export type UtilizationBand = 'green' | 'yellow' | 'red';

/** SPEC.md §9: rounded (total minus available) over total, in percent; 0 for a zero total. */
export function utilization(total: number, available: number): number {
  if (!(total > 0)) return 0;
  const used = Math.min(Math.max(total - available, 0), total);
  return Math.round((used / total) * 100);
}

/** SPEC.md §9: 80 or more green, 50 to 79 yellow, below 50 red. */
export function utilizationBand(percent: number): UtilizationBand {
  if (percent >= 80) return 'green';
  if (percent >= 50) return 'yellow';
  return 'red';
}

/** TEU no longer available on a voyage (the "used/shared TEU" of the ship management card). */
export const usedTeu = (total: number, available: number) => Math.min(Math.max(total - available, 0), total);
