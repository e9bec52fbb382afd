import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { isoToLocal } from '@/lib/local-datetime';
import { bookingRequest, owner, renderApp, stubApi } from '@/test/marketplace';
import { IncomingRequests } from './incoming-requests';

afterEach(() => vi.unstubAllGlobals());

const request = bookingRequest();
const counterPath = `/api/ship-booking-requests/${request.id}/counter`;

function openCounter(replies: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi(replies);
  vi.stubGlobal('fetch', api.fetchMock);
  const utils = renderApp(<IncomingRequests requests={[request]} availableCapacity={300} />, { user: owner });
  return { api, ...utils };
}

describe('Counter-offer dialog', () => {
  it('starts from the voyage price and the TEU asked, and checks them with the shared schema', async () => {
    const { api } = openCounter();
    await userEvent.click(screen.getByRole('button', { name: 'Counter-offer to Carla Moreno for 40 TEU' }));
    const dialog = screen.getByRole('dialog', { name: 'Counter-offer' });
    const price = within(dialog).getByLabelText('Price per TEU');
    const teu = within(dialog).getByLabelText('TEU');
    expect(price).toHaveValue(150.5);
    expect(teu).toHaveValue(40);
    expect(within(dialog).getByLabelText('New departure (optional)')).toHaveAccessibleDescription(
      `Leave empty to keep the voyage's departure, ${formatDateTime(request.offering.departureDate, 'en')}.`,
    );

    await userEvent.clear(price);
    await userEvent.type(price, '10.555');
    await userEvent.clear(teu);
    await userEvent.type(teu, '0');
    await userEvent.type(within(dialog).getByLabelText('New departure (optional)'), '2020-01-01T10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));

    expect(price).toHaveAccessibleDescription('Enter an amount of 0 or more with at most two decimals');
    expect(teu).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Departure cannot be in the past')).toBeInTheDocument();
    expect(api.sent('POST', counterPath)).toHaveLength(0);
  });

  it('sends the counter terms, toasts and refreshes the requests', async () => {
    const { api, queryClient } = openCounter({
      [`POST ${counterPath}`]: { body: { ...request, status: 'countered' } },
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: 'Counter-offer to Carla Moreno for 40 TEU' }));
    const dialog = screen.getByRole('dialog', { name: 'Counter-offer' });
    const price = within(dialog).getByLabelText('Price per TEU');
    await userEvent.clear(price);
    await userEvent.type(price, '165.5');
    await userEvent.clear(within(dialog).getByLabelText('TEU'));
    await userEvent.type(within(dialog).getByLabelText('TEU'), '8');
    const departure = isoToLocal(new Date(Date.now() + 10 * 86_400_000));
    await userEvent.type(within(dialog).getByLabelText('New departure (optional)'), departure);
    await userEvent.type(
      within(dialog).getByLabelText('Note to the requester (optional)'),
      ' The rest next week ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));

    await waitFor(() => expect(api.sent('POST', counterPath)).toHaveLength(1));
    expect(api.sent('POST', counterPath)[0].body).toEqual({
      pricePerTEU: 165.5,
      teu: 8,
      departureDate: new Date(departure).toISOString(),
      note: 'The rest next week',
    });
    expect(await screen.findByText('Counter-offer sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/ship-booking-requests/incoming'] });
  });

  it('leaves the departure out when it is kept, and puts the server’s field issues under the fields', async () => {
    const { api } = openCounter({
      [`POST ${counterPath}`]: {
        status: 400,
        body: {
          message: 'Validation failed',
          code: 'VALIDATION_ERROR',
          issues: [{ field: 'teu', key: 'validation.teuInvalid', message: 'x' }],
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Counter-offer to Carla Moreno for 40 TEU' }));
    const dialog = screen.getByRole('dialog', { name: 'Counter-offer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));
    await waitFor(() => expect(api.sent('POST', counterPath)).toHaveLength(1));
    expect(api.sent('POST', counterPath)[0].body).toEqual({ pricePerTEU: 150.5, teu: 40, note: null });
    const teu = within(dialog).getByLabelText('TEU');
    await waitFor(() => expect(teu).toHaveAttribute('aria-invalid', 'true'));
    expect(teu).toHaveAccessibleDescription(/whole number/i);
    expect(screen.getByRole('dialog', { name: 'Counter-offer' })).toBeInTheDocument();
  });

  it('shows a countered request as waiting, and an agreed one with its reference', () => {
    vi.stubGlobal('fetch', stubApi({}).fetchMock);
    renderApp(
      <IncomingRequests
        availableCapacity={300}
        requests={[
          bookingRequest({
            status: 'countered',
            counter: {
              pricePerTEU: 165.5,
              teu: 8,
              departureDate: request.offering.departureDate,
              note: null,
            },
          }),
          bookingRequest({
            id: 'b2f0c7d4-0000-4000-8000-000000000002',
            status: 'accepted',
            agreement: {
              pricePerTEU: 165.5,
              teu: 8,
              departureDate: request.offering.departureDate,
              reference: 'FH-2026-000123',
              agreedAt: '2030-06-12T08:00:00.000Z',
            },
          }),
        ]}
      />,
      { user: owner },
    );
    expect(
      screen.getByText('Counter-offer sent: 8 TEU at $165.50, waiting for the requester.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Counter-offer to/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('FH-2026-000123');
    expect(screen.getByRole('link', { name: 'Booking confirmation' })).toHaveAttribute(
      'href',
      '/bookings/confirmation?reference=FH-2026-000123',
    );
  });
});
