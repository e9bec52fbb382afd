import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin, owner, renderApp, shipper, stubApi } from '@/test/marketplace';
import DashboardPage from './dashboard';

afterEach(() => vi.unstubAllGlobals());

const summary = (vessels: number, offerings: number, bookingRequests: number) =>
  stubApi({ 'GET /api/marketplace/summary': { body: { vessels, offerings, bookingRequests } } });

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

  it('labels an administrator by role without asking for counts', async () => {
    const api = summary(3, 3, 3);
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<DashboardPage />, { user: { ...admin, preferences: owner.preferences } });
    expect(await screen.findByText('Admin')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
