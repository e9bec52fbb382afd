import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../testing/render';
import { RegisterForm } from './register-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValidForm() {
  fill('First name', 'Anna');
  fill('Last name', 'Berg');
  fill('Email', 'anna@example.com');
  fill('Password', 'harbour-crane-42');
  fill('Repeat password', 'harbour-crane-42');
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

describe('RegisterForm', () => {
  it('defaults the account type to Cargo Owner / Shipper', () => {
    vi.stubGlobal('fetch', stubFetch({}).fetchMock);
    renderWithProviders(<RegisterForm />);
    expect(screen.getByLabelText('I am a')).toHaveDisplayValue('Cargo Owner / Shipper');
  });

  it('shows "Passwords don\'t match" and sends nothing', async () => {
    const { calls, fetchMock } = stubFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<RegisterForm />);

    fillValidForm();
    fill('Repeat password', 'harbour-crane-43');
    submit();

    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByLabelText('Repeat password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('sends the registration without confirmPassword and goes to the welcome tour', async () => {
    const { calls, fetchMock } = stubFetch({
      'POST /api/auth/register': {
        status: 201,
        body: { verificationMessage: 'Check your email', requiresEmailVerification: true },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const { location } = renderWithProviders(<RegisterForm />, { path: '/register' });

    fillValidForm();
    fireEvent.change(screen.getByLabelText('I am a'), { target: { value: 'broker' } });
    submit();

    await waitFor(() => expect(location.history?.at(-1)).toBe('/welcome-tour?registered=verify'));
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({
      firstName: 'Anna',
      lastName: 'Berg',
      email: 'anna@example.com',
      password: 'harbour-crane-42',
      userType: 'broker',
    });
    expect(calls[0].body).not.toHaveProperty('confirmPassword');
    // Issue 13: the next steps live on the tour page, not in a toast over its buttons.
    expect(screen.queryByText('Registration successful')).not.toBeInTheDocument();
  });

  it('puts the server issues under their fields', async () => {
    const { fetchMock } = stubFetch({
      'POST /api/auth/register': {
        status: 400,
        body: {
          message: 'Validation failed',
          code: 'VALIDATION_ERROR',
          issues: [
            { field: 'password', key: 'validation.passwordCommon', message: 'This password is too common.' },
          ],
        },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const { location } = renderWithProviders(<RegisterForm />, { path: '/register' });

    fillValidForm();
    submit();

    expect(
      await screen.findByText('This password is too common. Please choose another one.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(location.history).toEqual(['/register']);
  });
});
