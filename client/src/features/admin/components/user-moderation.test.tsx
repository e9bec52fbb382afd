import type { AdminUser } from '@shared/schemas/admin';
import type { User } from '@shared/schemas/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin, owner, renderApp, shipper, stubApi } from '@/test/marketplace';
import { allowedActions } from './user-actions';
import { UsersTab } from './users-tab';

afterEach(() => vi.unstubAllGlobals());

const asAdmin = (u: User, extra: Partial<AdminUser> = {}): AdminUser => ({
  ...u,
  suspendedAt: null,
  suspensionReason: null,
  ...extra,
});
const me = asAdmin(admin, { firstName: 'Ada', lastName: 'Lindqvist' });
const plainAdmin = asAdmin({
  ...owner,
  id: '0b9a5c2e-6a55-4c8c-9d33-444444444444',
  role: 'admin',
  firstName: 'Abe',
  lastName: 'Admin',
});
const otherSuper = asAdmin({
  ...owner,
  id: '0b9a5c2e-6a55-4c8c-9d33-555555555555',
  role: 'super_admin',
  firstName: 'Sue',
  lastName: 'Super',
});
const carla = asAdmin(shipper);
const olaf = asAdmin(owner, { suspendedAt: '2026-02-01T10:00:00.000Z', suspensionReason: 'Unpaid invoices' });

