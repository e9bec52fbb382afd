import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offering, owner, stubApi } from '@/test/marketplace';
import { renderRoutes } from '@/test/routes';

function renderAt(path: string, user: typeof owner | null) {
  const api = stubApi({
    'GET /api/auth/user': user ? { body: user } : { status: 401, body: { message: 'Unauthorized' } },
    'GET /api/ship-offerings': { body: [offering()], headers: { 'X-Total-Count': '1' } },
    'GET /api/ship-booking-requests/my': { body: [] },
    'GET /api/notifications/unread-count': { body: { count: 0 } },
    'GET /api/vessels/stats': { body: { totalVessels: 0, activeCharters: 0 } },
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return renderRoutes(path);
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('marketplace routes', () => {
  it('lets anonymous visitors browse ship offerings without signing in', async () => {
    const history = renderAt('/ship-offerings?origin=DEHAM', null);
    expect(await screen.findByRole('heading', { name: 'Ship Offerings' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'MV Nordlys' })).toBeInTheDocument();
    expect(history.at(-1)).toBe('/ship-offerings?origin=DEHAM');
  });

  it.each(['/ship-management', '/my-bookings', '/fleet', '/bookings/co2-statement'])(
    'sends an anonymous visitor of %s to sign in',
    async (path) => {
      const history = renderAt(path, null);
      await waitFor(() => expect(history.at(-1)).toBe(`/login?next=${encodeURIComponent(path)}`));
    },
  );

  it('shows My bookings inside the layout with its sidebar entry', async () => {
    renderAt('/my-bookings', owner);
    expect(await screen.findByRole('heading', { name: 'My bookings', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'My fleet' })).toHaveAttribute('href', '/fleet');
  });
});
