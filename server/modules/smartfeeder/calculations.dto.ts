import type { VesselType } from '@shared/domain/voyage/vessel-classes';
import type { SmartFeederCalculation, SmartFeederCalculationDetail } from '@shared/schemas/smartfeeder';
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
    createdAt: row.createdAt.toISOString(),
  };
}

export const toCalculationDetailDto = (row: SmartfeederCalculationRow): SmartFeederCalculationDetail => ({
  ...toCalculationDto(row),
  calculationResults: row.calculationResults,
});
