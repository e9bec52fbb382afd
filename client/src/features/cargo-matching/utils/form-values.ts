import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { isoToLocal, localToIso } from '@/lib/local-datetime';

/** Who answers for a new capacity or request: the signed-in user, until the form says otherwise. */
export type ContactDefaults = { contactName: string; contactEmail: string };

/** A local input back to an instant; an input left as it was sends the stored instant unchanged (no rounding). */
export const instant = (local: string, stored?: string) =>
  stored && isoToLocal(stored) === local ? stored : localToIso(local);

/** The texts of a matching form: the vessel capacity's (capacityForm.*) or the transport request's (requestForm.*). */
export type MatchingFormKind = 'capacityForm' | 'requestForm';

/** What a matching form (vessel capacity, transport request) is, for useMatchingForm. */
export type MatchingFormSpec<F extends FieldValues, P, T> = {
  kind: MatchingFormKind;
  /** Every field, in the order the form shows them (the first one in error takes the focus). */
  fields: readonly Path<F>[];
  /** The form's lists of lines (a box mix) whose fields issues name by index (`boxMix.1.grossWeightKg`). */
  lists?: readonly string[];
  /** Payload names back to the form's, for the issues the contract and the server report. */
  renames: Record<string, string>;
  /** The contract over the form's values, for a new item or for the stored one edited. */
  schema: (editing: T | null) => z.ZodType<P, F>;
  /** The stored item as form values (instants as ISO strings), and which of them are instants. */
  toForm: (item: T) => F;
  dates: readonly Path<F>[];
  /** A new item's first values besides blank text (numbers empty, lists, chosen options). */
  blank: DefaultValues<F>;
  /** Translation keys of the toast after a new item is stored; the description counts the matches found. */
  created: { title: string; description: string };
};

/**
 * A matching form's first values: the stored item's, its instants as the local date-times the inputs hold; else a
 * new one's: blank text, the spec's other blanks, the signed-in contact and what a pasted mail gave.
 */
export function firstValues<F extends FieldValues, P, T>(
  spec: MatchingFormSpec<F, P, T>,
  editing: T | null,
  contact: ContactDefaults,
  prefill?: Partial<F>,
): DefaultValues<F> {
  if (editing) {
    const stored: Record<string, unknown> = spec.toForm(editing);
    for (const name of spec.dates) stored[name] = isoToLocal(stored[name] as string);
    return stored as DefaultValues<F>;
  }
  const text = Object.fromEntries(spec.fields.map((name) => [name, '']));
  return { ...text, ...spec.blank, ...contact, ...prefill } as DefaultValues<F>;
}
