import type { ContactMessageDetail, ContactMessageSummary } from '@shared/schemas/contact';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin, renderApp, stubApi } from '@/test/marketplace';
import { ContactMessagesTab } from './contact-messages-tab';

afterEach(() => vi.unstubAllGlobals());

const ID = 'e0000000-0000-4000-8000-000000000001';
const summary: ContactMessageSummary = {
  id: ID,
  name: 'Grace Hopper',
  email: 'grace@navy.example',
  subject: 'Beta programme',
  preview: 'We run four feeders in the Baltic.',
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  handledAt: null,
  handledBy: null,
  replyCount: 0,
  lastRepliedAt: null,
};
const detail: ContactMessageDetail = {
  ...summary,
  message: 'We run four feeders in the Baltic.\nCan we join the beta programme?',
  replies: [],
};
const staff = { id: admin.id, firstName: 'Ada', lastName: 'Lindqvist', email: 'ada@feederhub.example' };

function setup(path = '/admin-panel?tab=contact') {
  // The server's state: what GET answers after a change (the lists refetch after every mutation).
  let current = detail;
  const handled = { handledAt: '2026-03-01T10:00:00.000Z', handledBy: staff };
  const api = stubApi({
    'GET /api/admin/contact-messages': { body: { messages: [summary] }, headers: { 'X-Total-Count': '1' } },
    [`GET /api/admin/contact-messages/${ID}`]: () => ({ body: current }),
    [`PATCH /api/admin/contact-messages/${ID}`]: () => {
      current = { ...current, ...handled };
      return { body: current };
    },
    [`POST /api/admin/contact-messages/${ID}/reply`]: () => {
      current = {
        ...current,
        ...handled,
        replyCount: 1,
        replies: [
          { id: 'r1', message: 'Welcome aboard!', sentAt: '2026-03-01T10:00:00.000Z', author: staff },
        ],
      };
      return { status: 201, body: current };
    },
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const utils = renderApp(<ContactMessagesTab />, { user: admin, path });
  return { api, ...utils };
}

describe('Contact messages tab', () => {
  it('lists messages with sender, subject, preview and status; searching and filtering ask the server', async () => {
    const { api } = setup();
    const table = await screen.findByRole('table', { name: 'Contact messages' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Grace Hopper');
    expect(row).toHaveTextContent('grace@navy.example');
    expect(row).toHaveTextContent('We run four feeders in the Baltic.');
    expect(row).toHaveTextContent('Open');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Handled');
    await waitFor(() =>
      expect(Object.fromEntries(api.sent('GET', '/api/admin/contact-messages').at(-1)!.query)).toEqual({
        status: 'handled',
        page: '1',
        pageSize: '25',
      }),
    );
    await userEvent.type(screen.getByLabelText('Search'), 'Baltic');
    await waitFor(() =>
      expect(Object.fromEntries(api.sent('GET', '/api/admin/contact-messages').at(-1)!.query)).toMatchObject({
        search: 'Baltic',
      }),
    );
  });

  it('opens a message in full from the address (as the notification links it), and closes back to the list', async () => {
    const { location } = setup(`/admin-panel?tab=contact&message=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Beta programme' });
    expect(await within(dialog).findByText(/Can we join the beta programme\?/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'grace@navy.example' })).toHaveAttribute(
      'href',
      'mailto:grace@navy.example',
    );
    expect(within(dialog).getByText('Not handled yet')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location.history?.at(-1)).toBe('/admin-panel?tab=contact');
  });

  it('opens from the subject, marks handled and answers by email', async () => {
    const { api, location } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Beta programme' }));
    expect(location.history?.at(-1)).toBe(`/admin-panel?tab=contact&message=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Beta programme' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Mark handled' }));
    await waitFor(() =>
      expect(api.sent('PATCH', `/api/admin/contact-messages/${ID}`)[0].body).toEqual({ handled: true }),
    );
    expect(await within(dialog).findByText(/Handled by Ada Lindqvist/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Open again' })).toBeInTheDocument();

    const send = within(dialog).getByRole('button', { name: 'Send answer' });
    expect(send).toBeDisabled();
    await userEvent.type(
      within(dialog).getByLabelText('Answer by email to grace@navy.example'),
      ' Welcome aboard! ',
    );
    await userEvent.click(send);
    await waitFor(() =>
      expect(api.sent('POST', `/api/admin/contact-messages/${ID}/reply`)[0].body).toEqual({
        message: 'Welcome aboard!',
      }),
    );
    const answers = await within(dialog).findByRole('region', { name: 'Answers sent' });
    expect(answers).toHaveTextContent('Ada Lindqvist answered');
    expect(answers).toHaveTextContent('Welcome aboard!');
    expect(within(dialog).getByLabelText('Answer by email to grace@navy.example')).toHaveValue('');
  });

  it('shows the empty state', async () => {
    const api = stubApi({
      'GET /api/admin/contact-messages': { body: { messages: [] }, headers: { 'X-Total-Count': '0' } },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<ContactMessagesTab />, { user: admin, path: '/admin-panel?tab=contact' });
    expect(await screen.findByText('No contact messages')).toBeInTheDocument();
  });
});
