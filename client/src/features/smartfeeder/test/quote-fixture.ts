import { ASSUMPTION_BOUNDS, assumptionKeys, defaultAssumptions } from '@shared/domain/voyage/assumptions';
import { classVessel } from '@shared/domain/voyage/vessel';
import type { SmartFeederCalculationDetail, SmartFeederQuote } from '@shared/schemas/smartfeeder';

const defaults = defaultAssumptions({ vesselType: 'small_feeder', year: 2026 });

/** A quote as the server answers Hamburg → Gdansk (figures rounded from a real answer). */
export const quoteFixture = (overrides: Partial<SmartFeederQuote> = {}): SmartFeederQuote => ({
  originPort: 'DEHAM',
  destinationPort: 'PLGDN',
  routeDistance: 448.9,
  estimatedDuration: 32.1,
  fuelEstimation: 19.8,
  co2Estimation: 63.5,
  suggestedVesselType: 'small_feeder',
  estimatedCost: 41234.56,
  costPerTeu: 147.27,
  co2PerTeuKm: 144.2,
  speedKnots: 14,
  departureTime: null,
  eta: null,
  year: 2026,
  vessel: classVessel('small_feeder'),
  route: {
    coordinates: [
      [10, 53.55],
      [9.14, 53.885],
      [10.143, 54.366],
      [18.668, 54.399],
    ],
    passages: ['kiel-canal'],
    avoidKielCanal: false,
    kielCanal: { distanceNm: 53, speedKnots: 6.5, hours: 8.15, duesEur: 546, pilotageEur: 0 },
    distanceAvoidingKielNm: 782.4,
    closedPassages: [],
  },
  time: { seaHours: 32.06, portHours: 24 },
  fuel: { mainEngineT: 16.7, auxiliaryT: 2, inPortT: 2.4, totalT: 19.8, fuelType: 'mgo' },
  co2: { totalT: 63.5, factor: 3.206, gramsPerTeuKm: 144.2 },
  cargo: { weightT: 3000, teu: 300, teuBasis: 300 },
  ets: { applies: true, scope: 1, phaseIn: 1, coveredCo2T: 63.5, allowancePriceEur: 75 },
  cost: {
    fuelUsd: 14929.2,
    vesselTimeUsd: 15183.33,
    portCallsUsd: 15000,
    canalUsd: 589.68,
    euEtsUsd: 5143.5,
    totalUsd: 41234.56,
    perTeuUsd: 147.27,
  },
  assumptions: assumptionKeys.map((key) => ({
    key,
    value: defaults[key],
    default: defaults[key],
    unit: ASSUMPTION_BOUNDS[key].unit,
    source: '',
  })),
  comparison: (['small_feeder', 'micro_containership', 'regional_feeder'] as const).flatMap((vessel, i) =>
    [8, 10, 12, 14, 16].map((speedKnots) => ({
      vessel,
      speedKnots,
      costUsd: 30000 + i * 5000 + speedKnots * 800,
      co2T: 30 + i * 10 + speedKnots * 2,
      seaHours: 449 / speedKnots,
    })),
  ),
  notes: [],
  ...overrides,
});

/** What the calculator sends for Hamburg to Gdansk with 3,000 t and nothing else chosen. */
export const quoteInputs = {
  originPort: 'DEHAM',
  destinationPort: 'PLGDN',
  cargoWeight: 3000,
  vesselType: null,
  vesselId: null,
  speedKnots: null,
  avoidKielCanal: false,
  assumptions: {},
};

export const savedFixture = (quote = quoteFixture()): SmartFeederCalculationDetail => ({
  id: '5b7d2c1e-1111-4c8c-9d33-000000000001',
  originPort: quote.originPort,
  destinationPort: quote.destinationPort,
  routeDistance: quote.routeDistance,
  estimatedDuration: quote.estimatedDuration,
  co2Estimation: quote.co2Estimation,
  fuelEstimation: quote.fuelEstimation,
  suggestedVesselType: quote.suggestedVesselType ?? quote.vessel.vesselType,
  estimatedCost: quote.estimatedCost,
  status: 'completed',
  calculationInputs: {
    ...quoteInputs,
    fuelType: null,
    departureTime: null,
    timestamp: '2026-11-20T10:00:00.000Z',
  },
  computedFor: {
    source: quote.vessel.source,
    vesselType: quote.vessel.vesselType,
    vesselName: quote.vessel.name,
    speedKnots: quote.speedKnots,
  },
  createdAt: '2026-11-20T10:00:01.000Z',
  calculationResults: quote,
});
