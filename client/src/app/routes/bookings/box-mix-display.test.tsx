import type { BoxMix } from '@shared/schemas/box-mix';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MatchCard } from '@/features/cargo-matching/components/match-card';
import { bookingRequest, owner, ownOffering, renderApp, shipper, stubApi } from '@/test/marketplace';
import { availability, cargoRequest, scoredMatch } from '@/test/matching';
import ShipManagementPage from '../ship-management/ship-management';
import MyBookingsPage from './my-bookings';

afterEach(() => vi.unstubAllGlobals());

const boxMix: BoxMix = [
  {
    count: 2,
    size: '40HC',
    type: 'reefer',
    grossWeightKg: 28_500,
    dangerous: false,
    imoClass: null,
    unNumber: null,
    temperatureC: -18,
    oog: null,
  },
  {
    count: 1,
    size: '20',
    type: 'dry',
    grossWeightKg: 18_000,
    dangerous: true,
    imoClass: '3',
    unNumber: '1263',
    temperatureC: null,
    oog: null,
  },
];
const summary = "2 × 40'HC reefer \u221218 °C, 1 × 20' DG 3 UN1263";
const booking = bookingRequest({ requestedTEU: 5, boxMix, commodity: 'Frozen fish; paint' });

describe('the box mix where requests are shown (issue 23)', () => {
  it('My bookings shows each booking’s boxes and commodity', async () => {
    vi.stubGlobal('fetch', stubApi({ 'GET /api/ship-booking-requests/my': { body: [booking] } }).fetchMock);
    renderApp(<MyBookingsPage />, { user: shipper });
    const list = await screen.findByRole('list', { name: 'My bookings' });
    const item = within(list).getAllByRole('listitem')[0];
    expect(within(item).getByTestId('box-mix-summary')).toHaveTextContent(summary);
    expect(within(item).getByText('Frozen fish; paint')).toBeInTheDocument();
  });

  it('Ship management shows the boxes of a booking request to the owner', async () => {
    const offering = ownOffering({ pendingRequests: 1, requestCount: 1 });
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/ship-offerings/my': { body: [offering], headers: { 'X-Total-Count': '1' } },
        'GET /api/ship-offerings/my/summary': {
          body: {
            offerings: 1,
            byApproval: { pending: 0, approved: 1, rejected: 0 },
            teuCapacity: 0,
            availableTeu: 0,
            bookedTeu: 0,
            utilization: 0,
            pendingRequests: 1,
          },
        },
        [`GET /api/ship-offerings/${offering.id}/booking-requests`]: { body: [booking] },
        [`GET /api/vessels/user/${owner.id}`]: { body: [] },
      }).fetchMock,
    );
    renderApp(<ShipManagementPage />, { user: owner });
    const card = await screen.findByRole('article', { name: 'MV Nordlys' });
    expect(await within(card).findByTestId('box-mix-summary')).toHaveTextContent(summary);
  });

  it('a match card shows the request’s boxes in the reader’s language; a plain TEU request shows none', () => {
    const match = scoredMatch(availability(), cargoRequest({ boxMix, commodity: 'Frozen fish' }));
    const { unmount } = render(<MatchCard match={match} onDecide={vi.fn()} />);
    expect(screen.getByTestId('box-mix-summary')).toHaveTextContent(summary);
    expect(screen.getByText('Frozen fish')).toBeInTheDocument();
    unmount();
    render(<MatchCard match={scoredMatch(availability(), cargoRequest())} onDecide={vi.fn()} />);
    expect(screen.queryByTestId('box-mix-summary')).not.toBeInTheDocument();
  });
});
