import type { OwnOfferingSummary, OwnShipOffering } from '@shared/schemas/ship-offerings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookedCo2, bookingRequest, owner, ownOffering, renderApp, stubApi } from '@/test/marketplace';
import ShipManagementPage from './ship-management';

afterEach(() => vi.unstubAllGlobals());

const summaryOf = (offerings: OwnShipOffering[]): OwnOfferingSummary => ({
  offerings: offerings.length,
  byApproval: { pending: 0, approved: offerings.length, rejected: 0 },
  teuCapacity: 0,
  availableTeu: 0,
  bookedTeu: 0,
  utilization: 0,
  pendingRequests: 0,
});

/** One page holding every offering, its summary, and each offering's requests at its own address. */
const base = (offerings = [ownOffering()], incoming = [bookingRequest()]) => ({
  'GET /api/ship-offerings/my': {
    body: offerings,
    headers: { 'X-Total-Count': String(offerings.length) },
  },
  'GET /api/ship-offerings/my/summary': { body: summaryOf(offerings) },
  'GET /api/bookings/agreed': { body: [], headers: { 'X-Total-Count': '0' } },
  ...Object.fromEntries(
    offerings.map((o) => [
      `GET /api/ship-offerings/${o.id}/booking-requests`,
      { body: incoming.filter((r) => r.shipOfferingId === o.id) },
    ]),
  ),
  [`GET /api/vessels/user/${owner.id}`]: { body: [] },
});

