import type { BookingConfirmation } from '@shared/schemas/booking-requests';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, shipper, stubApi } from '@/test/marketplace';
import BookingConfirmationPage from './booking-confirmation';

afterEach(() => vi.unstubAllGlobals());

const confirmation: BookingConfirmation = {
  reference: 'FH-2030-000123',
  origin: 'booking_request',
  agreedAt: '2030-06-11T09:30:00.000Z',
  carrier: {
    company: 'Elbe Feeder GmbH',
    contactName: 'Jens Petersen',
    contactEmail: 'ops@elbe.example',
    contactPhone: null,
  },
  merchant: {
    company: 'Carla Cargo BV',
    contactName: 'Carla',
    contactEmail: 'carla@cargo.example',
    contactPhone: '+31 10 555',
  },
  voyage: {
    shipName: 'MV Nordlys',
    originPort: 'DEHAM',
    destinationPort: 'NLRTM',
    departureDate: '2030-07-01T08:00:00.000Z',
    arrivalDate: '2030-07-02T08:00:00.000Z',
  },
  cargo: {
    teu: 7,
    boxMix: [
      {
        count: 2,
        size: '40HC',
        type: 'reefer',
        grossWeightKg: 24000,
        dangerous: false,
        imoClass: null,
        unNumber: null,
        temperatureC: -18,
        oog: null,
      },
      {
        count: 3,
        size: '20',
        type: 'dry',
        grossWeightKg: 18000,
        dangerous: true,
        imoClass: '3',
        unNumber: '1263',
        temperatureC: null,
        oog: null,
      },
    ],
    commodity: 'Frozen fish; paints',
    description: null,
  },
  price: { currency: 'USD', pricePerTEU: 162.35, allIn: 1136.45 },
  co2: {
    teu: 7,
    co2TtwKgPerTeu: 133.4,
    co2eWtwKgPerTeu: 161.3,
    co2TtwKg: 933.8,
    co2eWtwKg: 1129.1,
    distanceNm: 318,
    basis: 'class',
  },
  history: [
    { kind: 'countered', at: '2030-06-10T10:00:00.000Z', by: 'carrier', details: {}, note: 'Seven left' },
    { kind: 'counter_accepted', at: '2030-06-11T09:30:00.000Z', by: 'merchant', details: {}, note: null },
  ],
};

describe('booking confirmation page', () => {
  it('states the reference, both parties, the voyage, the boxes, price, all-in price, CO2, history and terms; prints', async () => {
    const api = stubApi({ 'GET /api/bookings/confirmation': { body: confirmation } });
    vi.stubGlobal('fetch', api.fetchMock);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp(<BookingConfirmationPage />, {
      user: shipper,
      path: '/bookings/confirmation?reference=FH-2030-000123',
    });

    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('FH-2030-000123');
    expect(api.sent('GET', '/api/bookings/confirmation')[0].query.get('reference')).toBe('FH-2030-000123');
    expect(screen.getByRole('heading', { level: 1, name: 'Booking confirmation' })).toBeInTheDocument();
    expect(screen.getByText('Elbe Feeder GmbH')).toBeInTheDocument();
    expect(screen.getByText('Carla Cargo BV')).toBeInTheDocument();
    expect(screen.getByText('Hamburg → Rotterdam')).toBeInTheDocument();
    expect(screen.getByTestId('box-mix-summary')).toHaveTextContent(/2 × 40'HC.*−18 °C.*3 × 20'.*3.*UN1263/);
    expect(screen.getByText('$1,136.45')).toBeInTheDocument();
    expect(screen.getByText(/0\.93 t CO₂ tank-to-wake, 1\.13 t CO₂e well-to-wake/)).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(
      /Counter-offer \(Carrier\) — Seven left/,
    );
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent(
      /Counter-offer accepted \(Merchant\)/,
    );
    expect(screen.getByText(/not a party to the contract of carriage/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    // The server's PDF of the same booking, in the language on screen.
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toMatch(
      /^\/api\/bookings\/confirmation\.pdf\?reference=FH-\d{4}-\d{6}&lang=en$/,
    );
  });

  it('says so for a reference that is not the reader’s (404)', async () => {
    vi.stubGlobal('fetch', stubApi({}).fetchMock);
    renderApp(<BookingConfirmationPage />, {
      user: shipper,
      path: '/bookings/confirmation?reference=FH-2030-999999',
    });
    expect(await screen.findByText('No booking with this reference is yours to read.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
  });
});
