import { describe, expect, it } from 'vitest';
import {
  type AssessmentInput,
  assessRetrofit,
  combineSavings,
  fuelEuPenaltyEur,
  fuelEuReduction,
  type MeasureChoice,
  paybackYears,
} from './assess';
import { defaultRefitAssumptions } from './assumptions';
import { fuelEnergyGj, wellToWakeIntensity } from './fuels';
import { MEASURES, type MeasureId, measureIds } from './measures';
import {
  MIN_VOYAGE_SEA_DAYS,
  profileFromServiceSpeed,
  profileFromVoyages,
  type RefitShip,
  shipFromVessel,
  voyageCoverage,
} from './profile';

const close = (actual: number | null, expected: number, share = 0.005) =>
  expect(Math.abs((actual ?? Number.NaN) - expected) / Math.abs(expected)).toBeLessThanOrEqual(share);

const ship: RefitShip = {
  name: 'Baltic Trader',
  teuCapacity: 700,
  deadweightTonnes: 9100,
  grossTonnage: 8750,
  yearBuilt: 2008,
  mainEnginePowerKw: 7000,
  serviceSpeedKnots: 15,
  fuelTonnesPerDay: 20,
  fuelType: 'mgo',
  scrubberFitted: false,
};

/** 200 d at sea × (20 + 1.5) t + 150 d in port × 2.4 t = 4,660 t MGO; 200 × 24 × 15 = 72,000 nm. */
const baseInput = (measures: MeasureChoice[] = [], over: Partial<AssessmentInput> = {}): AssessmentInput => ({
  ship,
  profile: {
    source: 'manual',
    distanceNm: 72_000,
    daysAtSea: 200,
    daysInPort: 150,
    speedKnots: 15,
    auxFuelAtSeaTPerDay: 1.5,
    fuelInPortTPerDay: 2.4,
    annualFuel: [],
  },
  measures,
  assumptions: defaultRefitAssumptions(2026),
  startYear: 2026,
  ...over,
});

const choose = (id: MeasureId, over: Partial<MeasureChoice> = {}): MeasureChoice => ({
  id,
  saving: MEASURES[id].saving?.default ?? null,
  parameter: MEASURES[id].parameter?.default ?? null,
  capexEur: MEASURES[id].capexEur.default,
  opexEurPerYear: 0,
  ...over,
});

describe('the ship as it is', () => {
  it('models a year of fuel from sea days, consumption, auxiliaries and berth', () => {
    const r = assessRetrofit(baseInput());
    expect(r.baselineSplit).toEqual({ mainEngineT: 4000, auxAtSeaT: 300, berthT: 360 });
    close(r.before.co2T, 4660 * 3.206);
    // 14,939.96e6 / (9,100 × 72,000) = 22.802 g/DWT-nm
    close(r.before.attainedCii, 22.802);
    expect(r.cash).toHaveLength(10);
    expect(r.capexEur).toBe(0);
    expect(r.cash.every((y) => y.savingEur === 0)).toBe(true);
  });

  it('takes logged fuel by type instead of the model when given', () => {
    const input = baseInput();
    input.profile.annualFuel = [
      { fuelType: 'vlsfo', tonnes: 4000 },
      { fuelType: 'mgo', tonnes: 500 },
    ];
    const r = assessRetrofit(input);
    close(r.before.co2T, 4000 * 3.151 + 500 * 3.206);
  });
});

