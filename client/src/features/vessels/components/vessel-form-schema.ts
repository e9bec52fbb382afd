import { v } from '@shared/i18n/validation';
import type { ImoClass } from '@shared/schemas/box-mix';
import {
  createVesselSchema,
  type FuelType,
  type IceClass,
  type Vessel,
  type VesselStatus,
} from '@shared/schemas/vessels';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';

/** What the owner says about dangerous goods: nothing yet (null), none accepted ([]), or the classes ticked. */
export const dgPolicies = ['unstated', 'none', 'classes'] as const;
export type DgPolicy = (typeof dgPolicies)[number];

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
  lengthOverallM: number;
  beamM: number;
  maxDraughtM: number;
  reeferPlugs: number;
  craneCount: number;
  craneSwlTonnes: number;
  /** '' while not stated. */
  iceClass: IceClass | '';
  dgPolicy: DgPolicy;
  dgClasses: ImoClass[];
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

/** The particulars' number fields (issue 23), in the order the form shows them. */
export const particularFigures = [
  'lengthOverallM',
  'beamM',
  'maxDraughtM',
  'reeferPlugs',
  'craneCount',
  'craneSwlTonnes',
] as const satisfies readonly (keyof VesselFormValues)[];

export const vesselFields = [
  'name',
  'imoNumber',
  'teuCapacity',
  ...optionalFigures,
  'fuelType',
  'scrubberFitted',
  'status',
  ...particularFigures,
  'iceClass',
  'dgClasses',
] as const satisfies readonly (keyof VesselFormValues)[];

function toPayload(input: VesselFormValues) {
  const { dgPolicy, ...f }: Record<string, unknown> & { dgPolicy: DgPolicy } = { ...input };
  for (const k of [...optionalFigures, ...particularFigures]) if (Number.isNaN(f[k])) f[k] = null;
  if (f.iceClass === '') f.iceClass = null;
  f.dgClasses = dgPolicy === 'unstated' ? null : dgPolicy === 'none' ? [] : input.dgClasses;
  return f;
}

/**
 * The server's contract; an edit sends the same full set (PATCH accepts every field, null clears a figure). "Some
 * classes" with none ticked is asked again rather than read as "none accepted".
 */
export const vesselFormSchema = z
  .custom<VesselFormValues>()
  .superRefine((f, ctx) => {
    if (f.dgPolicy === 'classes' && f.dgClasses.length === 0)
      ctx.addIssue({ code: 'custom', path: ['dgClasses'], message: v('dgClassesRequired') });
  })
  .pipe(z.preprocess(toPayload, createVesselSchema));

const policyOf = (classes: readonly ImoClass[] | null | undefined): DgPolicy =>
  classes == null ? 'unstated' : classes.length === 0 ? 'none' : 'classes';

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
  lengthOverallM: v?.lengthOverallM ?? undefined,
  beamM: v?.beamM ?? undefined,
  maxDraughtM: v?.maxDraughtM ?? undefined,
  reeferPlugs: v?.reeferPlugs ?? undefined,
  craneCount: v?.craneCount ?? undefined,
  craneSwlTonnes: v?.craneSwlTonnes ?? undefined,
  iceClass: v?.iceClass ?? '',
  dgPolicy: policyOf(v?.dgClasses),
  dgClasses: v?.dgClasses ?? [],
});
