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

/**
 * A voyage's capacity as its owner reads it (issue 13): TEU offered on it (booked plus still free), booked, free,
 * and utilisation over what was offered. TEU of the ship that were never offered are not "used".
 */
export function offeredCapacity(input: { bookedTEU: number; availableCapacity: number }) {
  const booked = Math.max(input.bookedTEU, 0);
  const free = Math.max(input.availableCapacity, 0);
  const offered = booked + free;
  return { offered, booked, free, percent: utilization(offered, free) };
}
