import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import VerifyEmailPage from '@/app/routes/auth/verify-email';
import { renderWithProviders, stubFetch } from '../testing/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('email verification', () => {
  it('shows the error state at once when the link has no token', () => {
    const { calls, fetchMock } = stubFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<VerifyEmailPage />, { path: '/verify-email' });

    expect(screen.getByRole('heading', { name: 'Verification failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Send new link' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('posts the token once, even under StrictMode, and confirms', async () => {
    const { calls, fetchMock } = stubFetch({
      'POST /api/auth/verify-email': { body: { message: 'Email verified' } },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<VerifyEmailPage />, { path: '/verify-email?token=abc123' });

    expect(screen.getByText('Verifying your email address...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/api/auth/verify-email', method: 'POST', body: { token: 'abc123' } }]);
  });

  it('shows the invalid-token error', async () => {
    const { fetchMock } = stubFetch({
      'POST /api/auth/verify-email': {
        status: 400,
        body: { message: 'Invalid or expired verification token', code: 'VALIDATION_ERROR' },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<VerifyEmailPage />, { path: '/verify-email?token=used' });

    expect(await screen.findByRole('heading', { name: 'Verification failed' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByText('Invalid or expired verification token').length).toBeGreaterThan(0),
    );
  });
});
