import type { User } from '@shared/schemas/auth';

export const testUser = (overrides: Partial<User> = {}): User => ({
  id: '5f0c9d8e-1b2a-4c3d-8e9f-0a1b2c3d4e5f',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Berg',
  companyName: null,
  role: 'cargo_owner',
  userType: 'cargo_owner',
  approvalStatus: 'approved',
  rejectionReason: null,
  profileImageUrl: null,
  preferences: { hasSeenTour: false },
  isEmailVerified: true,
  preferredLanguage: 'en',
  displayCurrency: 'USD',
  lastLoginAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
