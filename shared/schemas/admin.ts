import { z } from 'zod';
import { v } from '../i18n/validation';
import { approvalStatuses, type Role, roles, type User, userTypes } from './auth';
import { blankToUndefined, pageParams, queryEnum, searchParam, sortOrderParam } from './paging';

/** An administrator's decision on a registration or an offering: audited, and the administrator's activity. */
const reviewActions = [
  'approve_user',
  'reject_user',
  'approve_ship_offering',
  'reject_ship_offering',
] as const;
/** Account moderation and the contact inbox: audited, and the administrator's activity. */
const moderationActions = [
  'suspend_user',
  'reactivate_user',
  'change_user_role',
  'handle_contact_message',
  'reopen_contact_message',
  'reply_contact_message',
] as const;
/** The administrative changes written both to the audit log and as an activity. */
export type AdminChange = (typeof reviewActions)[number] | (typeof moderationActions)[number];

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
  ...reviewActions,
  'create_ship_offering',
  'delete_ship_offering',
  'create_booking_request',
  'accept_booking_request',
  'decline_booking_request',
  'counter_booking_request',
  'accept_counter_offer',
  'decline_counter_offer',
  'confirm_match',
  'create_vessel_availability',
  'update_vessel_availability',
  'withdraw_vessel_availability',
  'create_cargo_request',
  'update_cargo_request',
  'withdraw_cargo_request',
  'accept_match',
  'reject_match',
  'create_quote_request',
  ...moderationActions,
  'export_csv',
] as const;
export type ActivityType = (typeof activityTypes)[number];

/** Every administrative change written to the audit log. */
export const auditActions = [
  ...reviewActions,
  'create_shipyard',
  'update_shipyard',
  'delete_shipyard',
  'update_quote_request',
  ...moderationActions,
] as const;
export type AuditAction = (typeof auditActions)[number];

export const ADMIN_PAGE_SIZE_DEFAULT = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
const paging = pageParams(ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX);

export const accountStates = ['active', 'suspended'] as const;
export type AccountState = (typeof accountStates)[number];

export const adminUserSorts = ['createdAt', 'name', 'email'] as const;
export type AdminUserSort = (typeof adminUserSorts)[number];

/** GET /api/admin/users query. `search` matches name, email or company (case-insensitive). Unknown keys are ignored. */
export const adminUserListQuerySchema = z.object({
  search: searchParam,
  role: queryEnum(roles),
  approvalStatus: queryEnum(approvalStatuses),
  /** The account type chosen at registration (freight forwarder, broker...). */
  userType: queryEnum(userTypes),
  /** Active (not suspended) or suspended accounts. */
  accountState: queryEnum(accountStates),
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

/** The CSV exports take the screen's filters without the paging (GET /api/admin/<list>/export). */
export const adminUserExportQuerySchema = adminUserListQuerySchema.omit({ page: true, pageSize: true });
export type AdminUserExportQuery = Partial<z.output<typeof adminUserExportQuerySchema>>;
export const adminActivityExportQuerySchema = adminActivityListQuerySchema.omit({
  page: true,
  pageSize: true,
});
export type AdminActivityExportQuery = Partial<z.output<typeof adminActivityExportQuerySchema>>;
export const auditLogExportQuerySchema = auditLogListQuerySchema.omit({ page: true, pageSize: true });
export type AuditLogExportQuery = Partial<z.output<typeof auditLogExportQuerySchema>>;

/** POST /api/admin/users/:id/suspend: the reason goes into the email to the user and the audit log. */
export const suspendUserSchema = z.strictObject({
  reason: z
    .string({ error: v('reasonRequired') })
    .trim()
    .min(1, { error: v('reasonRequired') })
    .max(1000, { error: v('tooLong') }),
});
export type SuspendUserInput = z.input<typeof suspendUserSchema>;

/** What a super admin may set: admin, or one of the everyday roles. super_admin is only made by `npm run admin:create`. */
export const assignableRoles = [
  'admin',
  'shipowner',
  'cargo_owner',
  'user',
] as const satisfies readonly Role[];
export type AssignableRole = (typeof assignableRoles)[number];
/** PATCH /api/admin/users/:id/role (super admin only). */
export const changeUserRoleSchema = z.strictObject({
  role: z.enum(assignableRoles, { error: v('invalid') }),
});
export type ChangeUserRoleInput = z.input<typeof changeUserRoleSchema>;

/** A user as the admin lists show it: the public user and whether (since when, why) it is suspended. */
export type AdminUser = User & { suspendedAt: string | null; suspensionReason: string | null };

/**
 * The record an activity or audit entry is about, named from its table: a person's name and email, a ship with
 * its voyage, a shipyard, a contact message's subject and sender. `name` is null once the record is gone.
 */
export type RecordRef = {
  /** user, ship_offering, ship_booking_request, vessel_availability, cargo_request, cargo_match, ... */
  kind: string;
  id: string;
  name: string | null;
  /** A second line: the user's email, the requester, the shipyard, the sender. */
  detail: string | null;
  /** A voyage or transport: UN/LOCODE ports and the departure (ISO). */
  route: { origin: string; destination: string; date: string | null } | null;
};

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
  /** The record named by `resource` ("kind:id"), null when the resource names none. Always sent by the server. */
  subject?: RecordRef | null;
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
  /** The record `resource` and `resourceId` name, null without a resourceId. Always sent by the server. */
  subject?: RecordRef | null;
};

export type AdminUserList = { users: AdminUser[] };
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
