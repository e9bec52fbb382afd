import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';
import { approvalStatusEnum, currencyEnum, languageEnum, roleEnum, userTypeEnum } from './enums';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name'),
    role: roleEnum('role').notNull().default('user'),
    userType: userTypeEnum('user_type'),
    approvalStatus: approvalStatusEnum('approval_status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    // The admin who decided; the decision stays on record if that admin's account is deleted.
    reviewedBy: uuid('reviewed_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    profileImageUrl: text('profile_image_url'),
    hasSeenTour: boolean('has_seen_tour').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    preferredLanguage: languageEnum('preferred_language').notNull().default('en'),
    /** The currency amounts are shown in, converted at the dated rate where entered in another (PRODUCT.md 37). */
    displayCurrency: currencyEnum('display_currency').notNull().default('USD'),
    /** IANA zone of the daily mail digest's 08:00 (issue 24 §1). */
    timeZone: text('time_zone').notNull().default('Europe/Berlin'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    // A suspended account cannot sign in and its sessions are refused at once (server/auth/passport.ts).
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    // The admin who suspended it; the suspension stays on record if that admin's account is deleted.
    suspendedBy: uuid('suspended_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // The administrators' user list by each of its orders, the id as tie-break (admin-lists-plans.test.ts).
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_name_idx').on(sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.id),
    // The list filtered to a rare role (administrators are a handful among thousands of accounts).
    index('users_role_idx').on(t.role),
    // The application normalises emails; the database refuses any that slipped through un-normalised.
    check('users_email_normalised', sql`${t.email} = lower(btrim(normalize(${t.email}, NFC)))`),
    check(
      'users_rejection_has_reason',
      sql`${t.approvalStatus} <> 'rejected' OR ${t.rejectionReason} IS NOT NULL`,
    ),
    check('users_suspension_has_reason', sql`${t.suspendedAt} IS NULL OR ${t.suspensionReason} IS NOT NULL`),
  ],
);

export type UserRow = typeof users.$inferSelect;
