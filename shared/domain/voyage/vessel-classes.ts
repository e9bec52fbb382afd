/** SPEC.md §9's three calculator classes, smallest first. */
export const vesselTypes = ['small_feeder', 'micro_containership', 'regional_feeder'] as const;
export type VesselType = (typeof vesselTypes)[number];

export type VesselClass = {
  type: VesselType;
  /** Product name (SPEC.md §9). */
  label: string;
  minTeu: number;
  maxTeu: number;
  /** The ship the class defaults describe. */
  designTeu: number;
  serviceSpeedKnots: number;
  /** Main-engine fuel at service speed, t/day. */
  fuelTonnesPerDay: number;
  /** Time-charter rate, USD/day (estimate, an editable assumption). */
  charterUsdPerDay: number;
  /** The design ship's particulars, for the passages it may use (routing: the Sound, the Kiel Canal). */
  dimensions: ShipDimensions;
};

/** A ship's particulars that decide which passages it may take; any may be unknown. */
export type ShipDimensions = { draughtM?: number | null; lengthM?: number | null; beamM?: number | null };

// TEU bands: SPEC.md §9. Speeds and consumption: midpoints of DOMAIN.md's estimated ranges
// (13–15 kn / 9–16 t/day; 15–17 kn / 18–24 t/day; 17–18.5 kn / 25–32 t/day). Charter: DOMAIN.md gives
// 7,000–12,000 USD/day for a ~700 TEU feeder; the other two are scaled from it (estimates).
// Dimensions (estimates of typical ships of each size, editable by naming a fleet vessel): ~400 TEU feeders
// are ~110 × 17.5 m with ~6.6 m draught; a 660 TEU feeder such as Jessica B is 133 × 18.94 m (Hapag-Lloyd's
// Sweden Denmark Express, 2014) at ~7.4 m; ~900–1,000 TEU feeders are ~150 × 23.5 m at ~8.5 m, too deep
// for the Sound's Drogden channel (7.7 m), so they go by the Great Belt.
export const VESSEL_CLASSES: Record<VesselType, VesselClass> = {
  small_feeder: {
    type: 'small_feeder',
    label: 'Small Feeder',
    minTeu: 300,
    maxTeu: 500,
    designTeu: 400,
    serviceSpeedKnots: 14,
    fuelTonnesPerDay: 12.5,
    charterUsdPerDay: 6_500,
    dimensions: { lengthM: 110, beamM: 17.5, draughtM: 6.6 },
  },
  micro_containership: {
    type: 'micro_containership',
    label: 'Micro Containership',
    minTeu: 600,
    maxTeu: 800,
    designTeu: 700,
    serviceSpeedKnots: 16,
    fuelTonnesPerDay: 21,
    charterUsdPerDay: 9_500,
    dimensions: { lengthM: 133, beamM: 19, draughtM: 7.4 },
  },
  regional_feeder: {
    type: 'regional_feeder',
    label: 'Regional Feeder',
    minTeu: 800,
    maxTeu: 1000,
    designTeu: 900,
    serviceSpeedKnots: 17.75,
    fuelTonnesPerDay: 28.5,
    charterUsdPerDay: 12_000,
    dimensions: { lengthM: 150, beamM: 23.5, draughtM: 8.5 },
  },
};

/** DOMAIN.md: gross tonnage reaches 5,000 GT at about 400 TEU; scaled linearly (estimate for ships without a GT figure). */
export const estimateGrossTonnage = (teu: number) => Math.round(teu * 12.5);

const byLabel = new Map(Object.values(VESSEL_CLASSES).map((c) => [c.label.toLowerCase(), c.type]));

/** Accepts a class code or its product name ("Micro Containership"), as the first version sent names; blank is none. */
export const toVesselType = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  return byLabel.get(value.trim().toLowerCase()) ?? value;
};
