import type { VesselType } from '@shared/domain/voyage/vessel-classes';
import type {
  CalculationComputedFor,
  SmartFeederCalculation,
  SmartFeederCalculationDetail,
} from '@shared/schemas/smartfeeder';
import type { SmartfeederCalculationRow } from '../../db/schema';

export function toCalculationDto(row: SmartfeederCalculationRow): SmartFeederCalculation {
  return {
    id: row.id,
    originPort: row.originPort,
    destinationPort: row.destinationPort,
    routeDistance: Number(row.routeDistance),
    estimatedDuration: Number(row.estimatedDuration),
    co2Estimation: Number(row.co2Estimation),
    fuelEstimation: Number(row.fuelEstimation),
    suggestedVesselType: row.suggestedVesselType as VesselType,
    estimatedCost: Number(row.estimatedCost),
    status: 'completed',
    calculationInputs: row.calculationInputs,
    computedFor: computedFor(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Rows saved before the results named their vessel have none to show. */
function computedFor(row: SmartfeederCalculationRow): CalculationComputedFor | null {
  const { vessel, speedKnots } = row.calculationResults ?? {};
  if (!vessel || typeof speedKnots !== 'number') return null;
  return { source: vessel.source, vesselType: vessel.vesselType, vesselName: vessel.name, speedKnots };
}

export const toCalculationDetailDto = (row: SmartfeederCalculationRow): SmartFeederCalculationDetail => ({
  ...toCalculationDto(row),
  calculationResults: row.calculationResults,
});
