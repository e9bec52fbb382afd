import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingRequest, renderApp, shipper, stubApi } from '@/test/marketplace';
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
