import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offering, renderApp, stubApi } from '@/test/marketplace';
import { RequestBookingDialog } from './request-booking-dialog';

afterEach(() => vi.unstubAllGlobals());

const contact = { contactName: 'Carla Moreno', contactEmail: 'carla@cargo.example', companyName: '' };

function open() {
  renderApp(<RequestBookingDialog offering={offering()} onOpenChange={vi.fn()} contact={contact} />);
  return screen.getByRole('dialog', { name: 'Request Booking' });
}
const line = (dialog: HTMLElement, n: number) => within(dialog).getByRole('group', { name: `Line ${n}` });

describe('RequestBookingDialog with a box mix (issue 23)', { timeout: 30_000 }, () => {
  it("takes the TEU from the mix and sends the lines, the commodity and the mix's TEU", async () => {
    const api = stubApi({ 'POST /api/ship-booking-requests': { status: 201, body: {} } });
    vi.stubGlobal('fetch', api.fetchMock);
    const dialog = open();
    const teu = within(dialog).getByLabelText('Requested TEU');
    expect(teu).not.toHaveAttribute('readonly');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add boxes' }));
    await userEvent.clear(within(line(dialog, 1)).getByLabelText('Boxes'));
    await userEvent.type(within(line(dialog, 1)).getByLabelText('Boxes'), '2');
    await userEvent.selectOptions(within(line(dialog, 1)).getByLabelText('Size'), "40'HC");
    await userEvent.selectOptions(within(line(dialog, 1)).getByLabelText('Type'), 'reefer');
    await userEvent.type(within(line(dialog, 1)).getByLabelText('Gross weight per box'), '28500');
    await userEvent.type(within(line(dialog, 1)).getByLabelText('Set temperature'), '-18');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add boxes' }));
    await userEvent.type(within(line(dialog, 2)).getByLabelText('Gross weight per box'), '18000');
    await userEvent.click(within(line(dialog, 2)).getByLabelText('Dangerous goods'));
    await userEvent.selectOptions(within(line(dialog, 2)).getByLabelText('IMDG class'), 'Class 3');
    await userEvent.type(within(line(dialog, 2)).getByLabelText('UN number'), '1263');
    await userEvent.type(within(dialog).getByLabelText('Commodity'), 'Frozen fish; paint');
    await userEvent.type(within(dialog).getByLabelText('Cargo description'), 'Reefers and one DG box');

    expect(within(dialog).getByRole('status', { name: 'TEU of the box mix' })).toHaveTextContent('= 5 TEU');
    await waitFor(() => expect(teu).toHaveValue(5));
    expect(teu).toHaveAttribute('readonly');
    expect(within(dialog).getByText('From the box mix')).toBeInTheDocument();
    // 5 TEU at $150.50.
    expect(within(dialog).getByText('Estimated freight: $752.50')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.sent('POST', '/api/ship-booking-requests')).toHaveLength(1));
    const body = api.sent('POST', '/api/ship-booking-requests')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      // The contract's output: the mix's TEU, which the server checks against the mix again.
      requestedTEU: 5,
      commodity: 'Frozen fish; paint',
      boxMix: [
        {
          count: 2,
          size: '40HC',
          type: 'reefer',
          grossWeightKg: 28_500,
          temperatureC: -18,
          dangerous: false,
        },
        {
          count: 1,
          size: '20',
          type: 'dry',
          grossWeightKg: 18_000,
          dangerous: true,
          imoClass: '3',
          unNumber: '1263',
        },
      ],
    });
  });

  it("puts the server's box-mix issues under their line", async () => {
    const message = 'Above the maximum gross mass of this box size (ISO 668: 30,480 kg)';
    const api = stubApi({
      'POST /api/ship-booking-requests': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message,
          issues: [{ field: 'boxMix.0.grossWeightKg', key: 'validation.grossWeightAboveMax', message }],
        },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const dialog = open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add boxes' }));
    await userEvent.type(within(line(dialog, 1)).getByLabelText('Gross weight per box'), '30000');
    await userEvent.type(within(dialog).getByLabelText('Cargo description'), 'Steel coils');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(line(dialog, 1)).findByText(message)).toBeInTheDocument();
  });
});
