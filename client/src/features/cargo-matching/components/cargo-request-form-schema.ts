import { type CargoRequestFormValues, toCargoRequestPayload } from '@shared/domain/matching/form-mapping';
import { v } from '@shared/i18n/validation';
import { type CargoRequestPayload, cargoRequestSchema } from '@shared/schemas/matching';
import { z } from 'zod';
import { isoToLocal, localToIso } from '@/lib/local-datetime';
import type { FieldRenames } from '../utils/payload-field-names';

/**
 * The transport request form holds SPEC.md §3's form names (requiredTEU, earliestDate, latestDate), local
 * date-times, numbers from number inputs (NaN while empty) and the alternative ports as comma-separated codes.
 */
export type CargoRequestForm = CargoRequestFormValues;

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
  'maxPricePerTEU',
  'urgencyLevel',
  'requiredEquipment',
  'specialRequirements',
  'contactName',
  'contactEmail',
] as const satisfies readonly (keyof CargoRequestForm)[];

/** The stored dates of a request being edited: inputs left as they were send them unchanged. */
export type StoredWindow = { preferredDepartureDate: string; latestArrivalDate: string };

const instant = (local: string, stored?: string) =>
  stored && isoToLocal(stored) === local ? stored : localToIso(local);

export const toCargoRequestRequest = (f: CargoRequestForm, stored?: StoredWindow) =>
  toCargoRequestPayload({
    ...f,
    earliestDate: instant(f.earliestDate, stored?.preferredDepartureDate),
    latestDate: instant(f.latestDate, stored?.latestArrivalDate),
    // An empty number input is NaN: no budget.
    maxPricePerTEU: f.maxPricePerTEU === null || Number.isNaN(f.maxPricePerTEU) ? null : f.maxPricePerTEU,
  });

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
