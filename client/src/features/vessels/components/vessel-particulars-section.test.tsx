import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { owner, renderApp, stubApi, vessel } from '@/test/marketplace';
import { FleetList } from './fleet-list';
import { VesselFormDialog } from './vessel-form-dialog';

afterEach(() => vi.unstubAllGlobals());

const noop = () => {};
const openForm = (v?: ReturnType<typeof vessel>) => {
  renderApp(<VesselFormDialog open onOpenChange={noop} vessel={v} />, { user: owner });
  return screen.getByRole('dialog');
};
const type = async (dialog: HTMLElement, label: string, value: string) => {
  const box = within(dialog).getByLabelText(label);
  await userEvent.clear(box);
  await userEvent.type(box, value);
};

describe('vessel form: particulars', () => {
  it('sends the particulars entered, DG classes ticked in the IMDG order', async () => {
    const api = stubApi({
      'POST /api/vessels': ({ body }) => ({ status: 201, body: vessel(body as object) }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const dialog = openForm();
    await type(dialog, 'Vessel name', 'MV Nordlys');
    await type(dialog, 'IMO number', '9074729');
    await type(dialog, 'TEU capacity', '800');
    await type(dialog, 'Length overall (optional)', '134');
    await type(dialog, 'Maximum draught (optional)', '8.2');
    await type(dialog, 'Reefer plugs (optional)', '120');
    await type(dialog, 'Cranes (optional)', '2');
    await type(dialog, 'Crane SWL (optional)', '45');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Ice class/), '1A');
    expect(within(dialog).queryByRole('checkbox', { name: 'Class 3' })).not.toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Dangerous goods'), 'These classes:');
    for (const c of ['9', '3', '8'])
      await userEvent.click(within(dialog).getByRole('checkbox', { name: `Class ${c}` }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add vessel' }));

    await waitFor(() => expect(api.sent('POST', '/api/vessels')).toHaveLength(1));
    expect(api.sent('POST', '/api/vessels')[0].body).toMatchObject({
      lengthOverallM: 134,
      beamM: null,
      maxDraughtM: 8.2,
      reeferPlugs: 120,
      craneCount: 2,
      craneSwlTonnes: 45,
      iceClass: '1A',
      dgClasses: ['3', '8', '9'],
    });
  });

  it('shows field messages for particulars out of bounds and for "these classes" with none ticked', async () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetchMock);
    const dialog = openForm(vessel({ teuCapacity: 100 }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Dangerous goods'), 'These classes:');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText(
        'Choose at least one IMDG class, or say that the ship takes no dangerous goods',
      ),
    ).toBeInTheDocument();

    await userEvent.selectOptions(within(dialog).getByLabelText('Dangerous goods'), 'None accepted');
    await type(dialog, 'Maximum draught (optional)', '14');
    await type(dialog, 'Reefer plugs (optional)', '101');
    await type(dialog, 'Crane SWL (optional)', '40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('Enter a maximum draught from 1 to 12 m, with at most one decimal'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('A ship cannot have more reefer plugs than TEU capacity'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('A safe working load needs at least one crane')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Maximum draught (optional)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it("fills an edit with the vessel's particulars; not stated clears the DG classes", async () => {
    const stated = vessel({
      maxDraughtM: 8.2,
      reeferPlugs: 120,
      iceClass: '1A_super',
      dgClasses: ['3', '8'],
    });
    const api = stubApi({
      [`PATCH /api/vessels/${stated.id}`]: ({ body }) => ({ body: { ...stated, ...(body as object) } }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const dialog = openForm(stated);
    expect(within(dialog).getByLabelText('Maximum draught (optional)')).toHaveValue(8.2);
    expect(within(dialog).getByLabelText(/^Ice class/)).toHaveDisplayValue('1A Super');
    expect(within(dialog).getByRole('checkbox', { name: 'Class 3' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Class 9' })).not.toBeChecked();

    await userEvent.selectOptions(within(dialog).getByLabelText('Dangerous goods'), 'Not stated');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Ice class/), 'Not stated');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PATCH')).toBeDefined());
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      maxDraughtM: 8.2,
      reeferPlugs: 120,
      iceClass: null,
      dgClasses: null,
    });
  });

  it('lists each vessel with its particulars in one line', () => {
    renderApp(
      <FleetList
        vessels={[
          vessel({
            lengthOverallM: 134,
            maxDraughtM: 8.2,
            reeferPlugs: 120,
            iceClass: '1A',
            dgClasses: ['3', '8', '9'],
          }),
        ]}
        isPending={false}
        isError={false}
        onRetry={noop}
        onAdd={noop}
        onEdit={noop}
        onDelete={noop}
        onOffer={noop}
      />,
    );
    expect(
      screen.getByText('LOA 134 m · draught 8.2 m · 120 plugs · ice 1A · DG 3, 8, 9'),
    ).toBeInTheDocument();
  });
});