describe('measures', () => {
  it('combine multiplicatively, never by adding percentages', () => {
    close(combineSavings([0.05, 0.06, 0.03]), 1 - 0.95 * 0.94 * 0.97);
    const r = assessRetrofit(
      baseInput([
        choose('hull_coating', { saving: 0.05 }),
        choose('propeller_redesign', { saving: 0.06 }),
        choose('boss_cap_fins', { saving: 0.03 }),
      ]),
    );
    close(r.energySaving, 0.133_79);
    close(r.co2Saving, 0.133_79);
    close(r.after.co2T, 4660 * 3.206 * 0.95 * 0.94 * 0.97);
  });

  it('slow steaming follows the cube law on the main engine, the auxiliaries run longer', () => {
    const r = assessRetrofit(baseInput([choose('slow_steaming', { parameter: 0.1 })]));
    // Main engine 4,000 t × (1 − 0.9²) = 760 t saved; auxiliaries 300 t × (1/0.9 − 1) = 33.3 t more.
    close(r.after.fuel[0].tonnes, 4660 - 760 + 33.333);
    close(r.daysAtSeaAfter, 222.22);
  });

  it('shore power replaces the berth fuel at its share of berth time and buys electricity', () => {
    const r = assessRetrofit(baseInput([choose('shore_power', { parameter: 0.8, capexEur: 900_000 })]));
    close(r.after.fuel[0].tonnes, 4660 - 360 * 0.8);
    // 288 t × 10⁶ g / 220 g/kWh = 1,309 MWh × 150 EUR
    expect(r.cash[0].opexEur).toBe(Math.round(((288 * 1e3) / 220) * 150));
  });

  it('a scrubber saves no CO2: it burns more HFO for the same work', () => {
    const r = assessRetrofit(baseInput([choose('scrubber')]));
    expect(r.co2Saving).toBeLessThan(0);
    expect(r.energySaving).toBeCloseTo(-0.02, 6);
    expect(r.after.fuel).toEqual([expect.objectContaining({ fuelType: 'hfo' })]);
    // Cheaper fuel still pays: HFO 480 vs MGO 754 USD/t.
    expect(r.cash[0].fuelEur.after).toBeLessThan(r.cash[0].fuelEur.before);
  });

  it('LNG cuts tank-to-wake CO2 by about a quarter for the same energy (DOMAIN.md: 20–25%)', () => {
    const r = assessRetrofit(baseInput([choose('lng_dual_fuel')]));
    // Per MJ: LNG 2.750 / 49.1 = 56.01 g, MGO 3.206 / 42.7 = 75.08 g → 25.4% less (pilot fuel not modelled).
    close(r.co2Saving, 0.254);
    const fromHfo = assessRetrofit(
      baseInput([choose('lng_dual_fuel')], { ship: { ...ship, fuelType: 'hfo' } }),
    );
    // HFO 3.114 / 40.5 = 76.89 g → 27.2% less.
    close(fromHfo.co2Saving, 0.272);
    // Well to wake, the default 3.1% methane slip leaves LNG only slightly below MGO (FuelEU Annex II).
    close(r.after.ghgIntensity, 89.203);
    const noSlip = assessRetrofit(baseInput([choose('lng_dual_fuel', { parameter: 0 })]));
    close(noSlip.after.ghgIntensity, 18.5 + (2.75 + 0.00011 * 298) / 0.0491);
    close(r.after.energyGj, r.before.energyGj, 1e-9);
  });

  it('bio-methanol zero-rates the EU ETS and clears the FuelEU deficit; grey methanol does neither', () => {
    const bio = assessRetrofit(baseInput([choose('methanol', { parameter: 1 })]));
    expect(bio.after.etsCo2T).toBe(0);
    expect(bio.cash[0].etsEur.after).toBe(0);
    expect(bio.cash[0].fuelEuEur.after).toBe(0);
    const grey = assessRetrofit(baseInput([choose('methanol', { parameter: 0 })]));
    expect(grey.after.ghgIntensity).toBeGreaterThan(grey.before.ghgIntensity);
    expect(grey.cash[0].fuelEuEur.after).toBeGreaterThan(grey.cash[0].fuelEuEur.before);
  });

  it('ranks each measure alone by payback', () => {
    const r = assessRetrofit(
      baseInput([choose('air_lubrication'), choose('hull_coating'), choose('lng_dual_fuel')]),
    );
    expect(r.ranking.map((m) => m.id)).toEqual(['hull_coating', 'air_lubrication', 'lng_dual_fuel']);
    const paybacks = r.ranking.map((m) => m.paybackYears ?? Infinity);
    expect([...paybacks].sort((a, b) => a - b)).toEqual(paybacks);
  });

  it('every measure of the catalogue has a default inside its range and a source', () => {
    for (const id of measureIds) {
      const m = MEASURES[id];
      for (const r of [m.saving, m.parameter, m.capexEur].filter((x) => x !== null))
        expect(r.default >= r.min && r.default <= r.max).toBe(true);
      expect(m.source).toMatch(/DOMAIN\.md|Estimate|estimate/);
    }
  });

  it('warns when two fuel measures are chosen or slower sailing no longer fits in the year', () => {
    expect(assessRetrofit(baseInput([choose('scrubber'), choose('lng_dual_fuel')])).warnings).toContain(
      'fuel_measures_conflict',
    );
    expect(assessRetrofit(baseInput([choose('slow_steaming', { parameter: 0.3 })])).warnings).toContain(
      'year_overbooked',
    );
  });
});

