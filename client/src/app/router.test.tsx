import type { User } from '@shared/schemas/auth';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shipper } from '@/test/marketplace';
import { renderRoutes } from '@/test/routes';

const base: User = { ...shipper, firstName: 'Kai' };

/** Renders the route table at `path` for `user` (null: anonymous) and returns the visited locations. */
function renderAt(path: string, user: User | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/auth/user') {
        return user ? Response.json(user) : Response.json({ message: 'Unauthorized' }, { status: 401 });
      }
      if (url === '/api/notifications/unread-count') return Response.json({ count: 0 });
      if (url === '/api/admin/pending-users') return Response.json([]);
      return new Response('Not found', { status: 404 });
    }),
  );
  return renderRoutes(path);
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AppRouter', () => {
  it('shows the loading screen while the current user loads', () => {
    renderAt('/', null);
    expect(screen.getByText('Loading maritime platform...')).toBeInTheDocument();
  });

  it('sends an anonymous visitor of a signed-in page to /login and back', async () => {
    const history = renderAt('/cargo-matching', null);
    await waitFor(() => expect(history.at(-1)).toBe('/login?next=%2Fcargo-matching'));
  });

  it('gives anonymous visitors a 404 for unknown pages', async () => {
    renderAt('/no-such-page', null);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('keeps a pending user on the pending-approval screen', async () => {
    renderAt('/dashboard', { ...base, approvalStatus: 'pending', isEmailVerified: false });
    expect(await screen.findByRole('heading', { name: 'Registration successful!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'support@feederhub.eu' }),
    ).toHaveAttribute('href', 'mailto:support@feederhub.eu');
  });

  it('lets a pending or rejected user reach their data and the account deletion', async () => {
    renderAt('/', { ...base, approvalStatus: 'rejected', rejectionReason: 'Company could not be verified' });
    expect(await screen.findByRole('link', { name: 'Your data and account' })).toHaveAttribute(
      'href',
      '/profile',
    );
    cleanup();
    renderAt('/profile', { ...base, approvalStatus: 'pending' });
    expect(await screen.findByRole('heading', { name: 'Your account', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
  });

  it('shows a rejected user the reason', async () => {
    renderAt('/', { ...base, approvalStatus: 'rejected', rejectionReason: 'Company could not be verified' });
    expect(await screen.findByRole('heading', { name: 'Registration not approved' })).toBeInTheDocument();
    expect(screen.getByText('Company could not be verified')).toBeInTheDocument();
  });

  it('sends an approved user who has not seen the tour to /welcome-tour', async () => {
    const history = renderAt('/dashboard', { ...base, preferences: { hasSeenTour: false } });
    await waitFor(() => expect(history.at(-1)).toBe('/welcome-tour'));
  });

  it('asks a signed-in user to confirm a sign-out that a link asked for, and signs out only on the button', async () => {
    const history = renderAt('/login?logout=1', base);
    expect(await screen.findByRole('heading', { name: 'Sign out of FeederHub?' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    const calls = () =>
      vi
        .mocked(fetch)
        .mock.calls.filter(([url, init]) => String(url) === '/api/auth/logout' && init?.method === 'POST');
    expect(calls()).toHaveLength(0);
    await userEvent.click(screen.getByRole('link', { name: 'Stay signed in' }));
    await waitFor(() => expect(history.at(-1)).toBe('/dashboard'));
    expect(calls()).toHaveLength(0);
  });

  it('shows an administrator the same confirmation instead of sending them on', async () => {
    renderAt('/login?logout=1', { ...base, role: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Sign out of FeederHub?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
  });

  it('shows the sign-in form to an anonymous visitor sent to /login?logout=1', async () => {
    renderAt('/login?logout=1', null);
    expect(await screen.findByRole('heading', { name: 'Sign in to FeederHub' })).toBeInTheDocument();
  });

  it('shows the dashboard inside the layout', async () => {
    renderAt('/', base);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Kai!' })).toBeInTheDocument();
    // The role chosen at registration until the user's data says otherwise (issue 13).
    expect(screen.getByText('Cargo Owner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Dashboard/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: /Admin Panel/ })).not.toBeInTheDocument();
  });

  it('opens GreenRefit inside the layout, no longer a coming-soon page', async () => {
    renderAt('/greenrefit', base);
    expect(await screen.findByRole('heading', { name: 'GreenRefit', level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: /GreenRefit/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('does not open the admin panel for a non-admin', async () => {
    renderAt('/admin-panel', base);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('sends an admin on the landing page to the enterprise dashboard', async () => {
    const history = renderAt('/landing', { ...base, role: 'admin' });
    await waitFor(() => expect(history.at(-1)).toBe('/enterprise-dashboard'));
    expect(await screen.findByRole('heading', { name: 'Enterprise Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Period' })).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('opens the admin panel for an admin', async () => {
    renderAt('/admin-panel', { ...base, role: 'super_admin' });
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(await screen.findByText('No pending approvals')).toBeInTheDocument();
  });
});
