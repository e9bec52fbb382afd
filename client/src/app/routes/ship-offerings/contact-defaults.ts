import type { User } from '@shared/schemas/auth';
import { isAdminRole } from '@shared/schemas/auth';

/** Offer and booking forms start with the signed-in user's own contact details. */
export const contactDefaults = (user: User) => ({
  contactName: `${user.firstName} ${user.lastName}`.trim(),
  contactEmail: user.email,
  companyName: user.companyName ?? '',
});

/** Approved users and administrators use the marketplace; everyone else only browses. */
export const isMember = (user: User | null): user is User =>
  Boolean(user && (isAdminRole(user.role) || user.approvalStatus === 'approved'));
