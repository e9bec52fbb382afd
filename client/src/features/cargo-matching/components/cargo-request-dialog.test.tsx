import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isoToLocal } from '@/lib/local-datetime';
import { ResizeObserverStub, renderApp, stubApi } from '@/test/marketplace';
import { availability, cargoRequest, scoredMatch } from '@/test/matching';
import { CargoRequestDialog, type CargoRequestDialogTarget } from './cargo-request-dialog';

beforeAll(() => {
  globalThis.ResizeObserver ??= ResizeObserverStub;
});
afterEach(() => vi.unstubAllGlobals());

const contact = { contactName: 'Carla Moreno', contactEmail: 'carla@cargo.example' };

function open(target: CargoRequestDialogTarget = { mode: 'create' }, onClose = vi.fn()) {
  renderApp(<CargoRequestDialog target={target} onClose={onClose} contact={contact} />);
  const name = target?.mode === 'edit' ? 'Edit transport request' : 'Add Transport Request';
  return { dialog: screen.getByRole('dialog', { name }), onClose };
}

async function choosePort(dialog: HTMLElement, label: string, query: string) {
  await userEvent.type(within(dialog).getByLabelText(label), query);
  await userEvent.keyboard('{Enter}');
}

const submit = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Add Transport Request' }));

const days = (n: number) => isoToLocal(new Date(Date.now() + n * 86_400_000));

