import type { MailKind } from '@shared/schemas/mail-preferences';
import type { NotificationType } from '@shared/schemas/notifications';

/** Which kind of e-mail a notice (by its message key) is; a key not listed sends no mail of its own. */
const kindOfKey: Record<string, MailKind> = {
  bookingRequested: 'booking_requests',
  bookingsRequested: 'booking_requests',
  counterAccepted: 'booking_requests',
  counterDeclined: 'booking_requests',
  bookingAccepted: 'booking_answers',
  bookingAcceptedDemo: 'booking_answers',
  bookingDeclined: 'booking_answers',
  bookingDeclinedDemo: 'booking_answers',
  bookingCountered: 'booking_answers',
  offeringWithdrawn: 'booking_answers',
  offeringApproved: 'offerings',
  offeringRejected: 'offerings',
  capacityLow: 'offerings',
  quoteRequestSent: 'quotes',
  quoteSent: 'quotes',
  quoteInDiscussion: 'quotes',
  quoteQuoted: 'quotes',
  quoteClosed: 'quotes',
  offeringPending: 'admin_tasks',
  offeringsPending: 'admin_tasks',
  quoteRequested: 'admin_tasks',
  contact: 'admin_tasks',
  contactAnswered: 'quotes',
};

/**
 * The mail kind of a notice. Cargo-matching notices (type `precision_update`) are all `matches`, whatever their
 * key (`counterDeclined` serves bookings and matches). Account notices (approved, reactivated, role changed) have
 * no kind: their account mail is sent by itself, always (server/modules/auth/auth-mail.ts).
 */
export function mailKindOf(notice: { type: NotificationType; key: string }): MailKind | null {
  if (notice.type === 'precision_update') return 'matches';
  return kindOfKey[notice.key] ?? null;
}
