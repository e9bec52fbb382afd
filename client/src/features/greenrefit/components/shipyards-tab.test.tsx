import { shipyardFieldsSchema } from '@shared/schemas/greenrefit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin, renderApp, stubApi } from '@/test/marketplace';
import { shipyard } from '../test/fixtures';
import { ShipyardsTab } from './shipyards-tab';

afterEach(() => vi.unstubAllGlobals());

describe('Shipyards tab', { timeout: 20_000 }, () => {
  it('lists yards with a demo badge and validates a new one with the shared schema', async () => {
    let yards = [shipyard()];
    const api = stubApi({
      'GET /api/greenrefit/shipyards': () => ({ body: yards }),
      'POST /api/greenrefit/shipyards': ({ body }) => {
        yards = [
          ...yards,
          shipyard({ id: 'a7f0c7d4-0000-4000-8000-000000000009', name: (body as { name: string }).name }),
        ];
        return { status: 201, body: yards.at(-1) };
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<ShipyardsTab />, { user: admin });

    const row = await screen.findByRole('row', { name: /Elbe Retrofit Yard/ });
    expect(row).toHaveTextContent('demo');
    expect(row).toHaveTextContent('Hamburg, DE');
    expect(row).toHaveTextContent('Hull coating and cleaning');

    await userEvent.click(screen.getByRole('button', { name: 'Add shipyard' }));
    const dialog = screen.getByRole('dialog', { name: 'Add shipyard' });
    await userEvent.type(within(dialog).getByLabelText('Website'), 'http://yard.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add shipyard' }));

    expect(await within(dialog).findByText('Choose at least one measure')).toBeInTheDocument();
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(1);
    expect(within(dialog).getByText('Choose a port from the list')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a web address starting with https://')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
    expect(api.sent('POST', '/api/greenrefit/shipyards')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Baltic Refit');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Port' }), 'Gdansk');
    await userEvent.keyboard('{Enter}');
    const measures = within(dialog).getByRole('group', { name: 'Measures the yard carries out' });
    await userEvent.click(within(measures).getByLabelText('Rotor sails'));
    await userEvent.click(within(measures).getByLabelText('Hull coating and cleaning'));
    await userEvent.type(within(dialog).getByLabelText('Certifications'), 'ISO 9001, DNV approved');
    await userEvent.type(within(dialog).getByLabelText('Contact email'), 'yard@baltic.example');
    await userEvent.clear(within(dialog).getByLabelText('Website'));
    await userEvent.type(within(dialog).getByLabelText('Website'), 'https://baltic.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add shipyard' }));

    expect(await screen.findByText('Baltic Refit added')).toBeInTheDocument();
    const [sent] = api.sent('POST', '/api/greenrefit/shipyards');
    expect(shipyardFieldsSchema.safeParse(sent.body).success).toBe(true);
    expect(sent.body).toMatchObject({
      name: 'Baltic Refit',
      port: 'PLGDN',
      measures: ['hull_coating', 'rotor_sails'],
      certifications: ['ISO 9001', 'DNV approved'],
      contactEmail: 'yard@baltic.example',
      website: 'https://baltic.example',
    });
    expect(await screen.findByRole('row', { name: /Baltic Refit/ })).toBeInTheDocument();
  });

  it('edits a yard with its figures prefilled and deletes one after confirming', async () => {
    const api = stubApi({
      'GET /api/greenrefit/shipyards': { body: [shipyard()] },
      [`PATCH /api/greenrefit/shipyards/${shipyard().id}`]: { body: shipyard() },
      [`DELETE /api/greenrefit/shipyards/${shipyard().id}`]: { status: 204 },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<ShipyardsTab />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Elbe Retrofit Yard' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit shipyard' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Elbe Retrofit Yard');
    expect(within(dialog).getByRole('combobox', { name: 'Port' })).toHaveValue('Hamburg (DEHAM)');
    expect(within(dialog).getByLabelText('Shore power connection')).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Shipyard updated')).toBeInTheDocument();
    expect(api.sent('PATCH', `/api/greenrefit/shipyards/${shipyard().id}`)[0].body).toMatchObject({
      name: 'Elbe Retrofit Yard',
      measures: ['hull_coating', 'propeller_redesign', 'shore_power'],
      certifications: ['ISO 9001'],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete Elbe Retrofit Yard' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Elbe Retrofit Yard?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete shipyard' }));
    expect(await screen.findByText('Elbe Retrofit Yard deleted')).toBeInTheDocument();
  });
});