describe('money', () => {
  it('EU ETS: CO2 × scope × phase-in of the year × allowance price, from 5,000 GT', () => {
    const a = { ...defaultRefitAssumptions(2024), allowancePriceEur: 70, etsScopeShare: 0.5 };
    const r = assessRetrofit(
      baseInput([choose('hull_coating', { saving: 0.1 })], { assumptions: a, startYear: 2024 }),
    );
    const co2 = 4660 * 3.206;
    expect(r.cash[0].etsEur.before).toBe(Math.round(co2 * 0.5 * 0.4 * 70));
    expect(r.cash[1].etsEur.before).toBe(Math.round(co2 * 0.5 * 0.7 * 70));
    expect(r.cash[2].etsEur.before).toBe(Math.round(co2 * 0.5 * 1 * 70));
    expect(r.cash[2].etsEur.after).toBe(Math.round(co2 * 0.9 * 0.5 * 70));

    const small = assessRetrofit(baseInput([], { ship: { ...ship, grossTonnage: 4999 } }));
    expect(small.applies).toEqual({ cii: false, ets: false, fuelEu: false });
    expect(small.cash[0].etsEur.before).toBe(0);
    expect(small.cash[0].fuelEuEur.before).toBe(0);
    // The projection is still there, for reference.
    expect(small.before.ciiPath).toHaveLength(5);
  });

  it('FuelEU: penalty of 2,400 EUR per t VLSFO-equivalent of the intensity shortfall, by hand', () => {
    // MGO: 14.4 + (3.206 + 0.00005 × 25 + 0.00018 × 298) / 0.0427 = 90.767 g CO2e/MJ
    close(wellToWakeIntensity('mgo'), 90.767);
    // LNG with 3.1% slip: 18.5 + (0.969 × (2.75 + 0.00011 × 298) + 0.031 × 25) / 0.0491 = 89.203
    close(wellToWakeIntensity('lng', 3.1), 89.203);
    expect(fuelEuReduction(2024)).toBe(0);
    expect(fuelEuReduction(2029)).toBe(0.02);
    expect(fuelEuReduction(2030)).toBe(0.06);
    expect(fuelEuReduction(2035)).toBe(0.145);
    // 5,000 t MGO = 213.5e6 MJ; 2026 target 91.16 × 0.98 = 89.337; (90.767 − 89.337) × 213.5e6 g
    // / (90.767 × 41,000) = 82.08 t VLSFOe × 2,400 = 196,983 EUR; 2030 (target 85.690): 699,047 EUR.
    const energyMj = fuelEnergyGj('mgo', 5000) * 1e3;
    close(fuelEuPenaltyEur({ intensity: 90.767, energyMj, year: 2026, penaltyEur: 2400 }), 196_983);
    close(fuelEuPenaltyEur({ intensity: 90.767, energyMj, year: 2030, penaltyEur: 2400 }), 699_047);
    expect(fuelEuPenaltyEur({ intensity: 89, energyMj, year: 2026, penaltyEur: 2400 })).toBe(0);
    expect(fuelEuPenaltyEur({ intensity: 95, energyMj, year: 2024, penaltyEur: 2400 })).toBe(0);
  });

  it('a year’s saving is fuel + ETS + FuelEU saved + charter premium − running costs; the cumulative starts at −capex', () => {
    const a = { ...defaultRefitAssumptions(2026), charterPremiumUsdPerDay: 1080, daysOnHire: 300 };
    const r = assessRetrofit(
      baseInput([choose('hull_coating', { saving: 0.05, capexEur: 300_000, opexEurPerYear: 10_000 })], {
        assumptions: a,
      }),
    );
    const y = r.cash[0];
    expect(y.charterPremiumEur).toBe(300_000); // 1,080 USD × 300 d / 1.08
    expect(y.savingEur).toBe(
      y.fuelEur.before -
        y.fuelEur.after +
        (y.etsEur.before - y.etsEur.after) +
        (y.fuelEuEur.before - y.fuelEuEur.after) +
        300_000 -
        10_000,
    );
    expect(y.cumulativeEur).toBe(y.savingEur - 300_000);
    expect(r.cash[9].cumulativeEur).toBe(r.cash.reduce((s, c) => s + c.savingEur, -300_000));
    // Fuel: 4,660 t × 5% × 754 USD / 1.08
    close(y.fuelEur.before - y.fuelEur.after, (4660 * 0.05 * 754) / 1.08, 0.001);
  });

  it('payback is interpolated within the year the cash turns positive', () => {
    expect(paybackYears(1_000_000, [300_000, 300_000, 300_000, 300_000])).toBeCloseTo(3.3333, 4);
    expect(paybackYears(1_000_000, [500_000, 100_000, 800_000])).toBeCloseTo(2.5, 6);
    expect(paybackYears(0, [0])).toBe(0);
    expect(paybackYears(1_000_000, Array(10).fill(50_000))).toBeNull();
    expect(paybackYears(1_000_000, Array(10).fill(-5))).toBeNull();
  });
});

