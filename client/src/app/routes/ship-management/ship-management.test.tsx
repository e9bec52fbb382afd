import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bookingRequest,
  owner,
  ownOffering,
  ResizeObserverStub,
  renderApp,
  stubApi,
} from '@/test/marketplace';
import ShipManagementPage from './ship-management';

beforeAll(() => {
  globalThis.ResizeObserver ??= ResizeObserverStub;
});
afterEach(() => vi.unstubAllGlobals());

const base = (offerings = [ownOffering()], incoming = [bookingRequest()]) => ({
  'GET /api/ship-offerings/my': { body: offerings },
  'GET /api/ship-booking-requests/incoming': { body: incoming },
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
            pricePerTEU: 1234.5,
          }),
          ownOffering({
            id: 'a1f0c7d4-0000-4000-8000-000000000010',
            shipName: 'MS Empty',
            teuCapacity: 3,
            availableCapacity: 2,
            approvalStatus: 'rejected',
            rejectionReason: 'Dates do not match the schedule',
          }),
        ]),
      ).fetchMock,
    );
    renderApp(<ShipManagementPage />, { user: owner });

    const card = await screen.findByRole('article', { name: 'MV Nordlys' });
    // (800 - 300) / 800 = 62.5 % -> 63 %, yellow (50-79).
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
        body: ownOffering({ availableCapacity: (body as { availableCapacity: number }).availableCapacity }),
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
    // (800 - 120) / 800 = 85 %, green.
    expect(screen.getByText('85%')).toHaveAttribute('data-band', 'green');
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
    const api = stubApi({
      ...base(),
      'DELETE /api/ship-offerings/a1f0c7d4-0000-4000-8000-000000000001': { status: 204 },
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

  it('accepts a booking request and declines another with a reason', async () => {
    const second = bookingRequest({
      id: 'b2f0c7d4-0000-4000-8000-000000000002',
      contactName: 'Piet de Vries',
      requestedTEU: 20,
    });
    const api = stubApi({
      ...base([ownOffering({ pendingRequests: 2 })], [bookingRequest(), second]),
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
