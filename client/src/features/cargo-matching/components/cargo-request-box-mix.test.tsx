import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResizeObserverStub, renderApp, stubApi } from '@/test/marketplace';
import { cargoRequest } from '@/test/matching';
import { CargoRequestDialog } from './cargo-request-dialog';

beforeAll(() => {
  globalThis.ResizeObserver ??= ResizeObserverStub;
});
afterEach(() => vi.unstubAllGlobals());

const contact = { contactName: 'Carla Moreno', contactEmail: 'carla@cargo.example' };
const line = (dialog: HTMLElement, n: number) => within(dialog).getByRole('group', { name: `Line ${n}` });

describe('CargoRequestDialog with a box mix (issue 23)', { timeout: 30_000 }, () => {
  it('edits a stored mix: lines prefilled, TEU and cargo type follow the mix, sent with the commodity', async () => {
    const stored = cargoRequest({
      requestedTEU: 4,
      cargoType: 'reefer',
      commodity: 'Frozen salmon',
      boxMix: [
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
      ],
    });
    const api = stubApi({
      [`PUT /api/algorithm/cargo-requests/${stored.id}`]: {
        body: { data: stored, matchingResult: { matches: [], processingTimeMs: 1 } },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(
      <CargoRequestDialog target={{ mode: 'edit', request: stored }} onClose={vi.fn()} contact={contact} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit transport request' });
    expect(within(line(dialog, 1)).getByLabelText('Set temperature')).toHaveValue(-18);
    expect(within(dialog).getByLabelText('Commodity')).toHaveValue('Frozen salmon');
    const teu = within(dialog).getByLabelText('Required TEU');
    expect(teu).toHaveAttribute('readonly');
    expect(teu).toHaveValue(4);

    // A dangerous 20' box: 5 TEU, and the request becomes dangerous goods.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add boxes' }));
    await userEvent.type(within(line(dialog, 2)).getByLabelText('Gross weight per box'), '18000');
    await userEvent.click(within(line(dialog, 2)).getByLabelText('Dangerous goods'));
    await userEvent.selectOptions(within(line(dialog, 2)).getByLabelText('IMDG class'), 'Class 3');
    await userEvent.type(within(line(dialog, 2)).getByLabelText('UN number'), '1263');
    expect(within(dialog).getByRole('status', { name: 'TEU of the box mix' })).toHaveTextContent('= 5 TEU');
    await waitFor(() => expect(teu).toHaveValue(5));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Cargo type')).toHaveDisplayValue('Dangerous goods'),
    );
    expect(within(dialog).getByLabelText('Cargo type')).toHaveAccessibleDescription(
      'Follows from the box mix',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.sent('PUT', `/api/algorithm/cargo-requests/${stored.id}`)).toHaveLength(1),
    );
    expect(api.sent('PUT', `/api/algorithm/cargo-requests/${stored.id}`)[0].body).toMatchObject({
      requestedTEU: 5,
      cargoType: 'dangerous',
      commodity: 'Frozen salmon',
      boxMix: [
        expect.objectContaining({ type: 'reefer', temperatureC: -18 }),
        expect.objectContaining({ dangerous: true, imoClass: '3', unNumber: '1263' }),
      ],
    });
  });

  it("puts the server's box-mix issues under their line", async () => {
    const message = 'A reefer needs its set temperature';
    const stored = cargoRequest();
    const api = stubApi({
      [`PUT /api/algorithm/cargo-requests/${stored.id}`]: {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message,
          issues: [{ field: 'boxMix.0.temperatureC', key: 'validation.temperatureRequired', message }],
        },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(
      <CargoRequestDialog target={{ mode: 'edit', request: stored }} onClose={vi.fn()} contact={contact} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit transport request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add boxes' }));
    await userEvent.selectOptions(within(line(dialog, 1)).getByLabelText('Type'), 'reefer');
    await userEvent.type(within(line(dialog, 1)).getByLabelText('Gross weight per box'), '20000');
    await userEvent.type(within(line(dialog, 1)).getByLabelText('Set temperature'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(line(dialog, 1)).findByText(message)).toBeInTheDocument();
  });
});
