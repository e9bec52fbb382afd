import { parseMail } from './index';
import type { MailDraft } from './types';

/** What the set-forms tests read from drafts (issue 26): one reading each, shared by the files. */
export const draftsAt =
  (defaultDate: string) =>
  (text: string, mailDate = defaultDate) =>
    parseMail(text, { mailDate }).drafts;
export const shipOf = (d: MailDraft | undefined) =>
  d?.kind === 'availability' ? d.fields.vesselName.value : null;
/** A position's free figure and the ship's size. */
export const sizesOf = (d: MailDraft | undefined) =>
  d?.kind === 'availability' ? [d.fields.availableTEU.value, d.fields.vesselCapacityTEU.value] : null;
export const priceOf = (d: MailDraft) =>
  d.kind === 'availability' ? d.fields.price.value : d.fields.budget.value;
export const routeOf = (d: MailDraft) => [d.fields.originPort.value, d.fields.destinationPort.value];
export const orderDates = (d: MailDraft) =>
  d.kind === 'cargo_request' ? [d.fields.earliestDate.value, d.fields.latestDate.value] : null;
/** A position's departure and arrival. */
export const daysOf = (d: MailDraft | undefined) =>
  d?.kind === 'availability' ? [d.fields.departureDate.value, d.fields.arrivalDate.value] : null;
/** An order's box lines and its TEU. */
export const mixOf = (d: MailDraft) => (d.kind === 'cargo_request' ? d.fields.boxMix.value : null);
export const teuOf = (d: MailDraft) => (d.kind === 'cargo_request' ? d.fields.requestedTEU.value : null);
