import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ResetPasswordPage from '@/app/routes/auth/reset-password';
import { renderWithProviders, stubFetch } from '../testing/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));

describe('reset password', () => {
  it('offers a new link when the token is missing', () => {
    vi.stubGlobal('fetch', stubFetch({}).fetchMock);
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password' });

    expect(screen.getByRole('heading', { name: 'Link invalid or expired' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('sends token and password only, then goes to sign in', async () => {
    const { calls, fetchMock } = stubFetch({ 'POST /api/auth/reset-password': { body: { message: 'ok' } } });
    vi.stubGlobal('fetch', fetchMock);
    const { location } = renderWithProviders(<ResetPasswordPage />, { path: '/reset-password?token=t0k3n' });

    fill('New password', 'harbour-crane-42');
    fill('Repeat password', 'harbour-crane-42');
    submit();

    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'));
    expect(calls).toEqual([
      {
        url: '/api/auth/reset-password',
        method: 'POST',
        body: { token: 't0k3n', password: 'harbour-crane-42' },
      },
    ]);
    expect(await screen.findByText('Password reset')).toBeInTheDocument();
  });

  it('switches to the invalid-link state when the server refuses the token', async () => {
    const { fetchMock } = stubFetch({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { message: 'Invalid or expired reset token', code: 'VALIDATION_ERROR' },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password?token=old' });

    fill('New password', 'harbour-crane-42');
    fill('Repeat password', 'harbour-crane-42');
    submit();

    expect(await screen.findByRole('heading', { name: 'Link invalid or expired' })).toBeInTheDocument();
  });
});
