import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../testing/render';
import { ForgotPasswordForm } from './forgot-password-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ForgotPasswordForm', () => {
  it('always answers with the same neutral confirmation', async () => {
    const { calls, fetchMock } = stubFetch({ 'POST /api/auth/forgot-password': { body: { message: 'ok' } } });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ForgotPasswordForm />);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'someone@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByText(/If an account exists for that email, we sent a link/),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      { url: '/api/auth/forgot-password', method: 'POST', body: { email: 'someone@example.com' } },
    ]);
  });
});
