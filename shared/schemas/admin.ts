import { z } from 'zod';
import { v } from '../i18n/validation';
import { approvalStatuses, roles, type User, userTypes } from './auth';
import { blankToUndefined, pageParams, queryEnum, sortOrderParam } from './paging';

/** Every activity the server records; the database column is text, this list keeps writers and filters in step. */
export const activityTypes = [
  'login',
  'logout',
  'register',
  'register_duplicate',
  'verify_email',
  'password_reset',
  'update_profile',
  'export_data',
  'delete_account',
  'approve_user',
  'reject_user',
  'approve_ship_offering',
  'reject_ship_offering',
  'create_ship_offering',
  'delete_ship_offering',
  'create_booking_request',
  'accept_booking_request',
  'decline_booking_request',
  'create_vessel_availability',
  'update_vessel_availability',
  'withdraw_vessel_availability',
  'create_cargo_request',
  'update_cargo_request',
  'withdraw_cargo_request',
  'accept_match',
  'reject_match',
  'create_quote_request',
] as const;
export type ActivityType = (typeof activityTypes)[number];

/** Every administrative change written to the audit log. */
export const auditActions = [
  'approve_user',
  'reject_user',
  'approve_ship_offering',
  'reject_ship_offering',
  'create_shipyard',
  'update_shipyard',
  'delete_shipyard',
  'update_quote_request',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const ADMIN_PAGE_SIZE_DEFAULT = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
const paging = pageParams(ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX);

export const adminUserSorts = ['createdAt', 'name', 'email'] as const;
export type AdminUserSort = (typeof adminUserSorts)[number];

/** GET /api/admin/users query. `search` matches name, email or company (case-insensitive). Unknown keys are ignored. */
export const adminUserListQuerySchema = z.object({
  search: z.preprocess(
    blankToUndefined,
    z
      .string({ error: v('invalid') })
      .trim()
      .max(200, { error: v('tooLong') })
      .optional(),
  ),
  role: queryEnum(roles),
  approvalStatus: queryEnum(approvalStatuses),
  /** The account type chosen at registration (freight forwarder, broker...). */
  userType: queryEnum(userTypes),
  sort: z.preprocess(blankToUndefined, z.enum(adminUserSorts, { error: v('invalid') }).default('createdAt')),
  order: sortOrderParam('desc'),
  ...paging,
});
/** What a client may send: any subset of the parsed parameters. */
export type AdminUserListQuery = Partial<AdminUserListParams>;
export type AdminUserListParams = z.output<typeof adminUserListQuerySchema>;

/** GET /api/admin/activities query, newest first. */
export const adminActivityListQuerySchema = z.object({
  userId: z.preprocess(blankToUndefined, z.uuid({ error: v('invalid') }).optional()),
  activityType: queryEnum(activityTypes),
  ...paging,
});
export type AdminActivityListQuery = Partial<AdminActivityListParams>;
export type AdminActivityListParams = z.output<typeof adminActivityListQuerySchema>;

/** GET /api/admin/audit-logs query, newest first. */
export const auditLogListQuerySchema = z.object({
  action: queryEnum(auditActions),
  ...paging,
});
export type AuditLogListQuery = Partial<AuditLogListParams>;
export type AuditLogListParams = z.output<typeof auditLogListQuerySchema>;

/** Who did it, while the account still exists (null after deletion). */
export type Actor = Pick<User, 'id' | 'email' | 'firstName' | 'lastName'>;

/** SPEC.md §3 Activity, with the acting user. */
export type AdminActivity = {
  id: string;
  userId: string | null;
  activityType: string;
  resource: string | null;
  success: boolean;
  createdAt: string;
  actor: Actor | null;
};

/** SPEC.md §3 Audit log: changes as stored ({ before, after }). */
export type AuditLog = {
  id: string;
  userId: string | null;
  action: string;
  resource: string;
  resourceId: string | null;
  changes: { before: unknown; after: unknown } | null;
  createdAt: string;
  actor: Actor | null;
};

export type AdminUserList = { users: User[] };
export type AdminActivityList = { activities: AdminActivity[] };
export type AuditLogList = { logs: AuditLog[] };

/** GET /api/admin/statistics answer: SPEC.md §3's admin statistics and platform statistics, platform-wide. */
export type AdminStatistics = {
  users: {
    total: number;
    /** Email address verified. */
    verified: number;
    /** Signed in within the last 30 days. */
    active: number;
    pending: number;
    approved: number;
    rejected: number;
  };
  activity: { last24Hours: number; total: number };
  /** Every account, any status (= users.total). */
  totalUsers: number;
  /** Every ship offering, any status. */
  totalShipOfferings: number;
  /** Every cargo request, any status. */
  totalCargoRequests: number;
  /** Every match stored, any status. */
  totalMatches: number;
  /** Vessel stats, platform-wide: active fleet vessels and accepted bookings on voyages not ended. */
  totalVessels: number;
  activeCharters: number;
  totalBookingRequests: number;
  /** The dashboard's platform cards: offerings the public list shows now, pending requests, live matches. */
  listedShipOfferings: number;
  pendingShipOfferings: number;
  pendingBookingRequests: number;
  pendingCargoRequests: number;
  activeMatches: number;
  acceptedMatches: number;
};
