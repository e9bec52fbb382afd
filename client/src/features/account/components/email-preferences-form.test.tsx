import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { owner, renderApp, stubApi } from '@/test/marketplace';
import { EmailPreferences } from './email-preferences-form';
import { UnsubscribeConfirm } from './unsubscribe-confirm';

afterEach(() => vi.unstubAllGlobals());

const saved = {
  timeZone: 'Europe/Berlin',
  modes: {
    booking_requests: 'instant',
    booking_answers: 'instant',
    matches: 'digest',
    offerings: 'instant',
    quotes: 'off',
    admin_tasks: 'instant',
  },
};

describe('Notifications by e-mail (profile)', () => {
  it('shows a choice per kind and saves the changed one with the time zone', async () => {
    const api = stubApi({
      'GET /api/mail/preferences': { body: saved },
      'PUT /api/mail/preferences': (call) => ({ body: call.body }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<EmailPreferences />, { user: owner });
    const matches = await screen.findByLabelText('Cargo matches');
    expect(matches).toHaveValue('digest');
    expect(screen.getByLabelText('My retrofit quote requests')).toHaveValue('off');
    await userEvent.selectOptions(screen.getByLabelText('Booking requests on my voyages'), 'In the app only');
    const zone = screen.getByLabelText('Time zone of the daily digest');
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Asia/Shanghai');
    await userEvent.click(screen.getByRole('button', { name: 'Save e-mail settings' }));
    await waitFor(() => expect(api.sent('PUT', '/api/mail/preferences')).toHaveLength(1));
    expect(api.sent('PUT', '/api/mail/preferences')[0].body).toEqual({
      timeZone: 'Asia/Shanghai',
      modes: { ...saved.modes, booking_requests: 'off' },
    });
  });

  it('refuses a time zone that does not exist before sending', async () => {
    const api = stubApi({ 'GET /api/mail/preferences': { body: saved } });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<EmailPreferences />, { user: owner });
    const zone = await screen.findByLabelText('Time zone of the daily digest');
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Mars/Olympus');
    await userEvent.click(screen.getByRole('button', { name: 'Save e-mail settings' }));
    await waitFor(() => expect(zone).toHaveAttribute('aria-invalid', 'true'));
    expect(api.sent('PUT', '/api/mail/preferences')).toHaveLength(0);
  });
});

describe('Unsubscribe page', () => {
  it('asks first, then stops the kind of the link', async () => {
    let done = false;
    const api = stubApi({
      'GET /api/mail/unsubscribe': () => ({ body: { kind: 'matches', done } }),
      'POST /api/mail/unsubscribe': () => {
        done = true;
        return { body: { kind: 'matches', done } };
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<UnsubscribeConfirm token="abc.def-token" />);
    expect(await screen.findByText('Stop e-mails about “Cargo matches”?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByText('Done: you will receive no more e-mails about “Cargo matches”.'),
    ).toBeInTheDocument();
    expect(api.sent('POST', '/api/mail/unsubscribe')[0].body).toEqual({ token: 'abc.def-token' });
  });

  it('says so when the link is not valid', async () => {
    const api = stubApi({
      'GET /api/mail/unsubscribe': { status: 400, body: { message: 'bad', code: 'BAD_REQUEST' } },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<UnsubscribeConfirm token="forged.token-value" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });
});
