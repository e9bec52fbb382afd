import type { Notification } from '@shared/schemas/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { owner } from '@/test/marketplace';
import { NotificationBell } from './notification-bell';

const user = owner;

const notification = (over: Partial<Notification>): Notification => ({
  id: 'n1',
  title: 'Booking confirmed',
  message: 'Your booking on MV Nordlicht was accepted.',
  type: 'booking_update',
  priority: 'normal',
  read: false,
  actionUrl: null,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...over,
});

/**
 * Answers `METHOD /path` from the table (a function gets the query and returns a Response); anything else is a
 * 404 so unexpected calls show up.
 */
function stubApi(routes: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    if (typeof route === 'function') return route(url.searchParams) as Response;
    return key in routes ? Response.json(route) : new Response('Not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NotificationBell />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NotificationBell', () => {
  it("caps the badge at '99+'", async () => {
    stubApi({ 'GET /api/auth/user': user, 'GET /api/notifications/unread-count': { count: 150 } });
    renderBell();
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('99+');
    expect(screen.getByRole('button', { name: 'Notifications, 150 unread' })).toBeInTheDocument();
  });

  it('shows the exact count up to 99 and no badge at zero', async () => {
    stubApi({ 'GET /api/auth/user': user, 'GET /api/notifications/unread-count': { count: 99 } });
    const { unmount } = renderBell();
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('99');
    unmount();

    stubApi({ 'GET /api/auth/user': user, 'GET /api/notifications/unread-count': { count: 0 } });
    renderBell();
    await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('does not ask for notifications while the account awaits approval', async () => {
    const fetchMock = stubApi({ 'GET /api/auth/user': { ...user, approvalStatus: 'pending' } });
    renderBell();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.anything()));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/notifications/unread-count');
  });

  it('lists notifications with priority badges and marks all read', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/user': user,
      'GET /api/notifications/unread-count': { count: 2 },
      'GET /api/notifications': [
        notification({ id: 'n1', priority: 'urgent', title: 'Vessel delayed', type: 'vessel_alert' }),
        notification({ id: 'n2', priority: 'high' }),
        notification({ id: 'n3', read: true, title: 'Welcome', type: 'system_message' }),
      ],
      'PUT /api/notifications/read-all': { updated: 2 },
    });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('2 unread notifications')).toBeInTheDocument();
    expect(await within(panel).findByText('Vessel delayed')).toBeInTheDocument();
    expect(within(panel).getByText('URGENT')).toBeInTheDocument();
    expect(within(panel).getByText('HIGH PRIORITY')).toBeInTheDocument();
    expect(within(panel).getAllByText('5m ago')).toHaveLength(3);
    // One mark-read button per unread row only.
    expect(within(panel).getAllByRole('button', { name: /^Mark ".*" as read$/ })).toHaveLength(2);

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/notifications/read-all',
        expect.objectContaining({ method: 'PUT' }),
      ),
    );
  });

  it('shows the empty state when there is nothing to read', async () => {
    stubApi({
      'GET /api/auth/user': user,
      'GET /api/notifications/unread-count': { count: 0 },
      'GET /api/notifications': [],
    });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByText("You'll see updates about your bookings and vessels here")).toBeInTheDocument();
    expect(screen.getByText('All caught up!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });
});

describe('notification paging (issue 11)', () => {
  const page = (n: number, from: number) =>
    Array.from({ length: n }, (_, i) =>
      notification({ id: `p${from + i}`, title: `Note ${from + i}`, read: true }),
    );

  it('shows the newest page and loads older ones on request, by keyboard', async () => {
    let fail = false;
    const fetchMock = stubApi({
      'GET /api/auth/user': user,
      'GET /api/notifications/unread-count': { count: 0 },
      'GET /api/notifications': (query: URLSearchParams) => {
        if (fail) return new Response('{}', { status: 500 });
        // Each older page is read by the cursor the page before named (issue 28): here, the page's number.
        const n = Number(query.get('before') ?? '1');
        expect(query.get('page')).toBeNull();
        expect(query.get('pageSize')).toBe('20');
        const headers: Record<string, string> = { 'X-Total-Count': '45' };
        if (n < 3) headers['X-Next-Cursor'] = String(n + 1);
        return Response.json(page(n === 3 ? 5 : 20, (n - 1) * 20), { headers });
      },
    });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('Note 0')).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'Notifications, 20 of 45' })).toBeInTheDocument();
    expect(within(panel).queryByText('Note 20')).not.toBeInTheDocument();

    const more = within(panel).getByRole('button', { name: 'Load older (20 of 45)' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(await within(panel).findByText('Note 39')).toBeInTheDocument();
    expect(within(panel).getByText('Note 0')).toBeInTheDocument();

    fail = true;
    await userEvent.click(within(panel).getByRole('button', { name: 'Load older (40 of 45)' }));
    expect(await within(panel).findByText('Older notifications could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Load older (40 of 45)' }));
    expect(await within(panel).findByText('Note 44')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Load older/ })).not.toBeInTheDocument();
    const pages = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((u) => u.pathname === '/api/notifications')
      .map((u) => u.searchParams.get('before'));
    expect(pages).toEqual([null, '2', '3', '3']);
  }, 20_000);
});
