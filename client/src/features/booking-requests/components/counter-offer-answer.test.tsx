import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingRequest, renderApp, shipper, stubApi } from '@/test/marketplace';
import { MyBookings } from './my-bookings';

afterEach(() => vi.unstubAllGlobals());

const departure = bookingRequest().offering.departureDate;
const countered = bookingRequest({
  status: 'countered',
  counter: {
    pricePerTEU: 165.5,
    teu: 8,
    departureDate: '2030-07-03T08:00:00.000Z',
    note: 'The rest next week',
  },
});
const agreement = {
  pricePerTEU: 165.5,
  teu: 8,
  departureDate: departure,
  reference: 'FH-2026-000123',
  agreedAt: '2030-06-12T08:00:00.000Z',
};
const base = `/api/ship-booking-requests/${countered.id}`;

function myBookings(replies: Parameters<typeof stubApi>[0]) {
  const api = stubApi({ 'GET /api/ship-booking-requests/my': { body: [countered] }, ...replies });
  vi.stubGlobal('fetch', api.fetchMock);
  renderApp(<MyBookings />, { user: shipper });
  return api;
}

const counterSection = () => screen.findByRole('region', { name: 'Counter-offer from the ship owner' });

describe('My bookings: a counter-offer', () => {
  it('shows the counter terms next to what was asked, with the owner’s note', async () => {
    myBookings({});
    const section = await counterSection();
    const rows = within(section).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('You askedCounter-offer');
    expect(within(section).getByRole('row', { name: /^TEU/ })).toHaveTextContent('TEU40 TEU8 TEU');
    expect(within(section).getByRole('row', { name: /^Price per TEU/ })).toHaveTextContent('$150.50$165.50');
    // Freight in exact cents: 40 × 150.50 and 8 × 165.50.
    expect(within(section).getByRole('row', { name: /^Freight/ })).toHaveTextContent('$6,020.00$1,324.00');
    expect(within(section).getByText('The rest next week')).toBeInTheDocument();
  });

  it('accepts the counter-offer, toasts its reference and refreshes the list', async () => {
    let answered = false;
    const api = myBookings({
      'GET /api/ship-booking-requests/my': () => ({
        body: [answered ? { ...countered, status: 'accepted', counter: null, agreement } : countered],
      }),
      [`POST ${base}/accept-counter`]: () => {
        answered = true;
        return { body: { ...countered, status: 'accepted', counter: null, agreement } };
      },
    });
    const section = await counterSection();
    await userEvent.click(within(section).getByRole('button', { name: 'Accept counter-offer' }));

    expect(await screen.findByText('Counter-offer accepted')).toBeInTheDocument();
    expect(screen.getByText('The booking is agreed. Reference FH-2026-000123.')).toBeInTheDocument();
    expect(api.sent('POST', `${base}/accept-counter`)).toHaveLength(1);
    // The list is read again and shows the agreed booking with its reference in monospace.
    const reference = await screen.findByTestId('booking-reference');
    expect(reference).toHaveTextContent('FH-2026-000123');
    expect(reference).toHaveClass('font-mono');
    expect(screen.getByText(/Agreed: 8 TEU at \$165\.50 per TEU/)).toBeInTheDocument();
    // The row's figures are the agreed ones: 8 × $165.50, not the voyage's price.
    expect(screen.getByText('Booked TEU').nextElementSibling).toHaveTextContent('8 TEU');
    expect(screen.getByText('Freight').nextElementSibling).toHaveTextContent('$1,324.00');
    expect(
      screen.queryByRole('region', { name: 'Counter-offer from the ship owner' }),
    ).not.toBeInTheDocument();
  });

  it('declines the counter-offer with an optional reason', async () => {
    const api = myBookings({
      [`POST ${base}/decline-counter`]: { body: { ...countered, status: 'declined', counter: null } },
    });
    const section = await counterSection();
    await userEvent.click(
      within(section).getByRole('button', { name: 'Decline the counter-offer on MV Nordlys' }),
    );
    let dialog = screen.getByRole('dialog', { name: 'Decline counter-offer' });
    // No reason needed: the confirm button works on an empty field.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline counter-offer' }));
    await waitFor(() => expect(api.sent('POST', `${base}/decline-counter`)).toHaveLength(1));
    expect(api.sent('POST', `${base}/decline-counter`)[0].body).toEqual({});
    expect(await screen.findByText('Counter-offer declined')).toBeInTheDocument();

    await userEvent.click(
      within(section).getByRole('button', { name: 'Decline the counter-offer on MV Nordlys' }),
    );
    dialog = screen.getByRole('dialog', { name: 'Decline counter-offer' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Above our budget');
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await waitFor(() => expect(api.sent('POST', `${base}/decline-counter`)).toHaveLength(2));
    expect(api.sent('POST', `${base}/decline-counter`)[1].body).toEqual({ reason: 'Above our budget' });
  });

  it('shows the server’s message when the counter-offer is no longer open', async () => {
    myBookings({
      [`POST ${base}/accept-counter`]: {
        status: 409,
        body: { message: 'This booking request is declined', code: 'CONFLICT' },
      },
    });
    const section = await counterSection();
    await userEvent.click(within(section).getByRole('button', { name: 'Accept counter-offer' }));
    expect(await screen.findByText('The counter-offer could not be accepted')).toBeInTheDocument();
    expect(screen.getByText('This booking request is declined')).toBeInTheDocument();
  });
});
