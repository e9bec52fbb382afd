import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserKey } from '../api/get-current-user';
import { renderWithProviders, stubFetch } from '../testing/render';
import { testUser } from '../testing/user';
import { WelcomeTour } from './welcome-tour';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WelcomeTour', () => {
  it('starts at step 1 of 4 with Previous disabled', () => {
    vi.stubGlobal('fetch', stubFetch({}).fetchMock);
    renderWithProviders(<WelcomeTour signedIn={false} />);

    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'SmartFeeder' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  });

  it('moves with the buttons and the arrow keys and shows Finish on the last step', () => {
    vi.stubGlobal('fetch', stubFetch({}).fetchMock);
    renderWithProviders(<WelcomeTour signedIn={false} />);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'GreenRefit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
  });

  it('sends an anonymous visitor to /login and records nothing', () => {
    const { calls, fetchMock } = stubFetch({});
    vi.stubGlobal('fetch', fetchMock);
    const { location } = renderWithProviders(<WelcomeTour signedIn={false} />, { path: '/welcome-tour' });

    fireEvent.click(screen.getByRole('button', { name: 'Explore SmartFeeder' }));

    expect(location.history?.at(-1)).toBe('/login');
    expect(calls).toHaveLength(0);
  });

  it('keeps the next steps on the page after registering and says the account awaits approval', () => {
    vi.stubGlobal('fetch', stubFetch({}).fetchMock);
    renderWithProviders(<WelcomeTour signedIn={false} />, { path: '/welcome-tour?registered=verify' });
    const steps = screen.getByRole('region', { name: 'Registration successful: your next steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Confirm your email address with the link we just sent you.',
      'An administrator reviews your account, typically within 24–48 hours.',
      'We email you when it is approved; then sign in to start.',
    ]);
    expect(within(steps).getByText(/Your account awaits approval/)).toBeInTheDocument();
    expect(screen.queryByText(/You are viewing a preview/)).not.toBeInTheDocument();
  });

  it('shows the plain preview note to a visitor who did not just register', () => {
    vi.stubGlobal('fetch', stubFetch({}).fetchMock);
    renderWithProviders(<WelcomeTour signedIn={false} />, { path: '/welcome-tour' });
    expect(screen.getByText(/You are viewing a preview/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /next steps/ })).not.toBeInTheDocument();
  });

  it('records the tour for a signed-in user, then goes to the explored module', async () => {
    const seen = testUser({ preferences: { hasSeenTour: true } });
    const { calls, fetchMock } = stubFetch({ 'POST /api/auth/mark-tour-completed': { body: seen } });
    vi.stubGlobal('fetch', fetchMock);
    const { location, queryClient } = renderWithProviders(<WelcomeTour signedIn />, {
      path: '/welcome-tour',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Explore Cargo Matching' }));

    await waitFor(() => expect(location.history?.at(-1)).toBe('/cargo-matching'));
    expect(calls).toEqual([{ url: '/api/auth/mark-tour-completed', method: 'POST', body: {} }]);
    expect(queryClient.getQueryData(currentUserKey)).toEqual(seen);
  });

  it('records the tour on Skip and goes to the dashboard', async () => {
    const { fetchMock } = stubFetch({ 'POST /api/auth/mark-tour-completed': { body: testUser() } });
    vi.stubGlobal('fetch', fetchMock);
    const { location } = renderWithProviders(<WelcomeTour signedIn />, { path: '/welcome-tour' });

    fireEvent.click(screen.getByRole('button', { name: 'Skip tour' }));

    await waitFor(() => expect(location.history?.at(-1)).toBe('/dashboard'));
  });
});
