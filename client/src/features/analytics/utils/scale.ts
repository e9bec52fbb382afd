/** The smallest "nice" number (1, 2, 2.5 or 5 times a power of ten) at or above `value`; 1 for nothing. */
export function niceCeil(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= value - 1e-9) ?? 10;
  return step * power;
}

/** Axis ticks from 0 to a nice maximum in `count` equal steps; whole numbers when the data are whole. */
export function axisTicks(max: number, count = 4, whole = true): number[] {
  let top = niceCeil(max);
  if (whole && top < count) top = count;
  return Array.from({ length: count + 1 }, (_, i) => (top * i) / count);
}

/** At most `max` evenly spread indices of `n` items (the first always included), for axis labels. */
export function labelIndices(n: number, max: number): number[] {
  if (n <= 0) return [];
  const step = Math.max(1, Math.ceil(n / max));
  return Array.from({ length: Math.ceil(n / step) }, (_, i) => i * step);
}
