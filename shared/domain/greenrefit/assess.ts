import type { FuelType } from '../../schemas/vessels';
import { phaseIn } from '../voyage/ets';
import { CO2_FACTORS } from '../voyage/fuel';
import type { RefitAssumptions } from './assumptions';
import {
  attainedCii,
  type CiiYear,
  type CorrectiveAction,
  ciiApplies,
  ciiPath,
  correctiveActionDue,
} from './cii';
import { BIO_METHANOL_WTT_G_PER_MJ, fuelEnergyGj, fuelTonnesForEnergy, wellToWakeIntensity } from './fuels';
import { MEASURES, type MeasureId } from './measures';
import { modelledFuel, type OperatingProfile, type RefitShip } from './profile';

/** A chosen measure with the user's figures (defaults from the catalogue). */
export type MeasureChoice = {
  id: MeasureId;
  /** Share of fuel energy saved; efficiency measures only (null for the others, which compute theirs). */
  saving: number | null;
  /** The measure's own setting (speed reduction, shore-power share, bio share, methane slip, scrubber fuel). */
  parameter: number | null;
  capexEur: number;
  /** Running cost of the measure a year, EUR (maintenance, consumables). */
  opexEurPerYear: number;
};

export type AssessmentInput = {
  ship: RefitShip;
  profile: OperatingProfile;
  measures: MeasureChoice[];
  assumptions: RefitAssumptions;
  /** First year of the projection and of the cash view. */
  startYear: number;
};

export type FuelUse = { fuelType: FuelType; tonnes: number; bio: boolean };

export type YearState = {
  fuel: FuelUse[];
  energyGj: number;
  /** t CO2 by IMO factors: what CII counts. */
  co2T: number;
  /** t CO2 the EU ETS counts (sustainable biofuel at zero). */
  etsCo2T: number;
  /** Well-to-wake GHG intensity, g CO2e/MJ (FuelEU Maritime). */
  ghgIntensity: number;
  attainedCii: number | null;
  ciiPath: CiiYear[];
  correctiveAction: CorrectiveAction | null;
};

export type CashYear = {
  year: number;
  fuelEur: { before: number; after: number };
  etsEur: { before: number; after: number };
  fuelEuEur: { before: number; after: number };
  charterPremiumEur: number;
  opexEur: number;
  savingEur: number;
  cumulativeEur: number;
};

export type MeasureEffect = {
  id: MeasureId;
  /** Share of the ship's fuel energy this measure saves on its own (negative: it burns more). */
  energySaving: number;
  /** Share of CII CO2 it saves on its own. */
  co2Saving: number;
  capexEur: number;
  firstYearSavingEur: number;
  paybackYears: number | null;
};

export type Assessment = {
  applies: { cii: boolean; ets: boolean; fuelEu: boolean };
  baselineSplit: { mainEngineT: number; auxAtSeaT: number; berthT: number };
  before: YearState;
  after: YearState;
  daysAtSeaAfter: number;
  energySaving: number;
  co2Saving: number;
  capexEur: number;
  cash: CashYear[];
  paybackYears: number | null;
  /** Each chosen measure alone, best payback first. */
  ranking: MeasureEffect[];
  warnings: ('fuel_measures_conflict' | 'year_overbooked' | 'no_distance')[];
};

/** FuelEU Maritime's cut of the GHG intensity below 91.16 g CO2e/MJ, by year (DOMAIN.md). */
export const FUELEU_REFERENCE = 91.16;
export function fuelEuReduction(year: number) {
  if (year < 2025) return 0;
  if (year < 2030) return 0.02;
  if (year < 2035) return 0.06;
  if (year < 2040) return 0.145;
  if (year < 2045) return 0.31;
  if (year < 2050) return 0.62;
  return 0.8;
}
/** Energy of a tonne of VLSFO in FuelEU's penalty formula, MJ. */
const VLSFO_MJ_PER_T = 41_000;

/** FuelEU penalty of a year, EUR: |CB| / (intensity × 41,000) × 2,400, CB = (target − actual) × energy in scope. */
export function fuelEuPenaltyEur(input: {
  intensity: number;
  energyMj: number;
  year: number;
  penaltyEur: number;
}) {
  const target = FUELEU_REFERENCE * (1 - fuelEuReduction(input.year));
  if (input.year < 2025 || input.intensity <= target || input.energyMj <= 0) return 0;
  const deficitG = (input.intensity - target) * input.energyMj;
  return (deficitG / (input.intensity * VLSFO_MJ_PER_T)) * input.penaltyEur;
}

/** Combines savings multiplicatively: 1 − Π(1 − sᵢ), never by adding percentages (DOMAIN.md). */
export const combineSavings = (savings: readonly number[]) => 1 - savings.reduce((p, s) => p * (1 - s), 1);

/** Payback in years from a cash view (capex at the start), interpolated within the year it turns positive. */
export function paybackYears(capexEur: number, savings: readonly number[]): number | null {
  if (capexEur <= 0) return 0;
  let cumulative = -capexEur;
  for (const [i, saving] of savings.entries()) {
    if (saving > 0 && cumulative + saving >= 0) return i + -cumulative / saving;
    cumulative += saving;
  }
  return null;
}

