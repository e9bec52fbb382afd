import type { MarketplaceSummary } from '@shared/schemas/vessels';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberFirstSignIn } from '@/features/auth/utils/first-sign-in';
import { admin, owner, renderApp, shipper, stubApi } from '@/test/marketplace';
import DashboardPage from './dashboard';

afterEach(() => vi.unstubAllGlobals());

const summary = (counts: Partial<Omit<MarketplaceSummary, 'platform'>> = {}) =>
  stubApi({
    'GET /api/marketplace/summary': {
      body: {
        vessels: 0,
        offerings: 0,
        bookingRequests: 0,
        cargoRequests: 0,
        matches: 0,
        ...counts,
        platform: { users: 1234, shipOfferings: 56, cargoRequests: 78, activeMatches: 9 },
      } satisfies MarketplaceSummary,
    },
  });

describe('Dashboard role label (SPEC.md §4)', () => {
  const plainUser = { ...shipper, role: 'user' as const, userType: 'broker' as const };
  it.each([
    [summary({ vessels: 1 }), shipper, 'Ship Owner'],
    [summary({ offerings: 2, cargoRequests: 5 }), shipper, 'Ship Owner'],
    [summary({ cargoRequests: 1 }), plainUser, 'Cargo Owner'],
    // Booking requests are marketplace bookings, not cargo-matching transport requests.
    [summary({ bookingRequests: 3 }), plainUser, 'User'],
    [summary(), plainUser, 'User'],
    // Issue 13: without data the role chosen at registration speaks.
    [summary(), owner, 'Ship Owner'],
    [summary({ bookingRequests: 3 }), shipper, 'Cargo Owner'],
  ])('labels from the real counts (%#)', async (api, user, label) => {
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<DashboardPage />, { user });
    expect(await screen.findByText(label)).toBeInTheDocument();
  });

  it('says Welcome, not Welcome back, on the first sign-in of this tab (issue 13)', async () => {
    vi.stubGlobal('fetch', summary().fetchMock);
    rememberFirstSignIn(owner.id, true);
    renderApp(<DashboardPage />, { user: owner });
    expect(await screen.findByRole('heading', { name: 'Welcome, Olaf!' })).toBeInTheDocument();
    rememberFirstSignIn(owner.id, false);
  });

  it('labels an administrator by role whatever the counts', async () => {
    vi.stubGlobal('fetch', summary({ vessels: 3, offerings: 3, cargoRequests: 3 }).fetchMock);
    renderApp(<DashboardPage />, { user: { ...admin, preferences: owner.preferences } });
    expect(await screen.findByText('Admin')).toBeInTheDocument();
    expect(screen.queryByText('Ship Owner')).not.toBeInTheDocument();
  });
});

describe('Dashboard statistic cards', () => {
  it('shows the platform and personal counts, each linking to its page', async () => {
    vi.stubGlobal(
      'fetch',
      summary({ vessels: 2, offerings: 5, bookingRequests: 7, cargoRequests: 4, matches: 3 }).fetchMock,
    );
    renderApp(<DashboardPage />, { user: shipper });
    const card = async (name: RegExp) => (await screen.findByRole('link', { name })).textContent;
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(await card(/Ship offerings/)).toContain('56');
    expect(await card(/Cargo requests/)).toContain('78');
    expect(await card(/Active matches/)).toContain('9');
    expect(await card(/My vessels/)).toContain('2');
    expect(await card(/My offerings/)).toContain('5');
    expect(await card(/My booking requests/)).toContain('7');
    expect(await card(/My cargo/)).toContain('4');
    expect(await card(/Matches found/)).toContain('3');
    expect(screen.getByRole('link', { name: /My vessels/ })).toHaveAttribute('href', '/fleet');
    for (const name of [/Cargo requests/, /Active matches/, /My cargo/, /Matches found/])
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/cargo-matching');
  });

  it('shows a dash instead of a number when the counts cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'GET /api/marketplace/summary': { status: 500, body: { message: 'Server error' } } })
        .fetchMock,
    );
    renderApp(<DashboardPage />, { user: shipper });
    // Four platform cards and five personal ones.
    expect((await screen.findAllByText('–')).length).toBe(9);
  });
});