describe('CargoRequestDialog', { timeout: 20_000 }, () => {
  it('sends the request under the payload names and toasts the number of potential matches', async () => {
    const match = scoredMatch(availability(), cargoRequest());
    const api = stubApi({
      'POST /api/algorithm/cargo-requests': {
        status: 201,
        body: { data: cargoRequest(), matchingResult: { matches: [match, match], processingTimeMs: 4 } },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const { dialog, onClose } = open();

    await choosePort(dialog, 'Origin port', 'Hamburg');
    await choosePort(dialog, 'Destination port', 'Rotterdam');
    // Alternatives are picked one by one and shown as removable chips.
    await choosePort(dialog, 'Alternative destination ports', 'Amsterdam');
    await choosePort(dialog, 'Alternative destination ports', 'Antwerp');
    await choosePort(dialog, 'Alternative origin ports', 'Bremerhaven');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Antwerp' }));
    expect(within(dialog).queryByRole('button', { name: 'Remove Antwerp' })).not.toBeInTheDocument();
    const earliest = days(3);
    const latest = days(8);
    await userEvent.type(within(dialog).getByLabelText('Earliest departure'), earliest);
    await userEvent.type(within(dialog).getByLabelText('Latest arrival'), latest);
    await userEvent.type(within(dialog).getByLabelText('Required TEU'), '40');
    await userEvent.selectOptions(within(dialog).getByLabelText('Cargo type'), 'Reefer');
    await userEvent.type(within(dialog).getByLabelText('Max. price per TEU (optional)'), '200');
    await userEvent.selectOptions(within(dialog).getByLabelText('Urgency'), 'High');
    await userEvent.click(within(dialog).getByLabelText('Reefer monitoring'));
    await submit(dialog);

    await waitFor(() => expect(api.sent('POST', '/api/algorithm/cargo-requests')).toHaveLength(1));
    expect(api.sent('POST', '/api/algorithm/cargo-requests')[0].body).toEqual({
      originPort: 'DEHAM',
      destinationPort: 'NLRTM',
      alternativeOrigins: ['DEBRV'],
      alternativeDestinations: ['NLAMS'],
      requestedTEU: 40,
      boxMix: [],
      commodity: null,
      cargoType: 'reefer',
      requiredEquipment: ['reefer_monitoring'],
      preferredDepartureDate: new Date(earliest).toISOString(),
      latestArrivalDate: new Date(latest).toISOString(),
      maxPricePerTEU: 200,
      maxPriceCurrency: 'USD',
      specialRequirements: null,
      urgencyLevel: 'high',
      contactName: 'Carla Moreno',
      contactEmail: 'carla@cargo.example',
    });
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Transport request added');
    expect(toast).toHaveTextContent('Found 2 potential matches.');
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses an incomplete or inverted window under the form names, sending nothing', async () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetchMock);
    const { dialog } = open();
    await submit(dialog);
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Required TEU')).toHaveAccessibleDescription(
        'This field is required',
      ),
    );
    expect(within(dialog).getByLabelText('Required TEU')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Earliest departure')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Latest arrival')).toHaveAttribute('aria-invalid', 'true');
    // The first field in error takes the focus, the port combobox included.
    expect(within(dialog).getByLabelText('Origin port')).toHaveFocus();

    await choosePort(dialog, 'Origin port', 'Hamburg');
    await choosePort(dialog, 'Destination port', 'Rotterdam');
    await userEvent.type(within(dialog).getByLabelText('Required TEU'), '10');
    await userEvent.type(within(dialog).getByLabelText('Earliest departure'), days(5));
    await userEvent.type(within(dialog).getByLabelText('Latest arrival'), days(4));
    await submit(dialog);
    expect(
      await within(dialog).findByText('The latest arrival must be after the earliest departure'),
    ).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Earliest departure'));
    await userEvent.type(within(dialog).getByLabelText('Earliest departure'), '2020-01-01T08:00');
    await userEvent.clear(within(dialog).getByLabelText('Latest arrival'));
    await userEvent.type(within(dialog).getByLabelText('Latest arrival'), '2020-01-05T08:00');
    await submit(dialog);
    expect(await within(dialog).findByText('The latest arrival cannot be in the past')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server message, or the specified failure text, and keeps the dialog open', async () => {
    const api = stubApi({
      'POST /api/algorithm/cargo-requests': {
        status: 400,
        body: {
          message: 'The latest arrival cannot be in the past',
          code: 'VALIDATION_ERROR',
          issues: [
            {
              field: 'latestArrivalDate',
              key: 'validation.windowInPast',
              message: 'The latest arrival cannot be in the past',
            },
          ],
        },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const { dialog, onClose } = open();
    await choosePort(dialog, 'Origin port', 'Gdansk');
    await choosePort(dialog, 'Destination port', 'Copenhagen');
    await userEvent.type(within(dialog).getByLabelText('Required TEU'), '12');
    await userEvent.type(within(dialog).getByLabelText('Earliest departure'), days(1));
    await userEvent.type(within(dialog).getByLabelText('Latest arrival'), days(2));
    await submit(dialog);
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('The latest arrival cannot be in the past');
    expect(within(dialog).getByLabelText('Latest arrival')).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();

    api.calls.length = 0;
    vi.stubGlobal(
      'fetch',
      stubApi({ 'POST /api/algorithm/cargo-requests': { status: 500, body: {} } }).fetchMock,
    );
    await submit(dialog);
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Failed to add cargo request'));
  });

  it('edits a stored request: prefilled through cargoRequestToForm and sent with PUT', async () => {
    const stored = cargoRequest({ maxPricePerTEU: null, alternativeOrigins: ['DEBRV'] });
    const api = stubApi({
      [`PUT /api/algorithm/cargo-requests/${stored.id}`]: {
        body: { data: stored, matchingResult: { matches: [], processingTimeMs: 1 } },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const { dialog } = open({ mode: 'edit', request: stored });
    expect(within(dialog).getByLabelText('Required TEU')).toHaveValue(40);
    expect(within(dialog).getByLabelText('Origin port')).toHaveValue('Hamburg (DEHAM)');
    expect(within(dialog).getByRole('button', { name: 'Remove Bremerhaven' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove Amsterdam' })).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Required TEU'));
    await userEvent.type(within(dialog).getByLabelText('Required TEU'), '60');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(api.sent('PUT', `/api/algorithm/cargo-requests/${stored.id}`)).toHaveLength(1),
    );
    expect(api.sent('PUT', `/api/algorithm/cargo-requests/${stored.id}`)[0].body).toMatchObject({
      requestedTEU: 60,
      alternativeOrigins: ['DEBRV'],
      alternativeDestinations: ['NLAMS'],
      preferredDepartureDate: stored.preferredDepartureDate,
      latestArrivalDate: stored.latestArrivalDate,
      maxPricePerTEU: null,
    });
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Transport request updated');
    expect(toast).toHaveTextContent('Found 0 potential matches.');
  });
});