function baselineFuel(input: AssessmentInput) {
  const split = modelledFuel(input.ship, input.profile, input.assumptions.speedExponent);
  const logged = input.profile.annualFuel.filter((f) => f.tonnes > 0);
  const fuel: FuelUse[] = logged.length
    ? logged.map((f) => ({ ...f, bio: false }))
    : [{ fuelType: input.ship.fuelType, tonnes: split.totalT, bio: false }];
  return { split, fuel };
}

/** The share of fuel energy each non-switching measure saves, from the baseline split where it depends on it. */
function energySavingOf(
  choice: MeasureChoice,
  input: AssessmentInput,
  split: ReturnType<typeof modelledFuel>,
) {
  const kind = MEASURES[choice.id].kind;
  if (kind === 'efficiency') return choice.saving ?? 0;
  if (split.totalT <= 0) return 0;
  if (kind === 'speed') {
    const r = choice.parameter ?? 0;
    const n = input.assumptions.speedExponent;
    // Same distance at (1 − r) × speed: main-engine fuel per nm × (1 − r)^(n − 1); more days at sea for the auxiliaries.
    const meSaved = split.mainEngineT * (1 - (1 - r) ** (n - 1));
    const auxAdded = split.auxAtSeaT * (1 / (1 - r) - 1);
    return (meSaved - auxAdded) / split.totalT;
  }
  if (kind === 'shore_power') return (split.berthT * (choice.parameter ?? 0)) / split.totalT;
  return 0;
}

function stateOf(fuel: FuelUse[], input: AssessmentInput, slipPct: number): YearState {
  const energyGj = fuel.reduce((s, f) => s + fuelEnergyGj(f.fuelType, f.tonnes), 0);
  const co2T = fuel.reduce((s, f) => s + f.tonnes * CO2_FACTORS[f.fuelType], 0);
  const etsCo2T = fuel.reduce((s, f) => s + (f.bio ? 0 : f.tonnes * CO2_FACTORS[f.fuelType]), 0);
  const weighted = fuel.reduce((s, f) => {
    const intensity = f.bio ? BIO_METHANOL_WTT_G_PER_MJ : wellToWakeIntensity(f.fuelType, slipPct);
    return s + fuelEnergyGj(f.fuelType, f.tonnes) * intensity;
  }, 0);
  const { ship, profile, startYear } = input;
  const attained = attainedCii({
    co2Tonnes: co2T,
    dwt: ship.deadweightTonnes,
    distanceNm: profile.distanceNm,
  });
  const path =
    attained === null ? [] : ciiPath({ attained, dwt: ship.deadweightTonnes, fromYear: startYear });
  return {
    fuel,
    energyGj,
    co2T,
    etsCo2T,
    ghgIntensity: energyGj > 0 ? weighted / energyGj : 0,
    attainedCii: attained,
    ciiPath: path,
    correctiveAction: correctiveActionDue(path),
  };
}

/** What the ship burns after the chosen measures: the remaining energy, in another fuel if one is switched to. */
function fuelAfter(
  baseline: FuelUse[],
  factor: number,
  choices: MeasureChoice[],
): { fuel: FuelUse[]; slipPct: number } {
  const energy = baseline.reduce((s, f) => s + fuelEnergyGj(f.fuelType, f.tonnes), 0) * factor;
  const switchTo = choices.find((c) => ['fuel_switch', 'scrubber'].includes(MEASURES[c.id].kind));
  if (!switchTo) return { fuel: baseline.map((f) => ({ ...f, tonnes: f.tonnes * factor })), slipPct: 0 };
  const p = switchTo.parameter ?? MEASURES[switchTo.id].parameter?.default ?? 0;
  if (switchTo.id === 'lng_dual_fuel')
    return {
      fuel: [{ fuelType: 'lng', tonnes: fuelTonnesForEnergy('lng', energy), bio: false }],
      slipPct: p * 100,
    };
  if (switchTo.id === 'methanol') {
    const t = fuelTonnesForEnergy('methanol', energy);
    const fuel: FuelUse[] = [
      { fuelType: 'methanol', tonnes: t * (1 - p), bio: false },
      { fuelType: 'methanol', tonnes: t * p, bio: true },
    ];
    return { fuel: fuel.filter((f) => f.tonnes > 0), slipPct: 0 };
  }
  // Scrubber: HFO for the same energy plus the scrubber's own fuel.
  return {
    fuel: [{ fuelType: 'hfo', tonnes: fuelTonnesForEnergy('hfo', energy * (1 + p)), bio: false }],
    slipPct: 0,
  };
}

const priceOf = (f: FuelUse, a: RefitAssumptions) =>
  f.bio
    ? a.fuelPriceBioMethanol
    : {
        hfo: a.fuelPriceHfo,
        vlsfo: a.fuelPriceVlsfo,
        mgo: a.fuelPriceMgo,
        lng: a.fuelPriceLng,
        methanol: a.fuelPriceMethanol,
      }[f.fuelType];

