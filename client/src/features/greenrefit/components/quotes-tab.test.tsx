import { updateQuoteRequestSchema } from '@shared/schemas/greenrefit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectTexts } from '@/test/expect';
import { admin, renderApp, stubApi } from '@/test/marketplace';
import { quoteRequest } from '../test/fixtures';
import { QuotesTab } from './quotes-tab';

afterEach(() => vi.unstubAllGlobals());

const path = `/api/greenrefit/quote-requests/${quoteRequest().id}`;

describe('Quote requests tab', () => {
  it('shows who asks which yard for what, and sets the status and a note', async () => {
    let current = quoteRequest();
    const api = stubApi({
      'GET /api/greenrefit/quote-requests': () => ({ body: [current], headers: { 'X-Total-Count': '1' } }),
      [`PATCH ${path}`]: ({ body }) => {
        current = { ...current, ...(body as object), updatedAt: '2026-11-03T08:00:00.000Z' };
        return { body: current };
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<QuotesTab />, { user: admin });

    const item = await screen.findByRole('listitem', { name: 'Elbe Retrofit Yard: Nordlys hull 2026' });
    expectTexts(item, [
      'From Olaf Jensen (olaf@nordfeeder.example, Nordfeeder A/S)',
      'MV Nordlys · Nordlys hull 2026',
      '€250,000',
      '1.4 years',
      '1,234 t CO2',
      'Please quote a hull coating.',
    ]);
    expect(within(item).getByText('Sent', { selector: 'span' })).toBeInTheDocument();

    const update = within(item).getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();
    await userEvent.selectOptions(within(item).getByLabelText('Status'), 'quoted');
    await userEvent.type(
      within(item).getByLabelText('Note for the requester'),
      'Quote of EUR 240k sent by email.',
    );
    await userEvent.click(update);

    expect(await screen.findByText('Quote request updated')).toBeInTheDocument();
    const [sent] = api.sent('PATCH', path);
    expect(sent.body).toEqual({ status: 'quoted', adminNote: 'Quote of EUR 240k sent by email.' });
    expect(updateQuoteRequestSchema.safeParse(sent.body).success).toBe(true);
    await waitFor(() =>
      expect(
        screen.getByRole('listitem', { name: 'Elbe Retrofit Yard: Nordlys hull 2026' }),
      ).toHaveTextContent('Quoted'),
    );
  });

  it('filters by status on the server', async () => {
    const api = stubApi({
      'GET /api/greenrefit/quote-requests': ({ query }) => ({
        body: query.get('status') === 'closed' ? [] : [quoteRequest()],
        headers: { 'X-Total-Count': query.get('status') === 'closed' ? '0' : '1' },
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<QuotesTab />, { user: admin });
    await screen.findByRole('listitem', { name: /Elbe Retrofit Yard/ });
    await userEvent.selectOptions(
      screen.getByLabelText('Status', { selector: '#gr-admin-quote-status' }),
      'closed',
    );
    expect(await screen.findByText('No quote requests')).toBeInTheDocument();
    expect(api.calls.at(-1)?.query.get('status')).toBe('closed');
  });

  it('steps back to the new last page when a status change empties the filtered last page', async () => {
    // Eleven sent requests: page 2 holds the eleventh; marking it quoted takes it off the "sent" filter.
    const requests = Array.from({ length: 11 }, (_, i) =>
      quoteRequest({
        id: `c0f0c7d4-0000-4000-8000-${String(i).padStart(12, '0')}`,
        assessmentName: `Hull ${i}`,
      }),
    );
    const api = stubApi({
      'GET /api/greenrefit/quote-requests': ({ query }) => {
        const status = query.get('status');
        const sent = status ? requests.filter((r) => r.status === status) : requests;
        const from = (Number(query.get('page')) - 1) * 10;
        return { body: sent.slice(from, from + 10), headers: { 'X-Total-Count': String(sent.length) } };
      },
      [`PATCH /api/greenrefit/quote-requests/${requests[10].id}`]: ({ body }) => {
        Object.assign(requests[10], body, { updatedAt: '2026-11-03T08:00:00.000Z' });
        return { body: requests[10] };
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<QuotesTab />, { user: admin });
    await screen.findByRole('listitem', { name: /Hull 0/ });
    await userEvent.selectOptions(
      screen.getByLabelText('Status', { selector: '#gr-admin-quote-status' }),
      'sent',
    );
    const pages = await screen.findByRole('navigation', { name: 'Pages of quote requests' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    const last = await screen.findByRole('listitem', { name: /Hull 10/ });
    await userEvent.selectOptions(within(last).getByLabelText('Status'), 'quoted');
    await userEvent.click(within(last).getByRole('button', { name: 'Update' }));
    // Back on page 1 of the ten still sent, not an empty page 2 without a pager.
    expect(await screen.findByRole('listitem', { name: /Hull 9/ })).toBeInTheDocument();
    expect(screen.queryByText('No quote requests')).toBeNull();
    expect(api.sent('GET', '/api/greenrefit/quote-requests').at(-1)?.query.get('page')).toBe('1');
  });
});
