import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoToLocal } from '@/features/ship-offerings/components/offer-form-schema';
import { owner, ownOffering, ResizeObserverStub, renderApp, stubApi, vessel } from '@/test/marketplace';
import FleetPage from './fleet';

afterEach(() => vi.unstubAllGlobals());

const fleetPath = `/api/vessels/user/${owner.id}`;

describe('Fleet page', () => {
  it('shows the empty fleet, then adds a vessel with a checked IMO number', async () => {
    let fleet: ReturnType<typeof vessel>[] = [];
    const api = stubApi({
      [`GET ${fleetPath}`]: () => ({ body: fleet }),
      'POST /api/vessels': ({ body }) => {
        fleet = [vessel(body as Partial<ReturnType<typeof vessel>>)];
        return { status: 201, body: fleet[0] };
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<FleetPage />, { user: owner });

    expect(await screen.findByText('No vessels in your fleet yet')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add vessel' })[0]);
    const dialog = screen.getByRole('dialog', { name: 'Add vessel' });
    await userEvent.type(within(dialog).getByLabelText('Vessel name'), 'MV Nordlys');
    await userEvent.type(within(dialog).getByLabelText('IMO number'), '9074728');
    await userEvent.type(within(dialog).getByLabelText('TEU capacity'), '800');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add vessel' }));
    expect(
      await within(dialog).findByText('Enter a valid IMO number (7 digits with a correct check digit)'),
    ).toBeInTheDocument();
    expect(api.sent('POST', '/api/vessels')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('IMO number'));
    await userEvent.type(within(dialog).getByLabelText('IMO number'), 'IMO 9074729');
    await userEvent.type(within(dialog).getByLabelText('Service speed (kn) (optional)'), '16.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add vessel' }));

    await waitFor(() => expect(api.sent('POST', '/api/vessels')).toHaveLength(1));
    expect(api.sent('POST', '/api/vessels')[0].body).toEqual({
      name: 'MV Nordlys',
      imoNumber: '9074729',
      teuCapacity: 800,
      deadweightTonnes: null,
      grossTonnage: null,
      yearBuilt: null,
      mainEnginePowerKw: null,
      serviceSpeedKnots: 16.5,
      fuelConsumptionTonnesPerDay: null,
      fuelType: 'vlsfo',
      scrubberFitted: false,
      status: 'active',
      lengthOverallM: null,
      beamM: null,
      maxDraughtM: null,
      reeferPlugs: null,
      craneCount: null,
      craneSwlTonnes: null,
      iceClass: null,
      dgClasses: null,
    });
    expect(await screen.findByText('MV Nordlys added to your fleet')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: /MV Nordlys/ })).toBeInTheDocument();
  });

  it('offers a voyage from a fleet vessel with its name and capacity filled in', async () => {
    vi.stubGlobal('fetch', stubApi({ [`GET ${fleetPath}`]: { body: [vessel()] } }).fetchMock);
    renderApp(<FleetPage />, { user: owner });
    await userEvent.click(await screen.findByRole('button', { name: 'Offer voyage with MV Nordlys' }));
    const dialog = screen.getByRole('dialog', { name: 'Offer Ship' });
    expect(within(dialog).getByLabelText('Start from a fleet vessel')).toHaveDisplayValue(
      'MV Nordlys (800 TEU)',
    );
    expect(within(dialog).getByLabelText('Ship name')).toHaveValue('MV Nordlys');
    expect(within(dialog).getByLabelText('TEU capacity')).toHaveValue(800);
    expect(within(dialog).getByLabelText('Contact email')).toHaveValue(owner.email);
  });

  it('edits and deletes a vessel', async () => {
    const api = stubApi({
      [`GET ${fleetPath}`]: { body: [vessel()] },
      [`PATCH /api/vessels/${vessel().id}`]: ({ body }) => ({ body: { ...vessel(), ...(body as object) } }),
      [`DELETE /api/vessels/${vessel().id}`]: { status: 204 },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<FleetPage />, { user: owner });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit MV Nordlys' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit MV Nordlys' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'Laid up');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
        status: 'laid_up',
        imoNumber: '9074729',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Delete MV Nordlys' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete vessel' }),
    );
    expect(await screen.findByText('MV Nordlys removed from your fleet')).toBeInTheDocument();
  });

  it('takes the owner to the new offering in Ship management after "Offer voyage" (issue 27)', async () => {
    globalThis.ResizeObserver ??= ResizeObserverStub;
    const created = ownOffering({ id: 'a1f0c7d4-0000-4000-8000-0000000000ff', approvalStatus: 'pending' });
    const api = stubApi({
      [`GET ${fleetPath}`]: { body: [vessel()] },
      'POST /api/ship-offerings': { status: 201, body: created },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const { location } = renderApp(<FleetPage />, { user: owner, path: '/fleet' });
    await userEvent.click(await screen.findByRole('button', { name: 'Offer voyage with MV Nordlys' }));
    const dialog = screen.getByRole('dialog', { name: 'Offer Ship' });
    for (const [label, query] of [
      ['Origin port', 'hamb'],
      ['Destination port', 'NLRTM'],
    ]) {
      await userEvent.type(within(dialog).getByLabelText(label), query);
      await userEvent.keyboard('{Enter}');
    }
    const departure = isoToLocal(new Date(Date.now() + 7 * 86_400_000));
    await userEvent.type(within(dialog).getByLabelText('Departure (date and time)'), departure);
    await userEvent.type(within(dialog).getByLabelText('Price per TEU'), '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Offer Ship' }));

    await waitFor(() => expect(location.history?.at(-1)).toBe(`/ship-management?offering=${created.id}`));
    expect(screen.queryByRole('dialog', { name: 'Offer Ship' })).not.toBeInTheDocument();
  });
});
