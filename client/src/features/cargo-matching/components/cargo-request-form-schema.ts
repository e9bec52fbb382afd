import {
  type CargoRequestFormValues,
  cargoRequestToForm,
  toCargoRequestPayload,
} from '@shared/domain/matching/form-mapping';
import { v } from '@shared/i18n/validation';
import { type CargoRequest, type CargoRequestPayload, cargoRequestSchema } from '@shared/schemas/matching';
import { z } from 'zod';
import { type BoxLineForm, boxLinesToPayload, boxLineToForm } from '@/components/form';
import { instant, type MatchingFormSpec } from '../utils/form-values';
import type { FieldRenames } from '../utils/payload-field-names';

/**
 * The transport request form holds SPEC.md §3's form names (requiredTEU, earliestDate, latestDate), local
 * date-times, numbers from number inputs (NaN while empty) and the alternative ports as comma-separated codes.
 */
export type CargoRequestForm = CargoRequestFormValues & {
  /** The boxes (issue 23): with lines, the TEU and the cargo type follow from them. */
  boxMix: BoxLineForm[];
  commodity: string;
};

export const cargoRequestRenames: FieldRenames = {
  requestedTEU: 'requiredTEU',
  preferredDepartureDate: 'earliestDate',
  latestArrivalDate: 'latestDate',
};

/** In the order the form shows them: the first one in error takes the focus. */
export const cargoRequestFields = [
  'originPort',
  'destinationPort',
  'alternativeOrigins',
  'alternativeDestinations',
  'earliestDate',
  'latestDate',
  'requiredTEU',
  'cargoType',
  'commodity',
  'maxPricePerTEU',
  'maxPriceCurrency',
  'urgencyLevel',
  'requiredEquipment',
  'specialRequirements',
  'contactName',
  'contactEmail',
] as const satisfies readonly (keyof CargoRequestForm)[];

/** The stored dates of a request being edited: inputs left as they were send them unchanged. */
export type StoredWindow = { preferredDepartureDate: string; latestArrivalDate: string };

export function toCargoRequestRequest(f: CargoRequestForm, stored?: StoredWindow) {
  const boxMix = boxLinesToPayload(f.boxMix);
  const payload = toCargoRequestPayload({
    ...f,
    earliestDate: instant(f.earliestDate, stored?.preferredDepartureDate),
    latestDate: instant(f.latestDate, stored?.latestArrivalDate),
    // An empty number input is NaN: no budget.
    maxPricePerTEU: f.maxPricePerTEU === null || Number.isNaN(f.maxPricePerTEU) ? null : f.maxPricePerTEU,
  });
  // With a mix the server takes the TEU (and the cargo type) from it; the TEU field only shows them.
  return {
    ...payload,
    requestedTEU: boxMix.length ? undefined : payload.requestedTEU,
    boxMix,
    commodity: f.commodity,
  };
}

/**
 * The server's contract after the form's names and dates are converted. The clock-dependent rule (the latest
 * arrival not in the past) is checked here too, on new or changed dates; the server checks it again.
 */
export const cargoRequestFormSchema = (stored?: StoredWindow) =>
  z.preprocess(
    (f: CargoRequestForm) => toCargoRequestRequest(f, stored),
    cargoRequestSchema.refine(
      (o) =>
        o.latestArrivalDate === stored?.latestArrivalDate || Date.parse(o.latestArrivalDate) > Date.now(),
      { error: v('windowInPast'), path: ['latestArrivalDate'] },
    ),
  ) as unknown as z.ZodType<CargoRequestPayload, CargoRequestForm>;

/** The transport request form for useMatchingForm. */
export const cargoRequestSpec: MatchingFormSpec<CargoRequestForm, CargoRequestPayload, CargoRequest> = {
  kind: 'requestForm',
  fields: cargoRequestFields,
  renames: cargoRequestRenames,
  // An edit sends its window's dates as stored while their inputs are left as they were.
  schema: (editing) => cargoRequestFormSchema(editing ?? undefined),
  toForm: (r) => ({
    ...cargoRequestToForm(r),
    boxMix: r.boxMix.map(boxLineToForm),
    commodity: r.commodity ?? '',
  }),
  lists: ['boxMix'],
  dates: ['earliestDate', 'latestDate'],
  // General cargo at normal urgency; number inputs start empty.
  blank: {
    requiredTEU: undefined,
    maxPricePerTEU: undefined,
    maxPriceCurrency: 'USD',
    cargoType: 'general',
    urgencyLevel: 'normal',
    requiredEquipment: [],
    boxMix: [],
  },
  created: { title: 'requestForm.created', description: 'potentialMatches' },
};
