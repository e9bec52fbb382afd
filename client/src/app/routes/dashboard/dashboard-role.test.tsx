import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin, owner, renderApp, shipper, stubApi } from '@/test/marketplace';
import DashboardPage from './dashboard';

afterEach(() => vi.unstubAllGlobals());

const summary = (vessels: number, offerings: number, bookingRequests: number) =>
  stubApi({
    'GET /api/marketplace/summary': {
      body: { vessels, offerings, bookingRequests, platform: { users: 1234, shipOfferings: 56 } },
    },
  });

describe('Dashboard role label (SPEC.md §4)', () => {
  it.each([
    [summary(1, 0, 0), 'Ship Owner'],
    [summary(0, 2, 5), 'Ship Owner'],
    [summary(0, 0, 1), 'Cargo Owner'],
    [summary(0, 0, 0), 'User'],
  ])('labels from the real counts (%#)', async (api, label) => {
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<DashboardPage />, { user: shipper });
    expect(await screen.findByText(label)).toBeInTheDocument();
  });

  it('labels an administrator by role whatever the counts', async () => {
    vi.stubGlobal('fetch', summary(3, 3, 3).fetchMock);
    renderApp(<DashboardPage />, { user: { ...admin, preferences: owner.preferences } });
    expect(await screen.findByText('Admin')).toBeInTheDocument();
    expect(screen.queryByText('Ship Owner')).not.toBeInTheDocument();
  });
});

describe('Dashboard statistic cards', () => {
  it('shows the platform and personal counts, each linking to its page', async () => {
    vi.stubGlobal('fetch', summary(2, 5, 7).fetchMock);
    renderApp(<DashboardPage />, { user: shipper });
    const card = async (name: RegExp) => (await screen.findByRole('link', { name })).textContent;
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(await card(/Ship offerings/)).toContain('56');
    expect(await card(/My vessels/)).toContain('2');
    expect(await card(/My offerings/)).toContain('5');
    expect(await card(/My booking requests/)).toContain('7');
    expect(screen.getByRole('link', { name: /My vessels/ })).toHaveAttribute('href', '/fleet');
  });

  it('shows a dash instead of a number when the counts cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'GET /api/marketplace/summary': { status: 500, body: { message: 'Server error' } } })
        .fetchMock,
    );
    renderApp(<DashboardPage />, { user: shipper });
    expect((await screen.findAllByText('–')).length).toBe(5);
  });
});