function setup(signedIn: User = admin) {
  const api = stubApi({
    'GET /api/admin/users': {
      body: { users: [me, plainAdmin, otherSuper, carla, olaf] },
      headers: { 'X-Total-Count': '5' },
    },
    'POST /api/admin/users/0b9a5c2e-6a55-4c8c-9d33-222222222222/suspend': {
      body: { ...carla, suspendedAt: 'x' },
    },
    'POST /api/admin/users/0b9a5c2e-6a55-4c8c-9d33-111111111111/reactivate': {
      body: { ...olaf, suspendedAt: null },
    },
    'PATCH /api/admin/users/0b9a5c2e-6a55-4c8c-9d33-444444444444/role': {
      body: { ...plainAdmin, role: 'shipowner' },
    },
    'PATCH /api/admin/users/0b9a5c2e-6a55-4c8c-9d33-222222222222/role': {
      status: 403,
      body: { message: 'Super admin access required', code: 'FORBIDDEN' },
    },
  });
  vi.stubGlobal('fetch', api.fetchMock);
  renderApp(<UsersTab />, { user: signedIn });
  const rowOf = async (name: RegExp) =>
    within(await screen.findByRole('table', { name: 'Users' })).getByRole('row', { name: name });
  /** Opens a row's actions menu and picks an item. */
  const choose = async (name: RegExp, fullName: string, item: string) => {
    await userEvent.click(within(await rowOf(name)).getByRole('button', { name: `Actions for ${fullName}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: item }));
  };
  const menuItems = async (name: RegExp, fullName: string) => {
    const trigger = within(await rowOf(name)).queryByRole('button', { name: `Actions for ${fullName}` });
    if (!trigger) return [];
    await userEvent.click(trigger);
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    await userEvent.keyboard('{Escape}');
    return items;
  };
  return { api, rowOf, choose, menuItems };
}

describe('Users tab: roles, suspension and role changes', () => {
  it('colour-codes every role badge and marks suspended accounts', async () => {
    const { rowOf } = setup();
    expect(within(await rowOf(/Sue Super/)).getByText('Super Admin')).toHaveAttribute(
      'data-role',
      'super_admin',
    );
    expect(within(await rowOf(/Abe Admin/)).getByText('Admin')).toHaveAttribute('data-role', 'admin');
    expect(within(await rowOf(/Carla Moreno/)).getByText('Cargo Owner')).toHaveAttribute(
      'data-role',
      'cargo_owner',
    );
    const olafRow = await rowOf(/Olaf Jensen/);
    expect(within(olafRow).getByText('Ship Owner')).toHaveAttribute('data-role', 'shipowner');
    expect(within(olafRow).getByText('Suspended')).toHaveAttribute(
      'title',
      expect.stringContaining('Unpaid invoices'),
    );
  });

  it('suspends with a reason the user will read, and reactivates after a confirmation', async () => {
    const { api, choose } = setup();
    await choose(/Carla Moreno/, 'Carla Moreno', 'Suspend');
    const dialog = screen.getByRole('dialog', { name: 'Suspend account' });
    const confirm = within(dialog).getByRole('button', { name: 'Suspend account' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), '  Fake company  ');
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(
        api.sent('POST', '/api/admin/users/0b9a5c2e-6a55-4c8c-9d33-222222222222/suspend')[0].body,
      ).toEqual({
        reason: 'Fake company',
      }),
    );
    expect(await screen.findByText('Carla Moreno is suspended')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await choose(/Olaf Jensen/, 'Olaf Jensen', 'Reactivate');
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Reactivate account' })).getByRole('button', {
        name: 'Reactivate',
      }),
    );
    await waitFor(() =>
      expect(
        api.sent('POST', '/api/admin/users/0b9a5c2e-6a55-4c8c-9d33-111111111111/reactivate'),
      ).toHaveLength(1),
    );
  });

  it('lets a super admin remove the admin role (back to the account type role), never act on themselves or a super admin', async () => {
    const { api, choose, menuItems } = setup();
    expect(await menuItems(/Ada Lindqvist/, 'Ada Lindqvist')).toEqual([]);
    expect(await menuItems(/Sue Super/, 'Sue Super')).toEqual(['Suspend']);
    expect(await menuItems(/Olaf Jensen/, 'Olaf Jensen')).toEqual(['Reactivate', 'Make admin']);
    await choose(/Abe Admin/, 'Abe Admin', 'Remove admin');
    const dialog = screen.getByRole('dialog', { name: 'Remove the admin role' });
    expect(dialog).toHaveTextContent('becomes Ship Owner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove admin' }));
    await waitFor(() =>
      expect(api.sent('PATCH', '/api/admin/users/0b9a5c2e-6a55-4c8c-9d33-444444444444/role')[0].body).toEqual(
        {
          role: 'shipowner',
        },
      ),
    );
  });

  it("shows the server's refusal", async () => {
    const { choose } = setup();
    await choose(/Carla Moreno/, 'Carla Moreno', 'Make admin');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('Failed to change the role')).toBeInTheDocument();
    expect(screen.getByText('Super admin access required')).toBeInTheDocument();
  });

  it('offers a plain admin suspension of everyday accounts only, and no role changes', async () => {
    const { menuItems } = setup({ ...plainAdmin });
    expect(await menuItems(/Carla Moreno/, 'Carla Moreno')).toEqual(['Suspend']);
    expect(await menuItems(/Sue Super/, 'Sue Super')).toEqual([]);
    expect(await menuItems(/Ada Lindqvist/, 'Ada Lindqvist')).toEqual([]);
    expect(await menuItems(/Abe Admin/, 'Abe Admin')).toEqual([]);
  });

  it('filters suspended accounts and links the CSV of exactly the filtered, sorted list', async () => {
    const { api } = setup();
    await screen.findByRole('table', { name: 'Users' });
    await userEvent.selectOptions(screen.getByLabelText('Account'), 'Suspended');
    await waitFor(() =>
      expect(Object.fromEntries(api.sent('GET', '/api/admin/users').at(-1)!.query)).toMatchObject({
        accountState: 'suspended',
      }),
    );
    const link = screen.getByRole('link', { name: 'Download CSV: the filtered users' });
    expect(link).toHaveAttribute(
      'href',
      '/api/admin/users/export?accountState=suspended&sort=createdAt&order=desc',
    );
  });
});

describe('allowedActions', () => {
  it('mirrors the server rules', () => {
    expect(allowedActions(null, carla)).toEqual({ moderate: false, role: false });
    expect(allowedActions(admin, asAdmin(admin))).toEqual({ moderate: false, role: false });
    expect(allowedActions(plainAdmin, carla)).toEqual({ moderate: true, role: false });
    expect(allowedActions(plainAdmin, otherSuper)).toEqual({ moderate: false, role: false });
    expect(allowedActions(admin, plainAdmin)).toEqual({ moderate: true, role: true });
    expect(allowedActions(admin, otherSuper)).toEqual({ moderate: true, role: false });
  });
});
