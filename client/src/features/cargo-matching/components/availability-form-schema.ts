import {
  type AvailabilityFormValues,
  availabilityToForm,
  toAvailabilityPayload,
} from '@shared/domain/matching/form-mapping';
import { v } from '@shared/i18n/validation';
import {
  availabilityIssues,
  type CreateVesselAvailability,
  createVesselAvailabilitySchema,
  updateVesselAvailabilitySchema,
  type VesselAvailability,
} from '@shared/schemas/matching';
import { z } from 'zod';
import { instant, type MatchingFormSpec } from '../utils/form-values';
import type { FieldRenames } from '../utils/payload-field-names';

/**
 * The capacity form holds SPEC.md §3's form names (teuCapacity, availableDate), local date-times, and numbers from
 * number inputs (NaN while empty). vesselId / shipOfferingId name the source it was started from ('' for none).
 */
export type AvailabilityForm = AvailabilityFormValues;

/** Payload names back to the form's (the shared schema and the server report issues by payload name). */
export const availabilityRenames: FieldRenames = {
  availableTEU: 'teuCapacity',
  arrivalDate: 'availableDate',
};

/** In the order the form shows them: the first one in error takes the focus. */
export const availabilityFields = [
  'vesselId',
  'shipOfferingId',
  'vesselName',
  'teuCapacity',
  'originPort',
  'destinationPort',
  'departureDate',
  'availableDate',
  'pricePerTEU',
  'priceCurrency',
  'cargoTypes',
  'specialEquipment',
  'contactName',
  'contactEmail',
] as const satisfies readonly (keyof AvailabilityForm)[];

/** What the form sends: the create contract, or the update contract (no source links). */
export type AvailabilityPayload = CreateVesselAvailability | z.output<typeof updateVesselAvailabilitySchema>;

export type AvailabilityFormContext =
  | { mode: 'create' }
  /** Editing: the stored row's source links and its dates as stored (unchanged inputs send them as they were). */
  | {
      mode: 'update';
      links: { vesselId: string | null; shipOfferingId: string | null };
      stored: { departureDate: string; arrivalDate: string };
    };

/** An edit checks the source rules with the stored row's links and sends unchanged dates as stored. */
const availabilityFormContext = (editing: VesselAvailability | null): AvailabilityFormContext =>
  editing
    ? {
        mode: 'update',
        links: { vesselId: editing.vesselId, shipOfferingId: editing.shipOfferingId },
        stored: { departureDate: editing.departureDate, arrivalDate: editing.arrivalDate },
      }
    : { mode: 'create' };

export function toAvailabilityRequest(f: AvailabilityForm, ctx: AvailabilityFormContext) {
  const stored = ctx.mode === 'update' ? ctx.stored : undefined;
  return toAvailabilityPayload(
    {
      ...f,
      departureDate: instant(f.departureDate, stored?.departureDate),
      availableDate: instant(f.availableDate, stored?.arrivalDate),
    },
    ctx.mode,
  );
}

const departsInFuture = (departure: unknown, stored?: string) =>
  typeof departure !== 'string' || departure === stored || Date.parse(departure) > Date.now();

/**
 * The server's own contract after the form's names and dates are converted, so both sides refuse the same things.
 * The clock-dependent rule (departure not in the past, on new or changed dates) is checked here too; the server
 * checks it again. An edit runs the source rules with the stored row's links, as the server does.
 */
export function availabilityFormSchema(ctx: AvailabilityFormContext) {
  if (ctx.mode === 'create') {
    const create = z.preprocess(
      (f: AvailabilityForm) => toAvailabilityRequest(f, ctx),
      createVesselAvailabilitySchema.refine((o) => departsInFuture(o.departureDate), {
        error: v('departureInPast'),
        path: ['departureDate'],
      }),
    );
    return create as unknown as z.ZodType<AvailabilityPayload, AvailabilityForm>;
  }
  return z.preprocess(
    (f: AvailabilityForm) => toAvailabilityRequest(f, ctx),
    updateVesselAvailabilitySchema.superRefine((o, issue) => {
      for (const { field, key } of availabilityIssues({ ...o, ...ctx.links }))
        issue.addIssue({ code: 'custom', path: [field], message: v(key) });
      if (!departsInFuture(o.departureDate, ctx.stored.departureDate))
        issue.addIssue({ code: 'custom', path: ['departureDate'], message: v('departureInPast') });
    }),
  ) as unknown as z.ZodType<AvailabilityPayload, AvailabilityForm>;
}

/** The capacity form for useMatchingForm. */
export const availabilitySpec: MatchingFormSpec<AvailabilityForm, AvailabilityPayload, VesselAvailability> = {
  kind: 'capacityForm',
  fields: availabilityFields,
  renames: availabilityRenames,
  schema: (editing) => availabilityFormSchema(availabilityFormContext(editing)),
  toForm: availabilityToForm,
  dates: ['departureDate', 'availableDate'],
  // No source, voyage or cargo yet; number inputs start empty.
  blank: {
    teuCapacity: undefined,
    pricePerTEU: undefined,
    priceCurrency: 'USD',
    cargoTypes: [],
    specialEquipment: [],
  },
  created: { title: 'common:success', description: 'capacityForm.created' },
};
