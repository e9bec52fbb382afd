/** One colour per demo vessel, the same on its map marker, its route and its card. */
export const VESSEL_COLORS = [
  { stroke: 'stroke-sky-700', fill: 'fill-sky-700', bg: 'bg-sky-700' },
  { stroke: 'stroke-emerald-700', fill: 'fill-emerald-700', bg: 'bg-emerald-700' },
  { stroke: 'stroke-amber-600', fill: 'fill-amber-600', bg: 'bg-amber-600' },
] as const;

export const colorOf = (index: number) => VESSEL_COLORS[index % VESSEL_COLORS.length];
