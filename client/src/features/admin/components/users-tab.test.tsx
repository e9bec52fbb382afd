import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin, owner, renderApp, shipper, stubApi } from '@/test/marketplace';
import { UsersTab } from './users-tab';

afterEach(() => vi.unstubAllGlobals());

const boss = { ...admin, firstName: 'Ada', lastName: 'Lindqvist', email: 'ada@feederhub.example' };
const pending = { ...shipper, approvalStatus: 'pending' as const, lastLoginAt: null };
const usersReply = (users: unknown[], total = users.length) => ({
  body: { users },
  headers: { 'X-Total-Count': String(total) },
});

function setup(handler: Parameters<typeof stubApi>[0][string] = usersReply([boss, owner, pending])) {
  const api = stubApi({ 'GET /api/admin/users': handler });
  vi.stubGlobal('fetch', api.fetchMock);
  renderApp(<UsersTab />, { user: admin });
  const queries = () => api.sent('GET', '/api/admin/users').map((c) => Object.fromEntries(c.query));
  return { api, queries, last: () => queries().at(-1)! };
}

describe('Users tab', () => {
  it('lists users with account type, role and status badges, asking for the first page newest first', async () => {
    const { last } = setup();
    const table = await screen.findByRole('table', { name: 'Users' });
    const row = within(table).getByRole('row', { name: /Carla Moreno/ });
    expect(row).toHaveTextContent('carla@cargo.example');
    expect(row).toHaveTextContent('Cargo Owner / Shipper');
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('Never');
    expect(within(table).getByRole('row', { name: /Ada Lindqvist/ })).toHaveTextContent('Super Admin');
    expect(last()).toEqual({ sort: 'createdAt', order: 'desc', page: '1', pageSize: '25' });
    expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
  });

  it('debounces the search box: one request for the finished term, back on page 1', async () => {
    const { queries, last } = setup(usersReply([owner], 60));
    await screen.findByRole('table', { name: 'Users' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(last().page).toBe('2'));
    await userEvent.type(screen.getByLabelText('Search'), 'Nordfeeder');
    await waitFor(() => expect(last().search).toBe('Nordfeeder'));
    expect(queries().filter((q) => q.search !== undefined)).toHaveLength(1);
    expect(last().page).toBe('1');
  });

  it('sends the role and status filters, and sorts by a column header', async () => {
    const { last } = setup();
    await screen.findByRole('table', { name: 'Users' });
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Ship Owner');
    await waitFor(() => expect(last().role).toBe('shipowner'));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    await waitFor(() => expect(last()).toMatchObject({ role: 'shipowner', approvalStatus: 'rejected' }));

    const name = screen.getByRole('button', { name: /Sort by Name/ });
    await userEvent.click(name);
    await waitFor(() => expect(last()).toMatchObject({ sort: 'name', order: 'asc' }));
    expect(name.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    name.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(last()).toMatchObject({ sort: 'name', order: 'desc' }));
    await userEvent.click(screen.getByRole('button', { name: /Sort by Email/ }));
    await waitFor(() => expect(last()).toMatchObject({ sort: 'email', order: 'asc' }));
  });

  it('pages with the total from X-Total-Count', async () => {
    const { last } = setup(usersReply([owner], 60));
    await screen.findByText('Showing 1–25 of 60');
    const nav = screen.getByRole('navigation', { name: 'Pages of users' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(last().page).toBe('3'));
    expect(await screen.findByText('Showing 51–60 of 60')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    setup(usersReply([]));
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error state and retries', async () => {
    let fail = true;
    const { queries } = setup(() =>
      fail ? { status: 500, body: { message: 'Internal error', code: 'INTERNAL' } } : usersReply([owner]),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Users could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Olaf Jensen/ })).toBeInTheDocument();
    expect(queries()).toHaveLength(2);
  });
});
