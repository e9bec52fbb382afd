import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { myBookingRequestsKey } from '@/features/booking-requests/api/get-my-booking-requests';
import { bookedCo2, bookingRequest, renderApp, shipper, stubApi } from '@/test/marketplace';
import MyBookingsPage from './my-bookings';

afterEach(() => vi.unstubAllGlobals());

describe('My bookings', () => {
  it('lists requests with their status, freight in exact cents and the decline reason', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/ship-booking-requests/my': {
          body: [
            bookingRequest({ requestedTEU: 3, offering: { ...bookingRequest().offering, pricePerTEU: 0.1 } }),
            bookingRequest({
              id: 'b2f0c7d4-0000-4000-8000-000000000002',
              status: 'declined',
              declineReason: 'No reefer plugs left',
            }),
          ],
        },
      }).fetchMock,
    );
    renderApp(<MyBookingsPage />, { user: shipper });
    const list = await screen.findByRole('list', { name: 'My bookings' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]).getByText('Pending')).toBeInTheDocument();
    // 3 × $0.10 is $0.30 exactly, not 0.30000000000000004.
    expect(within(items[0]).getByText('$0.30')).toBeInTheDocument();
    expect(within(items[1]).getByText('Declined')).toBeInTheDocument();
    expect(within(items[1]).getByText('No reefer plugs left')).toBeInTheDocument();
    expect(within(items[1]).getByText('$6,020.00')).toBeInTheDocument();
  });

  it('states the CO2 of the booked TEU, with the multiplication on keyboard focus', async () => {
    const co2 = bookedCo2;
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/ship-booking-requests/my': { body: [bookingRequest({ status: 'accepted', co2 })] },
      }).fetchMock,
    );
    renderApp(<MyBookingsPage />, { user: shipper });
    const list = await screen.findByRole('list', { name: 'My bookings' });
    const figure = within(list).getByRole('button', { name: /5,336 kg CO₂ for 40 TEU/ });
    expect(figure).toHaveTextContent('5,336 kg CO₂ for 40 TEU (well-to-wake 6,452 kg CO₂e)');
    expect(within(list).getByText('CO₂ of these TEU')).toBeInTheDocument();
    figure.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      '40 TEU × 133.4 kg CO₂ per TEU tank-to-wake (161.3 kg CO₂e well-to-wake)',
    );
  });

  it('shows an empty state that leads to the marketplace', async () => {
    vi.stubGlobal('fetch', stubApi({ 'GET /api/ship-booking-requests/my': { body: [] } }).fetchMock);
    renderApp(<MyBookingsPage />, { user: shipper });
    expect(await screen.findByText('No booking requests yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Browse ship offerings' })[0]).toHaveAttribute(
      'href',
      '/ship-offerings',
    );
  });
});

describe('My bookings paging (issue 11)', () => {
  const page = (n: number, from: number) =>
    Array.from({ length: n }, (_, i) =>
      bookingRequest({
        id: `b2f0c7d4-0000-4000-8000-${String(from + i).padStart(12, '0')}`,
        offering: { ...bookingRequest().offering, shipName: `MV Booking ${from + i}` },
      }),
    );

  it('reads one page, pages by keyboard and filters by status on the server', async () => {
    const api = stubApi({
      'GET /api/ship-booking-requests/my': ({ query }) => {
        const n = Number(query.get('page'));
        if (query.get('status') === 'accepted') return { body: [], headers: { 'X-Total-Count': '0' } };
        return { body: page(n === 3 ? 5 : 20, (n - 1) * 20), headers: { 'X-Total-Count': '45' } };
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<MyBookingsPage />, { user: shipper });
    const list = await screen.findByRole('list', { name: 'My bookings' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Pages of your bookings' });
    within(pages).getByRole('button', { name: 'Page 3' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'MV Booking 40' })).toBeInTheDocument();
    expect(screen.getByText('41–45 of 45')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Accepted' }));
    expect(await screen.findByText('No booking requests with this status.')).toBeInTheDocument();
    const last = api.sent('GET', '/api/ship-booking-requests/my').at(-1)!.query;
    expect([last.get('status'), last.get('page'), last.get('pageSize')]).toEqual(['accepted', '1', '20']);
    expect(screen.getByRole('button', { name: 'Accepted' })).toHaveAttribute('aria-pressed', 'true');
  }, 20_000);

  it('offers a retry when the page cannot be loaded', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/ship-booking-requests/my': () =>
          fail ? { status: 500, body: { message: 'x', code: 'INTERNAL' } } : { body: page(1, 0) },
        'GET /api/bookings/agreed': { body: [], headers: { 'X-Total-Count': '0' } },
      }).fetchMock,
    );
    renderApp(<MyBookingsPage />, { user: shipper });
    expect(await screen.findByText('Your bookings could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'MV Booking 0' })).toBeInTheDocument();
  });

  it('steps back to the new last page when a refresh finds the last page empty', async () => {
    let total = 45;
    const api = stubApi({
      'GET /api/ship-booking-requests/my': ({ query }) => {
        const from = (Number(query.get('page')) - 1) * 20;
        return {
          body: page(Math.max(0, Math.min(20, total - from)), from),
          headers: { 'X-Total-Count': String(total) },
        };
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const { queryClient } = renderApp(<MyBookingsPage />, { user: shipper });
    const pages = await screen.findByRole('navigation', { name: 'Pages of your bookings' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('heading', { name: 'MV Booking 40' })).toBeInTheDocument();
    // Five of them moved on elsewhere (decided, say); the list is asked again.
    total = 40;
    await queryClient.invalidateQueries({ queryKey: myBookingRequestsKey });
    expect(await screen.findByRole('heading', { name: 'MV Booking 20' })).toBeInTheDocument();
    expect(screen.getByText('21–40 of 40')).toBeInTheDocument();
  });
});
