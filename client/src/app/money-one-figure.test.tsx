import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyBookings } from '@/features/booking-requests/components/my-bookings';
import { ManagedShipCard } from '@/features/ship-management/components/managed-ship-card';
import { OfferingCard } from '@/features/ship-offerings/components/offering-card';
import { setMoneySettings } from '@/lib/money';
import { bookingRequest, offering, ownOffering, renderApp, shipper, stubApi } from '@/test/marketplace';

/**
 * Issue 25 §1: one figure per fact. An offering priced at 200 EUR shows, to a reader who displays dollars, the same
 * converted figure (≈ $208.22 at the seeded ECB rate 1.0411 of 28 February 2025) with the same rate note on the
 * public list's card, on the owner's Ship management card and in the merchant's bookings.
 */
const ecb = { rate: 1.0411, rateDate: '2025-02-28', source: 'ECB reference rate' };
const title = 'Entered as €200.00; converted at 1 EUR = 1.0411 USD of 2025-02-28 (ECB reference rate)';

afterEach(() => {
  setMoneySettings({ display: 'USD', rate: null });
  vi.unstubAllGlobals();
});

describe('an offering priced in EUR, read in USD', () => {
  it('shows the same converted price, marked and titled, on the public card and the owner’s card', async () => {
    setMoneySettings({ display: 'USD', rate: ecb });
    vi.stubGlobal('fetch', stubApi({}).fetchMock);
    const eur = { pricePerTEU: 200, priceCurrency: 'EUR' as const };
    renderApp(
      <>
        <section aria-label="list">
          <OfferingCard offering={offering(eur)} />
        </section>
        <section aria-label="management">
          <ManagedShipCard offering={ownOffering(eur)} onDelete={() => {}} requests={null} requestCount={0} />
        </section>
      </>,
    );
    for (const name of ['list', 'management']) {
      const figure = within(screen.getByRole('region', { name })).getByText('≈ $208.22');
      expect(figure).toHaveAttribute('title', title);
    }
  });

  it('shows an agreement in EUR converted the same way, and in EUR unmarked to a reader who displays euros', async () => {
    const booked = bookingRequest({
      currency: 'EUR',
      status: 'accepted',
      requestedTEU: 10,
      offering: { ...bookingRequest().offering, pricePerTEU: 200, priceCurrency: 'EUR' },
      agreement: {
        pricePerTEU: 200,
        teu: 10,
        departureDate: '2030-07-01T08:00:00.000Z',
        reference: 'FH-2030-000001',
        agreedAt: '2030-06-11T09:30:00.000Z',
      },
    });
    const api = stubApi({ 'GET /api/ship-booking-requests/my': { status: 200, body: [booked] } });
    vi.stubGlobal('fetch', api.fetchMock);
    setMoneySettings({ display: 'USD', rate: ecb });
    renderApp(<MyBookings />, { user: shipper });
    const price = await screen.findByText('≈ $208.22');
    expect(price).toHaveAttribute('title', title);
    expect(screen.getByText('≈ $2,082.20')).toHaveAttribute(
      'title',
      'Entered as €2,000.00; converted at 1 EUR = 1.0411 USD of 2025-02-28 (ECB reference rate)',
    );
    // A reader who displays euros sees the agreement as it was made: no conversion, no note.
    act(() => setMoneySettings({ display: 'EUR', rate: ecb }));
    expect(screen.getByText('€200.00')).not.toHaveAttribute('title');
    expect(screen.getByText('€2,000.00')).not.toHaveAttribute('title');
  });
});
