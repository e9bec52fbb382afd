import type { AuditLog } from '@shared/schemas/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin, renderApp, shipper, stubApi } from '@/test/marketplace';
import { AuditLogsTab } from './audit-logs-tab';

afterEach(() => vi.unstubAllGlobals());

const log = (overrides: Partial<AuditLog> = {}): AuditLog => ({
  id: 'd0000000-0000-4000-8000-000000000001',
  userId: admin.id,
  action: 'reject_user',
  resource: 'user',
  resourceId: shipper.id,
  changes: {
    before: { approvalStatus: 'pending', rejectionReason: null },
    after: { approvalStatus: 'rejected', rejectionReason: 'Company could not be verified' },
  },
  createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  actor: { id: admin.id, email: 'ada@feederhub.example', firstName: 'Ada', lastName: 'Lindqvist' },
  subject: { kind: 'user', id: shipper.id, name: 'Carla Moreno', detail: shipper.email, route: null },
  ...overrides,
});
const reply = (logs: AuditLog[], total = logs.length) => ({
  body: { logs },
  headers: { 'X-Total-Count': String(total) },
});

function setup(handler: Parameters<typeof stubApi>[0][string]) {
  const api = stubApi({ 'GET /api/admin/audit-logs': handler });
  vi.stubGlobal('fetch', api.fetchMock);
  renderApp(<AuditLogsTab />, { user: admin });
  const last = () => Object.fromEntries(api.sent('GET', '/api/admin/audit-logs').at(-1)!.query);
  return { api, last };
}

describe('Audit logs tab', () => {
  it('shows action, actor, resource and time; the changes open and close from the keyboard', async () => {
    setup(reply([log()]));
    const table = await screen.findByRole('table', { name: 'Audit logs' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('User rejected');
    expect(row).toHaveTextContent('Ada Lindqvist');
    expect(row).toHaveTextContent('ada@feederhub.example');
    expect(row).toHaveTextContent('UserCarla Moreno');
    expect(row).toHaveTextContent(shipper.email);
    expect(row).not.toHaveTextContent(shipper.id);
    expect(row).toHaveTextContent('2d ago');

    const toggle = within(row).getByRole('button', { name: 'Show changes: User rejected' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const changes = screen.getByRole('table', { name: 'Changes: User rejected' });
    expect(within(changes).getByRole('row', { name: /Approval status/ })).toHaveTextContent(
      'Approval statuspendingrejected',
    );
    expect(within(changes).getByRole('row', { name: /Rejection reason/ })).toHaveTextContent(
      'Rejection reason—Company could not be verified',
    );
    await userEvent.keyboard(' ');
    expect(screen.queryByRole('table', { name: 'Changes: User rejected' })).not.toBeInTheDocument();
  });

  it('names a deleted actor and says when no changes were stored', async () => {
    setup(reply([log({ actor: null, userId: null, changes: null })]));
    expect(await screen.findByText('Deleted account')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show changes: User rejected' }));
    expect(screen.getByText('No changes were recorded.')).toBeInTheDocument();
  });

  it('filters by action and pages', async () => {
    const { last } = setup(reply([log()], 80));
    await screen.findByText('Showing 1–25 of 80');
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Ship offering approved');
    await waitFor(() =>
      expect(last()).toEqual({ action: 'approve_ship_offering', page: '1', pageSize: '25' }),
    );
    const nav = screen.getByRole('navigation', { name: 'Pages of audit logs' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(last().page).toBe('2'));
  });

  it('shows the empty state', async () => {
    setup(reply([]));
    expect(await screen.findByText('No audit log entries')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    setup({ status: 500, body: { message: 'Internal error', code: 'INTERNAL' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Audit logs could not be loaded.');
  });

  it('shows the ids only on demand and links the CSV of the filtered view', async () => {
    setup(reply([log()]));
    const table = await screen.findByRole('table', { name: 'Audit logs' });
    const row = within(table).getAllByRole('row')[1];
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show IDs' }));
    expect(row).toHaveTextContent(shipper.id);
    expect(row).toHaveTextContent(admin.id);
    const link = screen.getByRole('link', { name: 'Download CSV: the filtered audit logs' });
    expect(link).toHaveAttribute('href', '/api/admin/audit-logs/export');
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'User suspended');
    await waitFor(() =>
      expect(link).toHaveAttribute('href', '/api/admin/audit-logs/export?action=suspend_user'),
    );
  });
});
