import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { iso, isoOrNull } from '../../lib/response-schemas';

/** The user as the API answers it (users.dto.ts); staff and actors as other records name them. */
const u = createSelectSchema(users).shape;
export const userDto = z
  .strictObject({
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    companyName: u.companyName,
    role: u.role,
    userType: u.userType,
    approvalStatus: u.approvalStatus,
    rejectionReason: u.rejectionReason,
    profileImageUrl: u.profileImageUrl,
    preferences: z.strictObject({ hasSeenTour: u.hasSeenTour }),
    isEmailVerified: z.boolean(),
    preferredLanguage: u.preferredLanguage,
    displayCurrency: u.displayCurrency,
    lastLoginAt: isoOrNull,
    createdAt: iso,
  })
  .meta({ id: 'User' });
export const adminUserDto = userDto
  .extend({ suspendedAt: isoOrNull, suspensionReason: u.suspensionReason })
  .meta({ id: 'AdminUser' });
export const actor = z
  .strictObject({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName })
  .nullable();
