import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminSignInPage from '@/app/routes/auth/admin-sign-in';
import { currentUserKey } from '../api/get-current-user';
import { renderWithProviders, stubFetch } from '../testing/render';
import { testUser } from '../testing/user';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('admin sign-in', () => {
  it('prefills a read-only email from ?email= on /super-admin and calls init-super-admin', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { calls, fetchMock } = stubFetch({ 'POST /api/auth/init-super-admin': { status: 204 } });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminSignInPage variant="super-admin" />, {
      path: '/super-admin?email=ops@feederhub.eu',
    });

    expect(screen.getByRole('heading', { name: 'Super Admin Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ops@feederhub.eu');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/auth/init-super-admin')).toBe(true));
  });

  it('signs a non-administrator out again and says the sign-in is for administrators', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { calls, fetchMock } = stubFetch({
      'POST /api/auth/init-super-admin': { status: 204 },
      'POST /api/auth/login': { body: { user: testUser() } },
      'POST /api/auth/logout': { status: 204 },
    });
    vi.stubGlobal('fetch', fetchMock);
    const { location, queryClient } = renderWithProviders(<AdminSignInPage variant="admin" />, {
      path: '/admin',
    });

    fill('Email', 'anna@example.com');
    fill('Password', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in as administrator' }));

    expect(await screen.findByText('This sign-in is for administrators only.')).toBeInTheDocument();
    expect(screen.getByText('Login failed')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/auth/logout');
    expect(queryClient.getQueryData(currentUserKey)).toBeUndefined();
    expect(location.history).toEqual(['/admin']);
  });

  it('takes an administrator to the admin panel', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const admin = testUser({ role: 'super_admin', userType: null });
    const { fetchMock } = stubFetch({
      'POST /api/auth/init-super-admin': { status: 204 },
      'POST /api/auth/login': { body: { user: admin } },
    });
    vi.stubGlobal('fetch', fetchMock);
    const { location, queryClient } = renderWithProviders(<AdminSignInPage variant="admin" />, {
      path: '/admin',
    });

    fill('Email', 'ops@feederhub.eu');
    fill('Password', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in as administrator' }));

    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin-panel'));
    expect(queryClient.getQueryData(currentUserKey)).toEqual(admin);
  });
});
