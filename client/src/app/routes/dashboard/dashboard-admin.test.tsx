import type { MarketplaceSummary } from '@shared/schemas/vessels';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activity, adminStatistics } from '@/test/admin-statistics';
import { admin, renderApp, shipper, stubApi } from '@/test/marketplace';
import DashboardPage from './dashboard';

afterEach(() => vi.unstubAllGlobals());

const summary: MarketplaceSummary = {
  vessels: 0,
  offerings: 0,
  bookingRequests: 0,
  cargoRequests: 0,
  matches: 0,
  platform: { users: 1210, shipOfferings: 87, cargoRequests: 44, activeMatches: 27 },
};
const recent = [
  activity(2, { activityType: 'create_ship_offering' }),
  activity(65, {
    activityType: 'login',
    success: false,
    actor: { id: 'a', email: 'ines@example.com', firstName: 'Ines', lastName: 'Berg' },
  }),
  activity(3 * 60, { activityType: 'approve_user' }),
  activity(2 * 24 * 60, { activityType: 'logout', userId: null, actor: null }),
  activity(3 * 24 * 60, { activityType: 'register' }),
];
const api = () =>
  stubApi({
    'GET /api/marketplace/summary': { body: summary },
    'GET /api/admin/statistics': { body: adminStatistics() },
    'GET /api/admin/activities': { body: { activities: recent }, headers: { 'X-Total-Count': '98765' } },
  });

describe('Dashboard for administrators', () => {
  it('shows the platform overview from the admin statistics', async () => {
    const stub = api();
    vi.stubGlobal('fetch', stub.fetchMock);
    renderApp(<DashboardPage />, { user: admin });
    const section = await screen.findByRole('region', { name: 'Platform overview' });
    const accounts = await within(section).findByRole('link', { name: /Accounts/ });
    expect(accounts).toHaveTextContent('1,234');
    expect(accounts).toHaveTextContent('1,200 verified · 456 active in 30 days');
    const review = within(section).getByRole('link', { name: /Awaiting review/ });
    expect(review).toHaveTextContent('17');
    expect(review).toHaveTextContent('12 registrations · 5 ship offerings');
    expect(review).toHaveAttribute('href', '/admin-panel');
    expect(within(section).getByText('Activity (24 h)').closest('div')).toHaveTextContent('78');
    expect(within(section).getByRole('link', { name: 'Enterprise dashboard' })).toHaveAttribute(
      'href',
      '/enterprise-dashboard',
    );
  });

  it('lists the five newest activities by user name with a relative time', async () => {
    const stub = api();
    vi.stubGlobal('fetch', stub.fetchMock);
    renderApp(<DashboardPage />, { user: admin });
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Olaf JensenShip offering created2m ago',
      'Ines BergSign-in · Failed1h ago',
      'Olaf JensenUser approved3h ago',
      'Deleted accountSign-out2d ago',
      'Olaf JensenRegistration3d ago',
    ]);
    const [call] = stub.sent('GET', '/api/admin/activities');
    expect(Object.fromEntries(call.query)).toEqual({ page: '1', pageSize: '5' });
    expect(screen.getByRole('link', { name: /All activities/ })).toHaveAttribute('href', '/admin-panel');
  });

  it('says so when there is no activity yet, or when it cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/marketplace/summary': { body: summary },
        'GET /api/admin/statistics': { status: 500, body: { message: 'Server error', code: 'INTERNAL' } },
        'GET /api/admin/activities': { body: { activities: [] } },
      }).fetchMock,
    );
    const view = renderApp(<DashboardPage />, { user: admin });
    expect(await screen.findByText('No activity recorded yet.')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Platform overview' });
    expect(within(section).getAllByText('–')).toHaveLength(4);
    view.unmount();

    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/marketplace/summary': { body: summary },
        'GET /api/admin/statistics': { body: adminStatistics() },
        'GET /api/admin/activities': { status: 500, body: { message: 'Server error', code: 'INTERNAL' } },
      }).fetchMock,
    );
    renderApp(<DashboardPage />, { user: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent('Recent activity could not be loaded.');
  });
});

describe('Dashboard for members', () => {
  it('has no admin part and never calls the admin API', async () => {
    const stub = api();
    vi.stubGlobal('fetch', stub.fetchMock);
    renderApp(<DashboardPage />, { user: shipper });
    expect(await screen.findByText('1,210')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Platform overview' })).not.toBeInTheDocument();
    expect(screen.queryByText('Recent activity')).not.toBeInTheDocument();
    expect(stub.calls.filter((c) => c.path.startsWith('/api/admin/'))).toEqual([]);
  });
});
