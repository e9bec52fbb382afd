import { centsToNumeric } from '@shared/domain/money';
import type { PageParams } from '@shared/schemas/paging';
import type { SaveCalculationInput, saveCalculationSchema } from '@shared/schemas/smartfeeder';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { getCurrentRate } from '../money/exchange-rate.repository';
import { toCalculationDetailDto, toCalculationDto } from './calculations.dto';
import { insertCalculation, selectOwnCalculation, selectOwnCalculations } from './calculations.repository';
import { computeQuote } from './quote.service';

export type { SaveCalculationInput };

/**
 * Stores a calculation with the server's own numbers: the payload's result fields are ignored
 * (PRODUCT.md 10) and the quote is recomputed from calculationInputs.
 */
export async function saveCalculation(
  db: Db,
  userId: string,
  input: z.output<typeof saveCalculationSchema>,
  now: Date,
) {
  const { timestamp, ...quoteInput } = input.calculationInputs;
  const quote = await computeQuote(db, userId, quoteInput, now, await getCurrentRate(db));
  const row = await insertCalculation(db, {
    userId,
    originPort: quote.originPort,
    destinationPort: quote.destinationPort,
    routeDistance: quote.routeDistance.toFixed(1),
    estimatedDuration: quote.estimatedDuration.toFixed(1),
    co2Estimation: quote.co2Estimation.toFixed(2),
    fuelEstimation: quote.fuelEstimation.toFixed(2),
    // A quote for a fleet ship suggests no class; the stored column keeps the class it was computed for.
    suggestedVesselType: quote.suggestedVesselType ?? quote.vessel.vesselType,
    estimatedCost: centsToNumeric(Math.round(quote.estimatedCost * 100)),
    calculationInputs: timestamp === undefined ? quoteInput : { ...quoteInput, timestamp },
    calculationResults: quote,
    status: 'completed',
  });
  return toCalculationDetailDto(row);
}

export async function findCalculations(db: Db, userId: string, page: PageParams) {
  const { rows, total } = await selectOwnCalculations(db, userId, page);
  return { items: rows.map(toCalculationDto), total };
}

/** The caller's own calculation; anyone else's id is a 404. */
export async function getCalculation(db: Db, userId: string, id: string) {
  const row = await selectOwnCalculation(db, userId, id);
  if (!row) throw notFound('Calculation');
  return toCalculationDetailDto(row);
}
