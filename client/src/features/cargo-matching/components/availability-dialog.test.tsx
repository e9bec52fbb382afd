import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isoToLocal } from '@/lib/local-datetime';
import { ownOffering, ResizeObserverStub, renderApp, stubApi, vessel } from '@/test/marketplace';
import { availability, cargoRequest, scoredMatch } from '@/test/matching';
import { AvailabilityDialog, type AvailabilityDialogTarget } from './availability-dialog';

beforeAll(() => {
  globalThis.ResizeObserver ??= ResizeObserverStub;
});
afterEach(() => vi.unstubAllGlobals());

const contact = { contactName: 'Olaf Jensen', contactEmail: 'olaf@nordfeeder.example' };
const approved = ownOffering({
  id: 'a1f0c7d4-0000-4000-8000-000000000007',
  shipName: 'MS Baltic Star',
  originPort: 'DEBRV',
  destinationPort: 'PLGDN',
  departureDate: '2031-05-01T06:00:00.000Z',
  arrivalDate: '2031-05-03T18:00:00.000Z',
  availableCapacity: 120,
  pricePerTEU: 99.5,
  contactName: 'Birte Olsen',
  contactEmail: 'birte@balticstar.example',
});

function open(target: AvailabilityDialogTarget = { mode: 'create' }, onClose = vi.fn()) {
  renderApp(
    <AvailabilityDialog
      target={target}
      onClose={onClose}
      contact={contact}
      vessels={[vessel()]}
      offerings={[approved]}
    />,
  );
  const name = target?.mode === 'edit' ? 'Edit vessel capacity' : 'Add Vessel Capacity';
  return { dialog: screen.getByRole('dialog', { name }), onClose };
}

async function choosePort(dialog: HTMLElement, label: string, query: string) {
  await userEvent.type(within(dialog).getByLabelText(label), query);
  await userEvent.keyboard('{Enter}');
}

const created = (matches = 1) => ({
  status: 201,
  body: {
    data: availability(),
    matchingResult: {
      matches: Array.from({ length: matches }, () => scoredMatch(availability(), cargoRequest())),
      processingTimeMs: 3,
    },
  },
});

const submit = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Add Vessel Capacity' }));

