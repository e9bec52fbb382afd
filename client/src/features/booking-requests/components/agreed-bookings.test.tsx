import type { AgreedBooking } from '@shared/schemas/booking-requests';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { owner, renderApp, stubApi } from '@/test/marketplace';
import { AgreedBookings } from './agreed-bookings';

afterEach(() => vi.unstubAllGlobals());

const booking = (o: Partial<AgreedBooking> = {}): AgreedBooking => ({
  reference: 'FH-2030-000042',
  origin: 'match',
  agreedAt: '2030-06-11T09:30:00.000Z',
  counterparty: 'Carla Cargo BV',
  shipName: 'MV Nordlys',
  originPort: 'DEHAM',
  destinationPort: 'NLRTM',
  departureDate: '2030-07-01T08:00:00.000Z',
  teu: 25,
  currency: 'USD',
  pricePerTEU: 150,
  allIn: 3750,
  ...o,
});

describe('AgreedBookings', () => {
  it('lists each agreed booking with its reference linking to its confirmation, and the CSV of the side', async () => {
    const api = stubApi({
      'GET /api/bookings/agreed': {
        body: [
          booking(),
          booking({ reference: 'FH-2030-000041', origin: 'booking_request', teu: 4, allIn: 600 }),
        ],
        headers: { 'X-Total-Count': '2' },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<AgreedBookings side="carrier" />, { user: owner });
    const list = await screen.findByRole('list', { name: 'Agreed bookings on your voyages' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByRole('link', { name: 'FH-2030-000042' })).toHaveAttribute(
      'href',
      '/bookings/confirmation?reference=FH-2030-000042',
    );
    expect(first).toHaveTextContent(
      /cargo match.*MV Nordlys · Hamburg → Rotterdam.*with Carla Cargo BV.*25 TEU at \$150\.00.*\$3,750\.00 all-in/,
    );
    expect(second).toHaveTextContent(/booking request.*4 TEU/);
    expect(Object.fromEntries(api.sent('GET', '/api/bookings/agreed')[0].query)).toMatchObject({
      side: 'carrier',
    });
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/bookings/agreed.csv?side=carrier',
    );
  });

  it('explains an empty list', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'GET /api/bookings/agreed': { body: [], headers: { 'X-Total-Count': '0' } } }).fetchMock,
    );
    renderApp(<AgreedBookings side="merchant" />, { user: owner });
    expect(await screen.findByText('No agreed bookings yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
  });
});
