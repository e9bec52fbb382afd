import { createVesselSchema, type FuelType, type Vessel, type VesselStatus } from '@shared/schemas/vessels';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';

/** Number inputs give NaN when empty; the optional figures then mean "unknown" (null). */
export type VesselFormValues = {
  name: string;
  imoNumber: string;
  teuCapacity: number;
  deadweightTonnes: number;
  grossTonnage: number;
  yearBuilt: number;
  mainEnginePowerKw: number;
  serviceSpeedKnots: number;
  fuelConsumptionTonnesPerDay: number;
  fuelType: FuelType;
  scrubberFitted: boolean;
  status: VesselStatus;
};
export type VesselPayload = z.output<typeof createVesselSchema>;

export const optionalFigures = [
  'deadweightTonnes',
  'grossTonnage',
  'yearBuilt',
  'mainEnginePowerKw',
  'serviceSpeedKnots',
  'fuelConsumptionTonnesPerDay',
] as const satisfies readonly (keyof VesselFormValues)[];

export const vesselFields = [
  'name',
  'imoNumber',
  'teuCapacity',
  ...optionalFigures,
  'fuelType',
  'scrubberFitted',
  'status',
] as const satisfies readonly (keyof VesselFormValues)[];

/** The server's contract; an edit sends the same full set (PATCH accepts every field, null clears a figure). */
export const vesselFormSchema = z.preprocess((input: VesselFormValues) => {
  const f: Record<string, unknown> = { ...input };
  for (const k of optionalFigures) if (Number.isNaN(f[k])) f[k] = null;
  return f;
}, createVesselSchema);

export const vesselToForm = (v?: Vessel): DefaultValues<VesselFormValues> => ({
  name: v?.name ?? '',
  imoNumber: v?.imoNumber ?? '',
  teuCapacity: v?.teuCapacity ?? undefined,
  deadweightTonnes: v?.deadweightTonnes ?? undefined,
  grossTonnage: v?.grossTonnage ?? undefined,
  yearBuilt: v?.yearBuilt ?? undefined,
  mainEnginePowerKw: v?.mainEnginePowerKw ?? undefined,
  serviceSpeedKnots: v?.serviceSpeedKnots ?? undefined,
  fuelConsumptionTonnesPerDay: v?.fuelConsumptionTonnesPerDay ?? undefined,
  fuelType: v?.fuelType ?? 'vlsfo',
  scrubberFitted: v?.scrubberFitted ?? false,
  status: v?.status ?? 'active',
});
