import type { AdminActivity, AdminStatistics } from '@shared/schemas/admin';

/** GET /api/admin/statistics as a test answer: distinct numbers, so each card can be told apart. */
export const adminStatistics = (overrides: Partial<AdminStatistics> = {}): AdminStatistics => ({
  users: { total: 1234, verified: 1200, active: 456, pending: 12, approved: 1210, rejected: 12 },
  activity: { last24Hours: 78, total: 98765 },
  totalUsers: 1234,
  totalShipOfferings: 321,
  totalCargoRequests: 210,
  totalMatches: 150,
  totalVessels: 64,
  activeCharters: 9,
  totalBookingRequests: 543,
  listedShipOfferings: 87,
  pendingShipOfferings: 5,
  pendingBookingRequests: 31,
  pendingCargoRequests: 44,
  activeMatches: 27,
  acceptedMatches: 19,
  ...overrides,
});

export const activity = (n: number, overrides: Partial<AdminActivity> = {}): AdminActivity => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  userId: '0b9a5c2e-6a55-4c8c-9d33-111111111111',
  activityType: 'login',
  resource: 'session',
  success: true,
  createdAt: new Date(Date.now() - n * 60_000).toISOString(),
  actor: {
    id: '0b9a5c2e-6a55-4c8c-9d33-111111111111',
    email: 'olaf@nordfeeder.example',
    firstName: 'Olaf',
    lastName: 'Jensen',
  },
  ...overrides,
});
