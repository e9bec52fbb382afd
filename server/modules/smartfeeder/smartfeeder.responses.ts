import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { smartfeederCalculations } from '../../db/schema';
import { iso, isoOrNull } from '../../lib/response-schemas';

const s = createSelectSchema(smartfeederCalculations).shape;
const quote = z
  .looseObject({
    originPort: z.string(),
    destinationPort: z.string(),
    routeDistance: z.number(),
    estimatedDuration: z.number(),
    fuelEstimation: z.number(),
    co2Estimation: z.number(),
    suggestedVesselType: z.string().nullable(),
    estimatedCost: z.number(),
    costPerTeu: z.number().nullable(),
    co2PerTeuKm: z.number().nullable(),
    speedKnots: z.number(),
    departureTime: isoOrNull,
    eta: isoOrNull,
    year: z.number().int(),
    vessel: z.looseObject({ vesselType: z.string() }),
    route: z.looseObject({
      coordinates: z.array(z.tuple([z.number(), z.number()])),
      passages: z.array(z.string()),
      avoidKielCanal: z.boolean(),
      kielCanal: z
        .strictObject({
          distanceNm: z.number(),
          speedKnots: z.number(),
          hours: z.number(),
          duesEur: z.number(),
          pilotageEur: z.number(),
        })
        .nullish()
        .describe('Null off the canal; absent in calculations saved before the canal leg was modelled'),
      distanceAvoidingKielNm: z.number().nullable(),
    }),
    time: z.strictObject({ seaHours: z.number(), portHours: z.number() }),
    fuel: z.looseObject({}),
    co2: z.looseObject({}),
    cargo: z.looseObject({}),
    ets: z.looseObject({}),
    cost: z.looseObject({}),
    assumptions: z.array(
      z.strictObject({
        key: z.string(),
        value: z.number(),
        default: z.number(),
        unit: z.string(),
        source: z.string(),
      }),
    ),
    comparison: z.array(z.looseObject({ vessel: z.string(), speedKnots: z.number(), costUsd: z.number() })),
    notes: z.array(z.string()),
  })
  .meta({ id: 'SmartFeederQuote' });
export const quoteDto = quote;
export const calculationDto = z
  .strictObject({
    id: s.id,
    originPort: s.originPort,
    destinationPort: s.destinationPort,
    routeDistance: z.number(),
    estimatedDuration: z.number(),
    co2Estimation: z.number(),
    fuelEstimation: z.number(),
    suggestedVesselType: z.string(),
    estimatedCost: z.number(),
    status: z.literal('completed'),
    calculationInputs: z.looseObject({ originPort: z.string(), destinationPort: z.string() }),
    computedFor: z
      .strictObject({
        source: z.enum(['class', 'fleet']),
        vesselType: z.string(),
        vesselName: z.string(),
        speedKnots: z.number(),
      })
      .nullable(),
    createdAt: iso,
  })
  .meta({ id: 'SmartFeederCalculation' });
export const calculationDetailDto = calculationDto
  .extend({ calculationResults: quote })
  .meta({ id: 'SmartFeederCalculationDetail' });
