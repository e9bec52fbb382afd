/**
 * The retrofit catalogue (DOMAIN.md, GreenRefit). Savings are shares of the ship's yearly fuel energy; capex in
 * EUR. Every figure is a default the user may change. Ranges are the published estimates behind the default.
 *
 * How a kind acts:
 * - `efficiency`: saves `saving` of the fuel energy; the savings of several measures combine multiplicatively.
 * - `speed`: slower sailing (engine power limitation); `parameter` is the speed reduction, and the main engine's
 *   fuel per nautical mile falls by the cube law of the voyage model: 1 − (1 − r)^(n − 1).
 * - `shore_power`: `parameter` is the share of berth time on shore power; the berth fuel it replaces is bought as
 *   electricity instead.
 * - `fuel_switch`: the remaining energy is burnt as another fuel (LNG, methanol; `parameter` is the bio/e share of
 *   methanol, the methane slip of LNG as a share of its mass). At most one fuel switch or scrubber at a time.
 * - `scrubber`: burns HFO instead of low-sulphur fuel, `parameter` more fuel for the scrubber; saves no CO2.
 */
export const measureIds = [
  'hull_coating',
  'propeller_redesign',
  'boss_cap_fins',
  'ducts_stators',
  'bulbous_bow',
  'air_lubrication',
  'rotor_sails',
  'battery_hybrid',
  'slow_steaming',
  'shore_power',
  'lng_dual_fuel',
  'methanol',
  'scrubber',
] as const;
export type MeasureId = (typeof measureIds)[number];
export type MeasureKind = 'efficiency' | 'speed' | 'shore_power' | 'fuel_switch' | 'scrubber';

export type MeasureDefinition = {
  id: MeasureId;
  kind: MeasureKind;
  /** Default share of fuel energy saved (efficiency measures); the range it comes from. */
  saving: { default: number; min: number; max: number } | null;
  /** The measure's own setting (see the kinds above), with its bounds. */
  parameter: { default: number; min: number; max: number } | null;
  capexEur: { default: number; min: number; max: number };
  /** Where the defaults come from (shown next to them). */
  source: string;
};

const range = (min: number, max: number, def = (min + max) / 2) => ({ default: def, min, max });
const M = 1_000_000;

export const MEASURES: Record<MeasureId, MeasureDefinition> = {
  hull_coating: {
    id: 'hull_coating',
    kind: 'efficiency',
    saving: range(0.02, 0.08, 0.05),
    parameter: null,
    capexEur: range(0.1 * M, 0.5 * M, 0.3 * M),
    source: 'DOMAIN.md: hull coating and cleaning 2–8% CO2, 0.1–0.5 M',
  },
  propeller_redesign: {
    id: 'propeller_redesign',
    kind: 'efficiency',
    saving: range(0.03, 0.1, 0.06),
    parameter: null,
    capexEur: range(0.05 * M, 0.5 * M, 0.3 * M),
    source: 'DOMAIN.md: propeller redesign 3–10%, 0.05–0.5 M USD',
  },
  boss_cap_fins: {
    id: 'boss_cap_fins',
    kind: 'efficiency',
    saving: range(0.02, 0.05, 0.03),
    parameter: null,
    capexEur: range(0.05 * M, 0.5 * M, 0.1 * M),
    source: 'DOMAIN.md: propeller boss-cap fins 2–5%, 0.05–0.5 M USD',
  },
  ducts_stators: {
    id: 'ducts_stators',
    kind: 'efficiency',
    saving: range(0.02, 0.06, 0.04),
    parameter: null,
    capexEur: range(0.2 * M, 0.8 * M, 0.5 * M),
    source: 'DOMAIN.md: ducts / pre-swirl stators 2–6%, 0.2–0.8 M',
  },
  bulbous_bow: {
    id: 'bulbous_bow',
    kind: 'efficiency',
    saving: range(0.01, 0.08, 0.04),
    parameter: null,
    capexEur: range(0.5 * M, 2 * M, 1 * M),
    source: 'DOMAIN.md: bulbous-bow reshaping for slow speed 1–8%, 0.5–2 M',
  },
  air_lubrication: {
    id: 'air_lubrication',
    kind: 'efficiency',
    saving: range(0.03, 0.08, 0.05),
    parameter: null,
    capexEur: range(1 * M, 3 * M, 2 * M),
    source: 'DOMAIN.md: air lubrication 3–8%, 1–3 M',
  },
  rotor_sails: {
    id: 'rotor_sails',
    kind: 'efficiency',
    saving: range(0.03, 0.1, 0.05),
    parameter: null,
    capexEur: range(1 * M, 2 * M, 1.5 * M),
    source: 'DOMAIN.md: rotor sails 3–10%, 1–2 M each (one sail by default)',
  },
  battery_hybrid: {
    id: 'battery_hybrid',
    kind: 'efficiency',
    saving: range(0.03, 0.1, 0.05),
    parameter: null,
    capexEur: range(1 * M, 3 * M, 2 * M),
    source: 'DOMAIN.md: battery hybrid 3–10%, 1–3 M',
  },
  slow_steaming: {
    id: 'slow_steaming',
    kind: 'speed',
    saving: null,
    parameter: range(0, 0.3, 0.1),
    capexEur: range(0, 0.2 * M, 0.05 * M),
    source: 'DOMAIN.md: engine power limitation / slow steaming, cube law, low capex (estimate 0–0.2 M)',
  },
  shore_power: {
    id: 'shore_power',
    kind: 'shore_power',
    saving: null,
    parameter: range(0, 1, 0.8),
    capexEur: range(0.3 * M, 1.5 * M, 0.9 * M),
    source:
      'DOMAIN.md: shore-power connection, berth auxiliary emissions to zero (5–15% of a short-sea year), 0.3–1.5 M',
  },
  lng_dual_fuel: {
    id: 'lng_dual_fuel',
    kind: 'fuel_switch',
    saving: null,
    parameter: range(0, 0.06, 0.031),
    capexEur: range(10 * M, 25 * M, 15 * M),
    source:
      'DOMAIN.md: LNG dual-fuel −20–25% tank-to-wake, 10–25 M; methane slip 3.1% (FuelEU Annex II, Otto medium speed)',
  },
  methanol: {
    id: 'methanol',
    kind: 'fuel_switch',
    saving: null,
    parameter: range(0, 1, 1),
    capexEur: range(8 * M, 15 * M, 10 * M),
    source: 'DOMAIN.md: methanol −60–90% well-to-wake only with bio/e-methanol, 8–15 M',
  },
  scrubber: {
    id: 'scrubber',
    kind: 'scrubber',
    saving: null,
    parameter: range(0.01, 0.03, 0.02),
    capexEur: range(1.5 * M, 4 * M, 2.5 * M),
    source: 'DOMAIN.md: scrubbers save no CO2 (+1–3% fuel); capex estimate for ships under 1,000 TEU',
  },
};

/** A fuel switch or a scrubber decides what the ship burns, so only one of them can be chosen. */
export const isFuelMeasure = (id: MeasureId) => ['fuel_switch', 'scrubber'].includes(MEASURES[id].kind);
