import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { activities, auditLogs } from '../../db/schema';
import { count, iso, numbers } from '../../lib/response-schemas';
import { actor } from '../users/users.responses';

const recordRef = z
  .strictObject({
    kind: z.string(),
    id: z.string(),
    name: z.string().nullable(),
    detail: z.string().nullable(),
    route: z
      .strictObject({ origin: z.string(), destination: z.string(), date: z.string().nullable() })
      .nullable(),
  })
  .nullable()
  .optional();
const a = createSelectSchema(activities).shape;
export const adminActivityDto = z
  .strictObject({
    id: a.id,
    userId: a.userId,
    activityType: a.activityType,
    resource: a.resource,
    success: a.success,
    createdAt: iso,
    actor,
    subject: recordRef,
  })
  .meta({ id: 'AdminActivity' });
const al = createSelectSchema(auditLogs).shape;
export const auditLogDto = z
  .strictObject({
    id: al.id,
    userId: al.userId,
    action: al.action,
    resource: al.resource,
    resourceId: al.resourceId,
    changes: z.object({ before: z.unknown(), after: z.unknown() }).nullable(),
    createdAt: iso,
    actor,
    subject: recordRef,
  })
  .meta({ id: 'AuditLog' });

const bucketKeys = [
  'registrations',
  'shipOfferings',
  'bookingRequests',
  'matches',
  'voyages',
  'teuOffered',
  'teuBooked',
  'co2Tonnes',
];
export const analyticsDto = z.strictObject({
  from: z.iso.date(),
  to: z.iso.date(),
  granularity: z.string(),
  buckets: z.array(numbers(bucketKeys).extend({ start: z.iso.date() })),
  totals: numbers([...bucketKeys, 'utilization', 'co2AvoidedTonnes', 'unroutedVoyages']),
  routes: z.array(
    z.strictObject({
      originPort: z.string(),
      destinationPort: z.string(),
      voyages: count,
      teuOffered: z.number(),
      teuBooked: z.number(),
      utilization: z.number(),
      distanceNm: z.number().nullable(),
      co2Tonnes: z.number(),
    }),
  ),
});
export const adminStatistics = numbers([
  'totalUsers',
  'totalShipOfferings',
  'totalCargoRequests',
  'totalMatches',
  'totalVessels',
  'activeCharters',
  'totalBookingRequests',
  'listedShipOfferings',
  'pendingShipOfferings',
  'pendingBookingRequests',
  'pendingCargoRequests',
  'activeMatches',
  'acceptedMatches',
]).extend({
  users: numbers(['total', 'verified', 'active', 'pending', 'approved', 'rejected']),
  activity: numbers(['last24Hours', 'total']),
});
