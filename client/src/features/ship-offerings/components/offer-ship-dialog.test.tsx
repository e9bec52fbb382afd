import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setMoneySettings } from '@/lib/money';
import { ownOffering, ResizeObserverStub, renderApp, stubApi, vessel } from '@/test/marketplace';
import { isoToLocal } from './offer-form-schema';
import { OfferShipDialog } from './offer-ship-dialog';

beforeAll(() => {
  globalThis.ResizeObserver ??= ResizeObserverStub;
});
afterEach(() => {
  vi.unstubAllGlobals();
  setMoneySettings({ display: 'USD', rate: null });
});

const contact = {
  contactName: 'Olaf Jensen',
  contactEmail: 'olaf@nordfeeder.example',
  companyName: 'Nordfeeder A/S',
};

function open(vessels = [vessel()], onOpenChange = vi.fn()) {
  renderApp(<OfferShipDialog open onOpenChange={onOpenChange} contact={contact} vessels={vessels} />);
  return { dialog: screen.getByRole('dialog', { name: 'Offer Ship' }), onOpenChange };
}

async function choosePort(dialog: HTMLElement, label: string, query: string) {
  await userEvent.type(within(dialog).getByLabelText(label), query);
  await userEvent.keyboard('{Enter}');
}

describe('OfferShipDialog', () => {
  it('refuses an incomplete offer with the shared schema messages and sends nothing', async () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetchMock);
    const { dialog } = open([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Offer Ship' }));

    expect(await within(dialog).findAllByText('This field is required')).not.toHaveLength(0);
    expect(within(dialog).getAllByText('Choose a port from the list')).toHaveLength(2);
    // An empty amount is required, not "a whole number" (issue 13).
    expect(within(dialog).getByLabelText('TEU capacity')).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(within(dialog).getByLabelText('Ship name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('prefills from a fleet vessel, converts the form and sends the shared contract', async () => {
    const api = stubApi({
      'POST /api/ship-offerings': { status: 201, body: ownOffering({ approvalStatus: 'pending' }) },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const { dialog, onOpenChange } = open();

    await userEvent.selectOptions(
      within(dialog).getByLabelText('Start from a fleet vessel'),
      'MV Nordlys (800 TEU)',
    );
    expect(within(dialog).getByLabelText('Ship name')).toHaveValue('MV Nordlys');
    expect(within(dialog).getByLabelText('TEU capacity')).toHaveValue(800);
    expect(within(dialog).getByLabelText('Available capacity (TEU)')).toHaveValue(800);

    await choosePort(dialog, 'Origin port', 'hamb');
    await choosePort(dialog, 'Destination port', 'NLRTM');
    const departure = isoToLocal(new Date(Date.now() + 7 * 86_400_000));
    await userEvent.type(within(dialog).getByLabelText('Departure (date and time)'), departure);
    await userEvent.clear(within(dialog).getByLabelText('Available capacity (TEU)'));
    await userEvent.type(within(dialog).getByLabelText('Available capacity (TEU)'), '500');
    await userEvent.type(within(dialog).getByLabelText('Price per TEU'), '150.5');
    await userEvent.type(
      within(dialog).getByLabelText('Cargo types (optional)'),
      ' Dry, Reefer ,, Hazardous ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Offer Ship' }));

    await waitFor(() => expect(api.sent('POST', '/api/ship-offerings')).toHaveLength(1));
    expect(api.sent('POST', '/api/ship-offerings')[0].body).toEqual({
      vesselId: vessel().id,
      shipName: 'MV Nordlys',
      teuCapacity: 800,
      originPort: 'DEHAM',
      destinationPort: 'NLRTM',
      departureDate: new Date(departure).toISOString(),
      arrivalDate: null,
      contactName: 'Olaf Jensen',
      contactEmail: 'olaf@nordfeeder.example',
      contactPhone: null,
      companyName: 'Nordfeeder A/S',
      pricePerTEU: 150.5,
      priceCurrency: 'USD',
      availableCapacity: 500,
      cargoTypes: ['Dry', 'Reefer', 'Hazardous'],
      specialRequirements: null,
    });
    expect(await screen.findByText('Ship offering created successfully')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('sends the price in the currency chosen, EUR by default for a reader who shows amounts in EUR', async () => {
    setMoneySettings({ display: 'EUR', rate: { rate: 1.0411, rateDate: '2025-02-28' } });
    const api = stubApi({
      'POST /api/ship-offerings': { status: 201, body: ownOffering({ approvalStatus: 'pending' }) },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const { dialog } = open([]);
    expect(within(dialog).getByLabelText('Currency')).toHaveValue('EUR');
    await userEvent.type(within(dialog).getByLabelText('Ship name'), 'MV Euro');
    await userEvent.type(within(dialog).getByLabelText('TEU capacity'), '600');
    await userEvent.type(within(dialog).getByLabelText('Available capacity (TEU)'), '300');
    await choosePort(dialog, 'Origin port', 'DEHAM');
    await choosePort(dialog, 'Destination port', 'NLRTM');
    const departure = isoToLocal(new Date(Date.now() + 7 * 86_400_000));
    await userEvent.type(within(dialog).getByLabelText('Departure (date and time)'), departure);
    await userEvent.type(within(dialog).getByLabelText('Price per TEU'), '180');
    // The amount box names the currency it is in.
    expect(within(dialog).getByText('EUR', { selector: 'span' })).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Currency'), 'USD');
    expect(within(dialog).getByText('USD', { selector: 'span' })).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Currency'), 'EUR');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Offer Ship' }));
    await waitFor(() => expect(api.sent('POST', '/api/ship-offerings')).toHaveLength(1));
    expect(api.sent('POST', '/api/ship-offerings')[0].body).toMatchObject({
      pricePerTEU: 180,
      priceCurrency: 'EUR',
    });
  });

  it('checks the cross-field rules before sending', async () => {
    vi.stubGlobal('fetch', stubApi({}).fetchMock);
    const { dialog } = open([]);
    await userEvent.type(within(dialog).getByLabelText('TEU capacity'), '300');
    await userEvent.type(within(dialog).getByLabelText('Available capacity (TEU)'), '400');
    await choosePort(dialog, 'Origin port', 'DEHAM');
    await choosePort(dialog, 'Destination port', 'DEHAM');
    await userEvent.type(within(dialog).getByLabelText('Price per TEU'), '10.555');
    await userEvent.type(within(dialog).getByLabelText('Departure (date and time)'), '2020-01-01T10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Offer Ship' }));

    expect(
      await within(dialog).findByText('Enter an amount of 0 or more with at most two decimals'),
    ).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Price per TEU'));
    await userEvent.type(within(dialog).getByLabelText('Price per TEU'), '10');
    await userEvent.type(within(dialog).getByLabelText('Ship name'), 'MV Test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Offer Ship' }));
    expect(
      await within(dialog).findByText('Available capacity cannot exceed the TEU capacity'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Origin and destination must be different ports')).toBeInTheDocument();
    expect(within(dialog).getByText('Departure cannot be in the past')).toBeInTheDocument();
  });

  it("puts the server's field issues under the fields and shows its message", async () => {
    const api = stubApi({
      'POST /api/ship-offerings': {
        status: 400,
        body: {
          message: 'Departure cannot be in the past',
          code: 'VALIDATION_ERROR',
          issues: [
            {
              field: 'departureDate',
              key: 'validation.departureInPast',
              message: 'Departure cannot be in the past',
            },
          ],
        },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const { dialog, onOpenChange } = open();
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Start from a fleet vessel'),
      'MV Nordlys (800 TEU)',
    );
    await choosePort(dialog, 'Origin port', 'Bremen');
    await choosePort(dialog, 'Destination port', 'Gdansk');
    await userEvent.type(
      within(dialog).getByLabelText('Departure (date and time)'),
      isoToLocal(new Date(Date.now() + 86_400_000)),
    );
    await userEvent.type(within(dialog).getByLabelText('Price per TEU'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Offer Ship' }));

    expect(await screen.findByTestId('toast')).toHaveTextContent('Error');
    expect(screen.getByTestId('toast')).toHaveTextContent('Departure cannot be in the past');
    expect(within(dialog).getByLabelText('Departure (date and time)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
