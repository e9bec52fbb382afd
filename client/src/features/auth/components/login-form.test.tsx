import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { currentUserKey } from '../api/get-current-user';
import { renderWithProviders, stubFetch } from '../testing/render';
import { testUser } from '../testing/user';
import { LoginForm } from './login-form';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('LoginForm', () => {
  it('shows the validation messages under the fields and sends nothing', async () => {
    const { calls, fetchMock } = stubFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<LoginForm />);

    fill('Email', 'not-an-email');
    fill('Password', '123');
    submit();

    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-describedby', 'login-email-error');
    expect(calls).toHaveLength(0);
  });

  it('shows the messages in the current language', async () => {
    const { calls, fetchMock } = stubFetch({});
    vi.stubGlobal('fetch', fetchMock);
    await i18n.changeLanguage('de');
    renderWithProviders(<LoginForm />);

    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByText('Ungültige E-Mail-Adresse')).toBeInTheDocument();
    expect(screen.getByText('Das Passwort muss mindestens 6 Zeichen lang sein')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('signs in, stores the user and goes to a same-site next path', async () => {
    const user = testUser();
    const { calls, fetchMock } = stubFetch({
      'POST /api/auth/login': { body: { user, firstSignIn: false } },
    });
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient, location } = renderWithProviders(<LoginForm />, {
      path: '/login?next=/cargo-matching',
    });

    fill('Email', ' Anna@Example.com ');
    fill('Password', 'secret-enough');
    submit();

    await waitFor(() => expect(location.history?.at(-1)).toBe('/cargo-matching'));
    expect(calls).toEqual([
      {
        url: '/api/auth/login',
        method: 'POST',
        body: { email: 'anna@example.com', password: 'secret-enough' },
      },
    ]);
    expect(queryClient.getQueryData(currentUserKey)).toEqual(user);
    expect(await screen.findByText('Welcome back, Anna!')).toBeInTheDocument();
  });

  it('greets a first sign-in with Welcome, not Welcome back (issue 13)', async () => {
    const { fetchMock } = stubFetch({
      'POST /api/auth/login': { body: { user: testUser(), firstSignIn: true } },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<LoginForm />, { path: '/login' });
    fill('Email', 'anna@example.com');
    fill('Password', 'secret-enough');
    submit();
    expect(await screen.findByText('Welcome to FeederHub, Anna!')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it.each(['pending', 'rejected'] as const)(
    'shows no sign-in toast to a %s account (issue 13)',
    async (status) => {
      const user = testUser({ approvalStatus: status, firstName: `Pia-${status}` });
      const { fetchMock } = stubFetch({ 'POST /api/auth/login': { body: { user, firstSignIn: true } } });
      vi.stubGlobal('fetch', fetchMock);
      const { queryClient } = renderWithProviders(<LoginForm />, { path: '/login' });
      fill('Email', 'anna@example.com');
      fill('Password', 'secret-enough');
      submit();
      await waitFor(() => expect(queryClient.getQueryData(currentUserKey)).toEqual(user));
      expect(screen.queryByText(new RegExp(`Pia-${status}`))).not.toBeInTheDocument();
    },
  );

  it('goes to /dashboard when next points to another site', async () => {
    const { fetchMock } = stubFetch({ 'POST /api/auth/login': { body: { user: testUser() } } });
    vi.stubGlobal('fetch', fetchMock);
    const { location } = renderWithProviders(<LoginForm />, { path: '/login?next=//evil.example' });

    fill('Email', 'anna@example.com');
    fill('Password', 'secret-enough');
    submit();

    await waitFor(() => expect(location.history?.at(-1)).toBe('/dashboard'));
  });

  it('shows a login-failed toast on wrong credentials and stays', async () => {
    const { fetchMock } = stubFetch({
      'POST /api/auth/login': {
        status: 401,
        body: { message: 'Invalid email or password', code: 'UNAUTHORIZED' },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const { location, queryClient } = renderWithProviders(<LoginForm />, { path: '/login' });

    fill('Email', 'anna@example.com');
    fill('Password', 'wrong-password');
    submit();

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(location.history).toEqual(['/login']);
    expect(queryClient.getQueryData(currentUserKey)).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows the server message when sign-in is throttled', async () => {
    const message = 'Too many attempts. Please try again in 15 minutes.';
    const { fetchMock } = stubFetch({
      'POST /api/auth/login': { status: 429, body: { message, code: 'RATE_LIMITED' } },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<LoginForm />);

    fill('Email', 'anna@example.com');
    fill('Password', 'secret-enough');
    submit();

    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