// Typing a whole form takes a few seconds on these 2-core machines.
describe('AvailabilityDialog', { timeout: 20_000 }, () => {
  it('sends a capacity entered by hand under the payload names and counts the matches found', async () => {
    const api = stubApi({ 'POST /api/algorithm/vessel-availabilities': created(2) });
    vi.stubGlobal('fetch', api.fetchMock);
    const { dialog, onClose } = open();

    await userEvent.type(within(dialog).getByLabelText('Vessel name'), 'MV Hand');
    await userEvent.type(within(dialog).getByLabelText('Free TEU on this voyage'), '150');
    await choosePort(dialog, 'Origin port', 'hamb');
    await choosePort(dialog, 'Destination port', 'NLRTM');
    const departure = isoToLocal(new Date(Date.now() + 5 * 86_400_000));
    const arrival = isoToLocal(new Date(Date.now() + 6 * 86_400_000));
    await userEvent.type(within(dialog).getByLabelText('Departure (date and time)'), departure);
    await userEvent.type(within(dialog).getByLabelText('Arrival (date and time)'), arrival);
    await userEvent.type(within(dialog).getByLabelText('Price per TEU'), '120.5');
    const cargo = within(dialog).getByRole('group', { name: 'Cargo types accepted' });
    await userEvent.click(within(cargo).getByLabelText('Reefer'));
    await userEvent.click(within(cargo).getByLabelText('General (dry)'));
    await userEvent.click(within(dialog).getByLabelText('Ice class'));
    await submit(dialog);

    await waitFor(() => expect(api.sent('POST', '/api/algorithm/vessel-availabilities')).toHaveLength(1));
    expect(api.sent('POST', '/api/algorithm/vessel-availabilities')[0].body).toEqual({
      vesselId: null,
      shipOfferingId: null,
      vesselName: 'MV Hand',
      originPort: 'DEHAM',
      destinationPort: 'NLRTM',
      departureDate: new Date(departure).toISOString(),
      arrivalDate: new Date(arrival).toISOString(),
      availableTEU: 150,
      pricePerTEU: 120.5,
      priceCurrency: 'USD',
      // In the shared enumeration's order, whatever order they were ticked in.
      cargoTypes: ['general', 'reefer'],
      specialEquipment: ['ice_class'],
      contactName: 'Olaf Jensen',
      contactEmail: 'olaf@nordfeeder.example',
    });
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Success');
    expect(toast).toHaveTextContent('Vessel capacity added. 2 potential matches found.');
    expect(onClose).toHaveBeenCalled();
  });

  it('takes route, dates, TEU and price from an approved offering, locks them and leaves them out', async () => {
    const api = stubApi({ 'POST /api/algorithm/vessel-availabilities': created(0) });
    vi.stubGlobal('fetch', api.fetchMock);
    const { dialog } = open();

    await userEvent.selectOptions(within(dialog).getByLabelText('Start from'), `offering:${approved.id}`);
    expect(within(dialog).getByLabelText('Vessel name')).toHaveValue('MS Baltic Star');
    expect(within(dialog).getByLabelText('Free TEU on this voyage')).toHaveValue(120);
    expect(within(dialog).getByLabelText('Free TEU on this voyage')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Price per TEU')).toHaveValue(99.5);
    expect(within(dialog).getByLabelText('Origin port')).toHaveValue('Bremerhaven (DEBRV)');
    expect(within(dialog).getByLabelText('Origin port')).toBeDisabled();
    expect(within(dialog).getByLabelText('Departure (date and time)')).toHaveValue(
      isoToLocal(approved.departureDate),
    );
    expect(within(dialog).getByLabelText('Departure (date and time)')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Contact name')).toHaveValue('Birte Olsen');
    await userEvent.click(within(dialog).getByLabelText('Reefer'));
    await submit(dialog);

    await waitFor(() => expect(api.sent('POST', '/api/algorithm/vessel-availabilities')).toHaveLength(1));
    expect(api.sent('POST', '/api/algorithm/vessel-availabilities')[0].body).toEqual({
      vesselId: null,
      shipOfferingId: approved.id,
      vesselName: 'MS Baltic Star',
      cargoTypes: ['reefer'],
      specialEquipment: [],
      contactName: 'Birte Olsen',
      contactEmail: 'birte@balticstar.example',
    });
    expect(await screen.findByTestId('toast')).toHaveTextContent('0 potential matches found.');
  });

  it('prefills name and TEU from a fleet vessel and links it', async () => {
    const api = stubApi({ 'POST /api/algorithm/vessel-availabilities': created() });
    vi.stubGlobal('fetch', api.fetchMock);
    const { dialog } = open();
    await userEvent.selectOptions(within(dialog).getByLabelText('Start from'), 'MV Nordlys (800 TEU)');
    expect(within(dialog).getByLabelText('Vessel name')).toHaveValue('MV Nordlys');
    expect(within(dialog).getByLabelText('Free TEU on this voyage')).toHaveValue(800);
    expect(within(dialog).getByLabelText('Free TEU on this voyage')).not.toHaveAttribute('readonly');
    await userEvent.clear(within(dialog).getByLabelText('Free TEU on this voyage'));
    await userEvent.type(within(dialog).getByLabelText('Free TEU on this voyage'), '300');
    await choosePort(dialog, 'Origin port', 'Gdansk');
    await choosePort(dialog, 'Destination port', 'Copenhagen');
    await userEvent.type(
      within(dialog).getByLabelText('Departure (date and time)'),
      isoToLocal(new Date(Date.now() + 2 * 86_400_000)),
    );
    await userEvent.type(
      within(dialog).getByLabelText('Arrival (date and time)'),
      isoToLocal(new Date(Date.now() + 3 * 86_400_000)),
    );
    await userEvent.type(within(dialog).getByLabelText('Price per TEU'), '80');
    await userEvent.click(within(dialog).getByLabelText('Tank container'));
    await submit(dialog);

    await waitFor(() => expect(api.sent('POST', '/api/algorithm/vessel-availabilities')).toHaveLength(1));
    expect(api.sent('POST', '/api/algorithm/vessel-availabilities')[0].body).toMatchObject({
      vesselId: vessel().id,
      shipOfferingId: null,
      vesselName: 'MV Nordlys',
      availableTEU: 300,
      originPort: 'PLGDN',
      destinationPort: 'DKCPH',
    });
  });

  it('checks the shared rules in the browser and shows them under the form names', async () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetchMock);
    const { dialog } = open();
    await submit(dialog);

    // availableTEU and arrivalDate are reported under the form's teuCapacity and availableDate.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Free TEU on this voyage')).toHaveAccessibleDescription(
        'This field is required',
      ),
    );
    expect(within(dialog).getByLabelText('Free TEU on this voyage')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Arrival (date and time)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getAllByText('Choose a port from the list')).toHaveLength(2);
    expect(within(dialog).getByText('Choose at least one cargo type')).toBeInTheDocument();
    // The first field in error (in the order shown) takes the focus.
    expect(within(dialog).getByLabelText('Free TEU on this voyage')).toHaveFocus();

    // The cross-field rules once every field is well-formed.
    await userEvent.type(within(dialog).getByLabelText('Free TEU on this voyage'), '10');
    await choosePort(dialog, 'Origin port', 'DEHAM');
    await choosePort(dialog, 'Destination port', 'DEHAM');
    await userEvent.type(within(dialog).getByLabelText('Departure (date and time)'), '2031-06-02T10:00');
    await userEvent.type(within(dialog).getByLabelText('Arrival (date and time)'), '2031-06-01T10:00');
    await userEvent.type(within(dialog).getByLabelText('Price per TEU'), '10');
    await userEvent.click(within(dialog).getByLabelText('General (dry)'));
    await submit(dialog);
    expect(await within(dialog).findByText('Arrival must be after departure')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Arrival (date and time)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Origin and destination must be different ports')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a vessel name or choose a vessel')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Departure (date and time)'));
    await userEvent.type(within(dialog).getByLabelText('Departure (date and time)'), '2020-01-01T10:00');
    await submit(dialog);
    expect(await within(dialog).findByText('Departure cannot be in the past')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("puts a 400's field issues under the fields (payload names mapped back) and toasts the server message", async () => {
    const api = stubApi({
      'POST /api/algorithm/vessel-availabilities': {
        status: 400,
        body: {
          message: "TEU capacity cannot exceed the vessel's capacity",
          code: 'VALIDATION_ERROR',
          issues: [
            {
              field: 'availableTEU',
              key: 'validation.teuAboveVessel',
              message: "TEU capacity cannot exceed the vessel's capacity",
            },
            { field: 'arrivalDate', key: 'validation.invalidDate', message: 'Enter a valid date and time' },
          ],
        },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const { dialog, onClose } = open();
    await userEvent.selectOptions(within(dialog).getByLabelText('Start from'), 'MV Nordlys (800 TEU)');
    await choosePort(dialog, 'Origin port', 'Hamburg');
    await choosePort(dialog, 'Destination port', 'Rotterdam');
    await userEvent.type(
      within(dialog).getByLabelText('Departure (date and time)'),
      isoToLocal(new Date(Date.now() + 86_400_000)),
    );
    await userEvent.type(
      within(dialog).getByLabelText('Arrival (date and time)'),
      isoToLocal(new Date(Date.now() + 2 * 86_400_000)),
    );
    await userEvent.type(within(dialog).getByLabelText('Price per TEU'), '100');
    await userEvent.click(within(dialog).getByLabelText('General (dry)'));
    await submit(dialog);

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent("TEU capacity cannot exceed the vessel's capacity");
    expect(within(dialog).getByLabelText('Free TEU on this voyage')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText("TEU capacity cannot exceed the vessel's capacity")).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Arrival (date and time)')).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to the specified failure text when the server gives no message', async () => {
    const api = stubApi({ 'POST /api/algorithm/vessel-availabilities': { status: 502, body: {} } });
    vi.stubGlobal('fetch', api.fetchMock);
    const { dialog } = open();
    await userEvent.selectOptions(within(dialog).getByLabelText('Start from'), `offering:${approved.id}`);
    await userEvent.click(within(dialog).getByLabelText('General (dry)'));
    await submit(dialog);
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Failed to add vessel availability');
  });

  it('edits a stored capacity: prefilled, sent without source links, unchanged dates exactly as stored', async () => {
    // Seconds in the stored instants: an untouched datetime-local input (minutes only) must not change them.
    const stored = availability({
      departureDate: '2031-04-01T06:00:30.000Z',
      arrivalDate: '2031-04-02T18:00:45.000Z',
    });
    const api = stubApi({
      [`PUT /api/algorithm/vessel-availabilities/${stored.id}`]: {
        body: { data: stored, matchingResult: { matches: [], processingTimeMs: 2 } },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const { dialog } = open({ mode: 'edit', availability: stored });
    expect(within(dialog).queryByLabelText('Start from')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Vessel name')).toHaveValue('MV Nordlys');
    expect(within(dialog).getByLabelText('Free TEU on this voyage')).toHaveValue(200);
    expect(within(dialog).getByLabelText("Ship's cranes")).toBeChecked();
    await userEvent.clear(within(dialog).getByLabelText('Free TEU on this voyage'));
    await userEvent.type(within(dialog).getByLabelText('Free TEU on this voyage'), '180');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(api.sent('PUT', `/api/algorithm/vessel-availabilities/${stored.id}`)).toHaveLength(1),
    );
    expect(api.sent('PUT', `/api/algorithm/vessel-availabilities/${stored.id}`)[0].body).toEqual({
      vesselName: 'MV Nordlys',
      originPort: 'DEHAM',
      destinationPort: 'NLRTM',
      departureDate: '2031-04-01T06:00:30.000Z',
      arrivalDate: '2031-04-02T18:00:45.000Z',
      availableTEU: 180,
      pricePerTEU: 150.5,
      priceCurrency: 'USD',
      cargoTypes: ['general', 'reefer'],
      specialEquipment: ['ship_cranes'],
      contactName: 'Olaf Jensen',
      contactEmail: 'olaf@nordfeeder.example',
    });
    expect(await screen.findByTestId('toast')).toHaveTextContent('Vessel capacity updated');
  });

  it('edits a capacity made from an offering without its voyage fields', async () => {
    const stored = availability({ shipOfferingId: approved.id, acceptedMatches: 1 });
    const api = stubApi({
      [`PUT /api/algorithm/vessel-availabilities/${stored.id}`]: {
        body: { data: stored, matchingResult: { matches: [], processingTimeMs: 2 } },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const { dialog } = open({ mode: 'edit', availability: stored });
    expect(within(dialog).getByText(/Made from a ship offering/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Destination port')).toBeDisabled();
    await userEvent.click(within(dialog).getByLabelText('Dangerous goods'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.sent('PUT', `/api/algorithm/vessel-availabilities/${stored.id}`)).toHaveLength(1),
    );
    expect(api.sent('PUT', `/api/algorithm/vessel-availabilities/${stored.id}`)[0].body).toEqual({
      vesselName: 'MV Nordlys',
      cargoTypes: ['general', 'reefer', 'dangerous'],
      specialEquipment: ['ship_cranes'],
      contactName: 'Olaf Jensen',
      contactEmail: 'olaf@nordfeeder.example',
    });
  });
});
