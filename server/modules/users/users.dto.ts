import type { User } from '@shared/schemas/auth';
import type { UserRow } from '../../db/schema';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** The only shape a user leaves the server in: never the password hash. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    role: row.role,
    userType: row.userType,
    approvalStatus: row.approvalStatus,
    rejectionReason: row.rejectionReason,
    profileImageUrl: row.profileImageUrl,
    preferences: { hasSeenTour: row.hasSeenTour },
    isEmailVerified: row.emailVerifiedAt !== null,
    preferredLanguage: row.preferredLanguage,
    displayCurrency: row.displayCurrency,
    lastLoginAt: iso(row.lastLoginAt),
    createdAt: iso(row.createdAt)!,
  };
}
