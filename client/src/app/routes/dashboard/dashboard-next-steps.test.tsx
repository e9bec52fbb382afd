import type { MarketplaceSummary } from '@shared/schemas/vessels';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { collectMissingKeys } from '@/test/i18n';
import { admin, owner, renderApp, shipper, stubApi } from '@/test/marketplace';
import DashboardPage from './dashboard';

afterEach(() => vi.unstubAllGlobals());
const missing = collectMissingKeys();

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
        platform: { users: 12, shipOfferings: 5, cargoRequests: 7, activeMatches: 1 },
      } satisfies MarketplaceSummary,
    },
  });

describe('Dashboard next steps (issue 27)', () => {
  it('shows a new ship owner: add a vessel, then offer a voyage, both linking to the fleet', async () => {
    vi.stubGlobal('fetch', summary().fetchMock);
    renderApp(<DashboardPage />, { user: owner });
    const steps = await screen.findByTestId('next-steps');
    expect(within(steps).getByText('0 of 2 done')).toBeInTheDocument();
    expect(within(steps).getByRole('link', { name: /Add your first vessel/ })).toHaveAttribute(
      'href',
      '/fleet',
    );
    expect(within(steps).getByRole('link', { name: /Offer a voyage/ })).toHaveAttribute('href', '/fleet');
  });

  it('ticks off a done step from the member’s own data and keeps the rest as links', async () => {
    vi.stubGlobal('fetch', summary({ vessels: 1 }).fetchMock);
    renderApp(<DashboardPage />, { user: owner });
    const steps = await screen.findByTestId('next-steps');
    expect(within(steps).getByText('1 of 2 done')).toBeInTheDocument();
    expect(within(steps).queryByRole('link', { name: /Add your first vessel/ })).not.toBeInTheDocument();
    expect(within(steps).getByRole('link', { name: /Offer a voyage/ })).toBeInTheDocument();
  });

  it('shows a cargo owner: post a transport request and book capacity', async () => {
    vi.stubGlobal('fetch', summary().fetchMock);
    renderApp(<DashboardPage />, { user: shipper });
    const steps = await screen.findByTestId('next-steps');
    expect(within(steps).getByRole('link', { name: /Post a transport request/ })).toHaveAttribute(
      'href',
      '/cargo-matching',
    );
    expect(within(steps).getByRole('link', { name: /Book capacity/ })).toHaveAttribute(
      'href',
      '/ship-offerings',
    );
  });

  it('goes away once every step is done, and never shows for administrators', async () => {
    vi.stubGlobal('fetch', summary({ vessels: 2, offerings: 1 }).fetchMock);
    const { unmount } = renderApp(<DashboardPage />, { user: owner });
    expect(await screen.findByText('My vessels')).toBeInTheDocument();
    await screen.findAllByText('2');
    expect(screen.queryByTestId('next-steps')).not.toBeInTheDocument();
    unmount();

    vi.stubGlobal('fetch', summary().fetchMock);
    renderApp(<DashboardPage />, { user: admin });
    await screen.findAllByText('12');
    expect(screen.queryByTestId('next-steps')).not.toBeInTheDocument();
  });

  it.each(['de', 'zh'])('has every text in %s', async (lng) => {
    await i18n.changeLanguage(lng);
    missing.length = 0;
    vi.stubGlobal('fetch', summary().fetchMock);
    renderApp(<DashboardPage />, { user: shipper });
    await screen.findByTestId('next-steps');
    expect(missing).toEqual([]);
  });
});
