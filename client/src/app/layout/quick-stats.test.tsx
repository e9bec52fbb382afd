import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VESSEL_STATS_POLL_MS } from '@/features/vessels/api/get-vessel-stats';
import { owner, renderApp, stubApi } from '@/test/marketplace';
import { QuickStats } from './quick-stats';

afterEach(() => vi.unstubAllGlobals());

describe('QuickStats', () => {
  it('shows active vessels, live charters and unread notifications', async () => {
    const api = stubApi({
      'GET /api/vessels/stats': { body: { totalVessels: 4, activeCharters: 2 } },
      'GET /api/notifications/unread-count': { body: { count: 7 } },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<QuickStats />, { user: owner });
    expect(
      await within(await screen.findByTestId('quick-stat-activeVessels')).findByText('4'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('quick-stat-liveCharters')).getByText('2')).toBeInTheDocument();
    expect(
      await within(screen.getByTestId('quick-stat-unreadNotifications')).findByText('7'),
    ).toBeInTheDocument();
    expect(VESSEL_STATS_POLL_MS).toBe(30_000);
  });

  it('asks nothing for a user who is not approved', () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<QuickStats />, { user: { ...owner, approvalStatus: 'pending' } });
    expect(within(screen.getByTestId('quick-stat-activeVessels')).getByText('–')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