describe('Ship management page', () => {
  it('asks a signed-out visitor to log in', () => {
    vi.stubGlobal('fetch', stubApi({}).fetchMock);
    renderApp(<ShipManagementPage />, { path: '/ship-management' });
    expect(screen.getByText('Please log in to manage your ships.')).toBeInTheDocument();
  });

  it('shows capacity figures, rounded utilisation in its colour band and the price with two decimals', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi(
        base([
          ownOffering({ teuCapacity: 800, availableCapacity: 300, bookedTEU: 500 }),
          ownOffering({
            id: 'a1f0c7d4-0000-4000-8000-000000000009',
            shipName: 'MS Full',
            teuCapacity: 3,
            availableCapacity: 0,
            bookedTEU: 3,
            pricePerTEU: 1234.5,
          }),
          ownOffering({
            id: 'a1f0c7d4-0000-4000-8000-000000000010',
            shipName: 'MS Empty',
            teuCapacity: 3,
            availableCapacity: 2,
            bookedTEU: 1,
            approvalStatus: 'rejected',
            rejectionReason: 'Dates do not match the schedule',
          }),
          // Issue 13: 300 of 800 TEU offered, 120 booked: 40 %, and the 500 never offered are not "used".
          ownOffering({
            id: 'a1f0c7d4-0000-4000-8000-000000000011',
            shipName: 'MS Partial',
            teuCapacity: 800,
            availableCapacity: 180,
            bookedTEU: 120,
            approvalStatus: 'pending',
          }),
        ]),
      ).fetchMock,
    );
    renderApp(<ShipManagementPage />, { user: owner });

    const partial = await screen.findByRole('article', { name: 'MS Partial' });
    const figure = (label: string) => within(partial).getByText(label).nextElementSibling?.textContent;
    expect([figure('Offered TEU'), figure('Booked'), figure('Free')]).toEqual(['300', '120', '180']);
    expect(within(partial).getByText('40%')).toHaveAttribute('data-band', 'red');
    expect(within(partial).queryByText('Active')).not.toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'MV Nordlys' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    // 500 booked of 800 offered = 62.5 % -> 63 %, yellow (50-79).
    expect(within(card).getByText('63%')).toHaveAttribute('data-band', 'yellow');
    expect(within(card).getByRole('meter')).toHaveAttribute('value', '63');
    expect(within(card).getByText('500')).toBeInTheDocument();
    expect(within(card).getByText('$150.50')).toBeInTheDocument();
    expect(card).toHaveTextContent(/Hamburg.*Rotterdam/);

    const full = screen.getByRole('article', { name: 'MS Full' });
    expect(within(full).getByText('100%')).toHaveAttribute('data-band', 'green');
    expect(within(full).getByText('Fully booked: no TEU left on this voyage.')).toBeInTheDocument();
    expect(within(full).getByText('$1,234.50')).toBeInTheDocument();

    const empty = screen.getByRole('article', { name: 'MS Empty' });
    // 1/3 = 33.3 % -> 33 %, red.
    expect(within(empty).getByText('33%')).toHaveAttribute('data-band', 'red');
    expect(within(empty).getByText('Dates do not match the schedule')).toBeInTheDocument();
  });

  it('edits capacity inline: refuses out-of-range values, saves a valid one', async () => {
    const api = stubApi({
      ...base([ownOffering({ teuCapacity: 800, availableCapacity: 300, bookedTEU: 500 })]),
      'PATCH /api/ship-offerings/a1f0c7d4-0000-4000-8000-000000000001/capacity': ({ body }) => ({
        body: ownOffering({
          availableCapacity: (body as { availableCapacity: number }).availableCapacity,
          bookedTEU: 500,
        }),
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<ShipManagementPage />, { user: owner });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit available capacity of MV Nordlys' }),
    );
    const input = screen.getByLabelText('Available capacity (TEU)');
    expect(input).toHaveValue(300);
    expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, '301{Enter}');
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Invalid Capacity');
    expect(toast).toHaveTextContent('Available capacity must be between 0 and 300 TEU.');
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Capacity Updated')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ availableCapacity: 120 });
    await waitFor(() => expect(screen.queryByLabelText('Available capacity (TEU)')).not.toBeInTheDocument());
    // 500 booked of 620 offered = 80.6 % -> 81 %, green.
    expect(screen.getByText('81%')).toHaveAttribute('data-band', 'green');
  });

  it('counts text that is not a number as 0 and reports a failed save', async () => {
    const api = stubApi({
      ...base(),
      'PATCH /api/ship-offerings/a1f0c7d4-0000-4000-8000-000000000001/capacity': {
        status: 500,
        body: { message: 'Internal error', code: 'INTERNAL' },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<ShipManagementPage />, { user: owner });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit available capacity of MV Nordlys' }),
    );
    const input = screen.getByLabelText('Available capacity (TEU)');
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ availableCapacity: 0 }),
    );
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Update Failed');
    expect(toast).toHaveTextContent('Failed to update capacity. Please try again.');
    // Cancel closes the editor without sending.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Available capacity (TEU)')).not.toBeInTheDocument();
  });

  it('deletes after a confirmation that warns it cannot be undone', async () => {
    let mine = [ownOffering()];
    const api = stubApi({
      ...base(),
      'GET /api/ship-offerings/my': () => ({ body: mine, headers: { 'X-Total-Count': String(mine.length) } }),
      'DELETE /api/ship-offerings/a1f0c7d4-0000-4000-8000-000000000001': () => {
        mine = [];
        return { status: 204 };
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<ShipManagementPage />, { user: owner });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete MV Nordlys' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete MV Nordlys?' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();
    expect(within(dialog).getByText(/associated bookings and matches/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete ship' }));
    expect(await screen.findByText('Ship Deleted')).toBeInTheDocument();
    expect(api.sent('DELETE', '/api/ship-offerings/a1f0c7d4-0000-4000-8000-000000000001')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'MV Nordlys' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('You have not offered any ships yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Ship Offerings' })).toHaveAttribute(
      'href',
      '/ship-offerings',
    );
  });

  it('reports a failed delete', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        ...base(),
        'DELETE /api/ship-offerings/a1f0c7d4-0000-4000-8000-000000000001': {
          status: 500,
          body: { message: 'x' },
        },
      }).fetchMock,
    );
    renderApp(<ShipManagementPage />, { user: owner });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete MV Nordlys' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete ship' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Delete Failed');
    expect(toast).toHaveTextContent('Failed to delete ship. Please try again.');
  });

  it('states the CO2 of the requested TEU on each incoming request', async () => {
    const co2 = bookedCo2;
    vi.stubGlobal(
      'fetch',
      stubApi(base([ownOffering({ pendingRequests: 1, requestCount: 1 })], [bookingRequest({ co2 })]))
        .fetchMock,
    );
    renderApp(<ShipManagementPage />, { user: owner });
    const card = await screen.findByRole('article', { name: 'MV Nordlys' });
    expect(
      await within(card).findByRole('button', {
        name: /5,336 kg CO₂ for 40 TEU \(well-to-wake 6,452 kg CO₂e\)/,
      }),
    ).toBeInTheDocument();
  });

  it('accepts a booking request and declines another with a reason', async () => {
    const second = bookingRequest({
      id: 'b2f0c7d4-0000-4000-8000-000000000002',
      contactName: 'Piet de Vries',
      requestedTEU: 20,
    });
    const api = stubApi({
      ...base([ownOffering({ pendingRequests: 2, requestCount: 2 })], [bookingRequest(), second]),
      'POST /api/ship-booking-requests/b2f0c7d4-0000-4000-8000-000000000001/accept': {
        body: bookingRequest({ status: 'accepted' }),
      },
      'POST /api/ship-booking-requests/b2f0c7d4-0000-4000-8000-000000000002/decline': {
        body: { ...second, status: 'declined' },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<ShipManagementPage />, { user: owner });

    const card = await screen.findByRole('article', { name: 'MV Nordlys' });
    expect(within(card).getByRole('button', { name: /Booking requests \(2\)/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(
      await within(card).findByRole('button', { name: 'Accept 40 TEU from Carla Moreno' }),
    );
    expect(await screen.findByText('Booking accepted')).toBeInTheDocument();
    expect(
      api.sent('POST', '/api/ship-booking-requests/b2f0c7d4-0000-4000-8000-000000000001/accept'),
    ).toHaveLength(1);

    await userEvent.click(within(card).getByRole('button', { name: 'Decline 20 TEU from Piet de Vries' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline booking request' });
    const confirm = within(dialog).getByRole('button', { name: 'Decline request' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), '   ');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'No reefer plugs left');
    await userEvent.click(confirm);
    expect(await screen.findByText('Booking declined')).toBeInTheDocument();
    expect(
      api.sent('POST', '/api/ship-booking-requests/b2f0c7d4-0000-4000-8000-000000000002/decline')[0].body,
    ).toEqual({ reason: 'No reefer plugs left' });
  });

  it('does not offer to accept a request larger than the TEU still free', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi(base([ownOffering({ availableCapacity: 10, pendingRequests: 1 })], [bookingRequest()]))
        .fetchMock,
    );
    renderApp(<ShipManagementPage />, { user: owner });
    expect(await screen.findByRole('button', { name: 'Accept 40 TEU from Carla Moreno' })).toBeDisabled();
    expect(screen.getByText(/More than the TEU still free/)).toBeInTheDocument();
  });
});

describe('Ship management paging (issue 11)', () => {
  const many = (n: number, from = 0) =>
    Array.from({ length: n }, (_, i) =>
      ownOffering({
        id: `a1f0c7d4-0000-4000-8000-${String(from + i).padStart(12, '0')}`,
        shipName: `MV Page ${from + i}`,
      }),
    );

  it('reads one page and the server totals, and moves between pages by keyboard', async () => {
    const api = stubApi({
      ...base([]),
      'GET /api/ship-offerings/my': ({ query }) => {
        const page = Number(query.get('page'));
        return { body: many(page === 3 ? 6 : 12, (page - 1) * 12), headers: { 'X-Total-Count': '1006' } };
      },
      'GET /api/ship-offerings/my/summary': {
        body: {
          offerings: 1006,
          byApproval: { pending: 6, approved: 990, rejected: 10 },
          teuCapacity: 100_000,
          availableTeu: 25_000,
          utilization: 75,
          pendingRequests: 42,
        },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<ShipManagementPage />, { user: owner });

    expect(await screen.findByRole('article', { name: 'MV Page 0' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('1–12 of 1,006')).toBeInTheDocument();
    expect(await screen.findByTestId('summary-offerings')).toHaveTextContent('1,006');
    expect(screen.getByTestId('summary-utilization')).toHaveTextContent('75%');
    expect(screen.getByTestId('summary-availableTeu')).toHaveTextContent('25,000');
    expect(screen.getByTestId('summary-pendingRequests')).toHaveTextContent('42');
    const [first] = api.sent('GET', '/api/ship-offerings/my');
    expect(Object.fromEntries(first.query)).toEqual({
      sort: 'created',
      order: 'desc',
      page: '1',
      pageSize: '12',
    });

    const pages = screen.getByRole('navigation', { name: 'Pages of your voyages' });
    within(pages).getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('article', { name: 'MV Page 12' })).toBeInTheDocument();
    expect(screen.getByText('13–24 of 1,006')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'MV Page 0' })).not.toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 84' }));
    expect(await screen.findByRole('article', { name: 'MV Page 996' })).toBeInTheDocument();
    expect(api.sent('GET', '/api/ship-offerings/my').map((c) => c.query.get('page'))).toEqual([
      '1',
      '2',
      '84',
    ]);
  }, 20_000); // three renders of twelve cards: slow on a loaded 2-core machine

  it('steps back one page, not two, when a deletion empties the last page', async () => {
    let total = 25;
    const api = stubApi({
      ...base([]),
      'GET /api/ship-offerings/my': ({ query }) => {
        const page = Number(query.get('page'));
        const from = (page - 1) * 12;
        return {
          body: many(Math.max(0, Math.min(12, total - from)), from),
          headers: { 'X-Total-Count': String(total) },
        };
      },
      'DELETE /api/ship-offerings/a1f0c7d4-0000-4000-8000-000000000024': () => {
        total = 24;
        return { status: 204 };
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<ShipManagementPage />, { user: owner });
    await screen.findByRole('article', { name: 'MV Page 0' });
    const pages = screen.getByRole('navigation', { name: 'Pages of your voyages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete MV Page 24' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete MV Page 24?' });
    const before = api.sent('GET', '/api/ship-offerings/my').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete ship' }));
    expect(await screen.findByRole('article', { name: 'MV Page 12' })).toBeInTheDocument();
    expect(screen.getByText('13–24 of 24')).toBeInTheDocument();
    // The empty third page kept on screen while the second loads must not send the list back to the first.
    const after = api.sent('GET', '/api/ship-offerings/my').slice(before);
    expect(after.map((c) => c.query.get('page'))).not.toContain('1');
  }, 20_000);

  it('filters by review state with server counts and sorts on the server, back on page 1', async () => {
    const api = stubApi({
      ...base(many(2)),
      'GET /api/ship-offerings/my/summary': {
        body: { ...summaryOf(many(2)), byApproval: { pending: 1, approved: 1, rejected: 0 } },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<ShipManagementPage />, { user: owner });
    const pending = await screen.findByRole('button', { name: 'Awaiting approval (1)' });
    expect(screen.getByRole('button', { name: 'All (2)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(pending);
    expect(pending).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.sent('GET', '/api/ship-offerings/my')).toHaveLength(2));
    expect(api.sent('GET', '/api/ship-offerings/my')[1].query.get('approvalStatus')).toBe('pending');

    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'Departure, soonest first');
    await waitFor(() => expect(api.sent('GET', '/api/ship-offerings/my')).toHaveLength(3));
    const last = api.sent('GET', '/api/ship-offerings/my')[2].query;
    expect([last.get('approvalStatus'), last.get('sort'), last.get('order'), last.get('page')]).toEqual([
      'pending',
      'departure',
      'asc',
      '1',
    ]);
  });

  it('loads a voyage’s requests only when its card opens them', async () => {
    const [quiet, busy] = many(2);
    const api = stubApi(
      base(
        [
          { ...quiet, requestCount: 1 },
          { ...busy, pendingRequests: 1, requestCount: 1 },
        ],
        [
          bookingRequest({ shipOfferingId: quiet.id }),
          bookingRequest({ id: 'b2f0c7d4-0000-4000-8000-000000000009', shipOfferingId: busy.id }),
        ],
      ),
    );
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<ShipManagementPage />, { user: owner });
    const busyCard = await screen.findByRole('article', { name: busy.shipName });
    expect(await within(busyCard).findByText('Carla Moreno requests 40 TEU')).toBeInTheDocument();
    expect(api.sent('GET', `/api/ship-offerings/${quiet.id}/booking-requests`)).toHaveLength(0);
    const quietCard = screen.getByRole('article', { name: quiet.shipName });
    await userEvent.click(within(quietCard).getByRole('button', { name: /Booking request \(1\)/ }));
    expect(await within(quietCard).findByText('Carla Moreno requests 40 TEU')).toBeInTheDocument();
    expect(api.sent('GET', `/api/ship-offerings/${quiet.id}/booking-requests`)).toHaveLength(1);
  });

  it('shows an empty view for a filter without voyages and an error with retry', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      stubApi({
        ...base(many(1)),
        'GET /api/ship-offerings/my': ({ query }) =>
          fail
            ? { status: 500, body: { message: 'x', code: 'INTERNAL' } }
            : query.get('approvalStatus') === 'rejected'
              ? { body: [], headers: { 'X-Total-Count': '0' } }
              : { body: many(1), headers: { 'X-Total-Count': '1' } },
      }).fetchMock,
    );
    renderApp(<ShipManagementPage />, { user: owner });
    expect(await screen.findByText('Your ships could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'MV Page 0' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Rejected/ }));
    expect(await screen.findByText('No voyages in this view.')).toBeInTheDocument();
  });

  it('shows the offering named in the address ringed and focused: where "Offer voyage" lands (issue 27)', async () => {
    const fresh = ownOffering({ id: 'a1f0c7d4-0000-4000-8000-0000000000ff', shipName: 'MV Fresh' });
    vi.stubGlobal('fetch', stubApi(base([fresh, ownOffering()], [])).fetchMock);
    renderApp(<ShipManagementPage />, { user: owner, path: `/ship-management?offering=${fresh.id}` });
    const heading = await screen.findByRole('heading', { name: 'MV Fresh' });
    const card = heading.closest('li')!;
    expect(card).toHaveAttribute('data-new-offering', 'true');
    await waitFor(() => expect(card).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'MV Nordlys' }).closest('li')).not.toHaveAttribute(
      'data-new-offering',
    );
  });
});