describe('operating profile estimates', () => {
  it('from service speed: 220 days at sea at the ship’s own speed', () => {
    const p = profileFromServiceSpeed(ship);
    expect(p).toMatchObject({ source: 'service_speed', daysAtSea: 220, daysInPort: 130, distanceNm: 79_200 });
  });

  it('one voyage does not stand for a year: no voyage estimate, the reason says why', () => {
    const one = {
      distanceNm: 300,
      originCountry: 'DE',
      destinationCountry: 'NL',
      departure: new Date(Date.UTC(2026, 0, 1)),
      arrival: new Date(Date.UTC(2026, 0, 1) + 30 * 3.6e6),
    };
    expect(profileFromVoyages(ship, [one])).toBeNull();
    expect(voyageCoverage(ship, [one])).toEqual({
      voyages: 1,
      seaDays: 1.3,
      requiredSeaDays: MIN_VOYAGE_SEA_DAYS,
      reason: 'too_few_voyage_days',
    });
    expect(profileFromVoyages(ship, [])).toBeNull();
    expect(voyageCoverage(ship, []).reason).toBe('no_voyages');
  });

  it('from enough voyages: sea and port days fill the operating year, distance = speed × sea time', () => {
    const day = (d: number) => Date.UTC(2026, 0, 1) + d * 86_400_000;
    // 50 voyages of 300 nm in 30 h (10 kn), one every 3 days: 62.5 days at sea over a 148.25-day period.
    const voyages = Array.from({ length: 50 }, (_, i) => ({
      distanceNm: 300,
      originCountry: 'DE',
      destinationCountry: i % 2 ? 'NL' : 'GB',
      departure: new Date(day(3 * i)),
      arrival: new Date(day(3 * i) + 30 * 3.6e6),
    }));
    expect(voyageCoverage(ship, voyages).reason).toBeNull();
    const est = profileFromVoyages(ship, voyages)!;
    expect(est.voyages).toBe(50);
    const period = 147 + 30 / 24;
    expect(est.periodDays).toBe(Math.round(period));
    const seaDays = (350 * 62.5) / period;
    expect(est.profile.daysAtSea).toBe(Math.round(seaDays));
    expect(est.profile.daysInPort).toBe(Math.round(350 - seaDays));
    expect(est.profile.speedKnots).toBe(10);
    close(est.profile.distanceNm, seaDays * 24 * 10);
    expect(est.etsScopeShare).toBe(0.75);
  });

  it('voyages overlapping in time are capped at a year at sea', () => {
    const start = Date.UTC(2026, 0, 1);
    const voyages = Array.from({ length: 2 }, () => ({
      distanceNm: 10_000,
      originCountry: 'DE',
      destinationCountry: 'NL',
      departure: new Date(start),
      arrival: new Date(start + 40 * 86_400_000),
    }));
    const est = profileFromVoyages(ship, voyages)!;
    expect(est.profile.daysAtSea + est.profile.daysInPort).toBe(350);
    expect(est.profile.daysAtSea).toBe(350);
    close(est.profile.distanceNm, 350 * 24 * est.profile.speedKnots);
  });

  it('a fleet vessel without figures gets estimates, and names them', () => {
    const { ship: s, estimated } = shipFromVessel({
      id: 'v',
      name: 'Kiel Express',
      teuCapacity: 500,
      grossTonnage: null,
      deadweightTonnes: null,
      yearBuilt: 2010,
      serviceSpeedKnots: 14,
      fuelConsumptionTonnesPerDay: null,
      mainEnginePowerKw: null,
      fuelType: 'mgo',
      scrubberFitted: false,
    });
    expect(estimated.sort()).toEqual(['deadweightTonnes', 'fuelTonnesPerDay', 'grossTonnage']);
    expect(s).toMatchObject({
      deadweightTonnes: 6500,
      grossTonnage: 6250,
      serviceSpeedKnots: 14,
      fuelTonnesPerDay: 12.5,
    });
  });
});
