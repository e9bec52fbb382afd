import type { AdminActivity } from '@shared/schemas/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin, owner, renderApp, stubApi } from '@/test/marketplace';
import { ActivitiesTab } from './activities-tab';

afterEach(() => vi.unstubAllGlobals());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const activity = (overrides: Partial<AdminActivity>): AdminActivity => ({
  id: 'c0000000-0000-4000-8000-000000000001',
  userId: owner.id,
  activityType: 'login',
  resource: 'session',
  success: true,
  createdAt: minutesAgo(5),
  actor: { id: owner.id, email: owner.email, firstName: owner.firstName, lastName: owner.lastName },
  ...overrides,
});
const reply = (activities: AdminActivity[], total = activities.length) => ({
  body: { activities },
  headers: { 'X-Total-Count': String(total) },
});

function setup(handler: Parameters<typeof stubApi>[0][string]) {
  const api = stubApi({ 'GET /api/admin/activities': handler });
  vi.stubGlobal('fetch', api.fetchMock);
  renderApp(<ActivitiesTab />, { user: admin });
  const last = () => Object.fromEntries(api.sent('GET', '/api/admin/activities').at(-1)!.query);
  return { api, last };
}

describe('Activities tab', () => {
  it('lists activities with type, user, success or failure and relative time', async () => {
    const { last } = setup(
      reply([
        activity({}),
        activity({
          id: 'c0000000-0000-4000-8000-000000000002',
          userId: null,
          actor: null,
          success: false,
          activityType: 'logout',
          createdAt: minutesAgo(180),
        }),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Activities' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Sign-in');
    expect(first).toHaveTextContent('Olaf Jensen');
    expect(first).toHaveTextContent('olaf@nordfeeder.example');
    expect(first).toHaveTextContent('Succeeded');
    expect(first).toHaveTextContent('5m ago');
    expect(second).toHaveTextContent('Sign-out');
    expect(second).toHaveTextContent('Deleted account');
    expect(second).toHaveTextContent('Failed');
    expect(second).toHaveTextContent('3h ago');
    expect(last()).toEqual({ page: '1', pageSize: '25' });
  });

  it('filters by type and pages from page 1 again', async () => {
    const { last } = setup(reply([activity({})], 30));
    await screen.findByText('Showing 1–25 of 30');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(last().page).toBe('2'));
    await userEvent.selectOptions(screen.getByLabelText('Activity type'), 'Sign-out');
    await waitFor(() => expect(last()).toEqual({ activityType: 'logout', page: '1', pageSize: '25' }));
  });

  it("narrows to one user's activity from the user's name, and back to everyone", async () => {
    const { last } = setup(reply([activity({})], 30));
    await screen.findByText('Showing 1–25 of 30');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(last().page).toBe('2'));
    await userEvent.click(screen.getByRole('button', { name: 'Olaf Jensen' }));
    await waitFor(() => expect(last()).toEqual({ userId: owner.id, page: '1', pageSize: '25' }));
    expect(screen.getByText('Activity of Olaf Jensen (olaf@nordfeeder.example)')).toBeInTheDocument();
    // Back to everyone: the unfiltered first page (already fetched once, so it may come from the cache).
    await userEvent.click(screen.getByRole('button', { name: 'Show all users' }));
    expect(await screen.findByText("Click a name to see only that user's activity.")).toBeInTheDocument();
    expect(screen.queryByText(/Activity of Olaf Jensen/)).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–25 of 30')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    setup(reply([]));
    expect(await screen.findByText('No activities found')).toBeInTheDocument();
  });

  it('shows the error state and retries', async () => {
    let fail = true;
    const { api } = setup(() =>
      fail ? { status: 503, body: { message: 'Down', code: 'INTERNAL' } } : reply([activity({})]),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Activities could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Olaf Jensen/ })).toHaveTextContent('Sign-in');
    expect(api.sent('GET', '/api/admin/activities')).toHaveLength(2);
  });

  it('names the record by ship and voyage, shows ids on demand and downloads the filtered CSV', async () => {
    const offeringId = 'a1f0c7d4-0000-4000-8000-000000000009';
    const departure = `${new Date().getFullYear()}-12-12T08:00:00.000Z`;
    setup(
      reply([
        activity({
          activityType: 'create_ship_offering',
          resource: `ship_offering:${offeringId}`,
          subject: {
            kind: 'ship_offering',
            id: offeringId,
            name: 'MV Nordlys',
            detail: null,
            route: { origin: 'DEHAM', destination: 'NLRTM', date: departure },
          },
        }),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Activities' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('MV Nordlys');
    expect(row).toHaveTextContent(/Hamburg → Rotterdam, (12 Dec|Dec 12)/);
    expect(row).not.toHaveTextContent(offeringId);
    expect(row).not.toHaveTextContent(owner.id);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Show IDs' }));
    expect(row).toHaveTextContent(offeringId);
    expect(row).toHaveTextContent(owner.id);

    await userEvent.selectOptions(screen.getByLabelText('Activity type'), 'Sign-in');
    const link = screen.getByRole('link', { name: 'Download CSV: the filtered activities' });
    await waitFor(() =>
      expect(link).toHaveAttribute('href', '/api/admin/activities/export?activityType=login'),
    );
    expect(link).toHaveAttribute('download');
  });

  it('says when the named record no longer exists', async () => {
    setup(
      reply([
        activity({
          activityType: 'delete_ship_offering',
          resource: 'ship_offering:a1f0c7d4-0000-4000-8000-000000000010',
          subject: {
            kind: 'ship_offering',
            id: 'a1f0c7d4-0000-4000-8000-000000000010',
            name: null,
            detail: null,
            route: null,
          },
        }),
      ]),
    );
    expect(await screen.findByText('Ship offering (deleted)')).toBeInTheDocument();
  });
});
