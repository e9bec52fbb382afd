import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin, owner, pendingOffering, renderApp, stubApi } from '@/test/marketplace';
import AdminPanelPage from './admin-panel';

afterEach(() => vi.unstubAllGlobals());

const applicant = {
  ...owner,
  id: '9b9a5c2e-6a55-4c8c-9d33-999999999999',
  approvalStatus: 'pending' as const,
};
const second = pendingOffering({ id: 'a1f0c7d4-0000-4000-8000-000000000002', shipName: 'MS Baltic Star' });

describe('Admin panel approvals', () => {
  it('counts pending users and pending ship offerings in one badge, and approves an offering', async () => {
    let offerings = [pendingOffering(), second];
    const api = stubApi({
      'GET /api/admin/pending-users': { body: [applicant] },
      'GET /api/admin/pending-ship-offerings': () => ({ body: offerings }),
      [`POST /api/admin/approve-ship-offering/${pendingOffering().id}`]: () => {
        offerings = [second];
        return { body: { ...pendingOffering(), approvalStatus: 'approved' } };
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<AdminPanelPage />, { user: admin });

    const tab = screen.getByRole('tab', { name: /Approvals/ });
    await waitFor(() => expect(tab).toHaveTextContent('3 pending'));
    const table = await screen.findByRole('table', { name: 'Pending ship offerings' });
    const row = within(table).getByRole('row', { name: /MV Nordlys/ });
    expect(row).toHaveTextContent('Hamburg');
    expect(row).toHaveTextContent('300 of 800 TEU free');
    expect(row).toHaveTextContent('$150.50 per TEU');
    expect(row).toHaveTextContent('olaf@nordfeeder.example');

    await userEvent.click(within(row).getByRole('button', { name: 'Approve ship offering MV Nordlys' }));
    expect(await screen.findByText('Ship offering approved successfully')).toBeInTheDocument();
    await waitFor(() => expect(tab).toHaveTextContent('2 pending'));
    expect(within(table).queryByRole('row', { name: /MV Nordlys/ })).not.toBeInTheDocument();
  });

  it('rejects an offering only with a reason', async () => {
    const api = stubApi({
      'GET /api/admin/pending-users': { body: [] },
      'GET /api/admin/pending-ship-offerings': { body: [pendingOffering()] },
      [`POST /api/admin/reject-ship-offering/${pendingOffering().id}`]: { body: pendingOffering() },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<AdminPanelPage />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject ship offering MV Nordlys' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject ship offering' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject offering' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), '  Route does not match the schedule ');
    await userEvent.click(confirm);
    expect(await screen.findByText('Ship offering rejected')).toBeInTheDocument();
    expect(api.sent('POST', `/api/admin/reject-ship-offering/${pendingOffering().id}`)[0].body).toEqual({
      reason: 'Route does not match the schedule',
    });
  });

  it('shows the failure toast when approving fails', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/admin/pending-users': { body: [] },
        'GET /api/admin/pending-ship-offerings': { body: [pendingOffering()] },
        [`POST /api/admin/approve-ship-offering/${pendingOffering().id}`]: {
          status: 500,
          body: { message: 'Internal error', code: 'INTERNAL' },
        },
      }).fetchMock,
    );
    renderApp(<AdminPanelPage />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve ship offering MV Nordlys' }));
    expect(await screen.findByText('Failed to approve ship offering')).toBeInTheDocument();
  });

  it('shows the empty state when no offering waits', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/admin/pending-users': { body: [] },
        'GET /api/admin/pending-ship-offerings': { body: [] },
      }).fetchMock,
    );
    renderApp(<AdminPanelPage />, { user: admin });
    expect(await screen.findByText('No ship offerings awaiting approval')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Approvals/ })).not.toHaveTextContent('pending');
  });
});

describe('Admin panel tabs', () => {
  it('opens the Users, Activities and Audit Logs tabs, each loading its own list', async () => {
    const api = stubApi({
      'GET /api/admin/pending-users': { body: [] },
      'GET /api/admin/pending-ship-offerings': { body: [] },
      'GET /api/admin/users': { body: { users: [owner] }, headers: { 'X-Total-Count': '1' } },
      'GET /api/admin/activities': { body: { activities: [] }, headers: { 'X-Total-Count': '0' } },
      'GET /api/admin/audit-logs': { body: { logs: [] }, headers: { 'X-Total-Count': '0' } },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<AdminPanelPage />, { user: admin });
    expect(api.sent('GET', '/api/admin/users')).toHaveLength(0);
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByRole('row', { name: /Olaf Jensen/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Activities' }));
    expect(await screen.findByText('No activities found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Audit Logs' }));
    expect(await screen.findByText('No audit log entries')).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('opens the quote requests tab from ?tab=quotes (where notifications link) and keeps the tab in the address', async () => {
    const api = stubApi({
      'GET /api/admin/pending-users': { body: [] },
      'GET /api/admin/pending-ship-offerings': { body: [] },
      'GET /api/greenrefit/quote-requests': { body: [], headers: { 'X-Total-Count': '0' } },
      'GET /api/greenrefit/shipyards': { body: [] },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const { location } = renderApp(<AdminPanelPage />, { user: admin, path: '/admin-panel?tab=quotes' });
    expect(screen.getByRole('tab', { name: 'Quote requests' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No quote requests')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Shipyards' }));
    expect(await screen.findByText('No shipyards')).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/admin-panel?tab=shipyards');
    await userEvent.click(screen.getByRole('tab', { name: /Approvals/ }));
    expect(location.history?.at(-1)).toBe('/admin-panel');
  });
});