/** The year's money for one state, whole EUR. */
function costsOf(state: YearState, input: AssessmentInput, year: number, applies: Assessment['applies']) {
  const a = input.assumptions;
  const fuelEur = state.fuel.reduce((s, f) => s + (f.tonnes * priceOf(f, a)) / a.eurUsd, 0);
  const etsEur = applies.ets ? state.etsCo2T * a.etsScopeShare * phaseIn(year) * a.allowancePriceEur : 0;
  const fuelEuEur = applies.fuelEu
    ? fuelEuPenaltyEur({
        intensity: state.ghgIntensity,
        energyMj: state.energyGj * 1e3 * a.etsScopeShare,
        year,
        penaltyEur: a.fuelEuPenaltyEur,
      })
    : 0;
  return { fuel: Math.round(fuelEur), ets: Math.round(etsEur), fuelEu: Math.round(fuelEuEur) };
}

const CASH_YEARS = 10;

/**
 * One ship's year before and after the chosen retrofits: fuel, CO2, CII path to 2030, and a 10-year cash view of
 * fuel, EU ETS allowances and FuelEU penalties saved, an optional charter premium, running costs and payback.
 */
export function assessRetrofit(input: AssessmentInput): Assessment {
  const full = evaluate(input);
  const ranking = input.measures
    .map((choice) => {
      const alone = evaluate({ ...input, measures: [choice] });
      return {
        id: choice.id,
        energySaving: alone.energySaving,
        co2Saving: alone.co2Saving,
        capexEur: alone.capexEur,
        firstYearSavingEur: alone.cash[0]?.savingEur ?? 0,
        paybackYears: alone.paybackYears,
      };
    })
    .sort((x, y) => (x.paybackYears ?? Infinity) - (y.paybackYears ?? Infinity) || y.co2Saving - x.co2Saving);
  return { ...full, ranking };
}

function evaluate(input: AssessmentInput): Omit<Assessment, 'ranking'> {
  const { ship, profile, assumptions: a } = input;
  const applies = {
    cii: ciiApplies(ship.grossTonnage),
    ets: ciiApplies(ship.grossTonnage),
    fuelEu: ciiApplies(ship.grossTonnage),
  };
  const { split, fuel } = baselineFuel(input);
  const before = stateOf(fuel, input, 0);

  const savings = input.measures.map((c) => energySavingOf(c, input, split));
  const factor = 1 - combineSavings(savings);
  const { fuel: fuelNext, slipPct } = fuelAfter(fuel, factor, input.measures);
  const after = stateOf(fuelNext, input, slipPct);

  const speed = input.measures.find((c) => c.id === 'slow_steaming');
  const daysAtSeaAfter = profile.daysAtSea / (1 - (speed?.parameter ?? 0));
  const shore = input.measures.find((c) => c.id === 'shore_power');
  const electricityMwh = shore ? (split.berthT * (shore.parameter ?? 0) * 1e3) / a.auxSfocGPerKwh : 0;
  const opexEur = Math.round(
    input.measures.reduce((s, c) => s + c.opexEurPerYear, 0) + electricityMwh * a.electricityEurPerMwh,
  );
  const premiumEur =
    input.measures.length > 0 ? Math.round((a.charterPremiumUsdPerDay * a.daysOnHire) / a.eurUsd) : 0;
  const capexEur = Math.round(input.measures.reduce((s, c) => s + c.capexEur, 0));

  let cumulativeEur = -capexEur;
  const cash = Array.from({ length: CASH_YEARS }, (_, i): CashYear => {
    const year = input.startYear + i;
    const b = costsOf(before, input, year, applies);
    const n = costsOf(after, input, year, applies);
    const savingEur = b.fuel - n.fuel + (b.ets - n.ets) + (b.fuelEu - n.fuelEu) + premiumEur - opexEur;
    cumulativeEur += savingEur;
    return {
      year,
      fuelEur: { before: b.fuel, after: n.fuel },
      etsEur: { before: b.ets, after: n.ets },
      fuelEuEur: { before: b.fuelEu, after: n.fuelEu },
      charterPremiumEur: premiumEur,
      opexEur,
      savingEur,
      cumulativeEur,
    };
  });

  const warnings: Assessment['warnings'] = [];
  if (input.measures.filter((c) => ['fuel_switch', 'scrubber'].includes(MEASURES[c.id].kind)).length > 1)
    warnings.push('fuel_measures_conflict');
  if (daysAtSeaAfter + profile.daysInPort > 365) warnings.push('year_overbooked');
  if (profile.distanceNm <= 0) warnings.push('no_distance');

  return {
    applies,
    baselineSplit: { mainEngineT: split.mainEngineT, auxAtSeaT: split.auxAtSeaT, berthT: split.berthT },
    before,
    after,
    daysAtSeaAfter,
    energySaving: before.energyGj > 0 ? 1 - after.energyGj / before.energyGj : 0,
    co2Saving: before.co2T > 0 ? 1 - after.co2T / before.co2T : 0,
    capexEur,
    cash,
    paybackYears: paybackYears(
      capexEur,
      cash.map((c) => c.savingEur),
    ),
    warnings,
  };
}
