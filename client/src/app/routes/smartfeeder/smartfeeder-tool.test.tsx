import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quoteFixture, quoteInputs, savedFixture } from '@/features/smartfeeder/test/quote-fixture';
import { owner, renderApp, stubApi, vessel } from '@/test/marketplace';
import SmartFeederToolPage from './smartfeeder-tool';

afterEach(() => vi.unstubAllGlobals());

const fleetPath = `/api/vessels/user/${owner.id}`;

async function choosePort(label: string, text: string, option: RegExp) {
  const box = screen.getByRole('combobox', { name: label });
  await userEvent.clear(box);
  await userEvent.type(box, text);
  await userEvent.click(within(screen.getByRole('listbox')).getAllByRole('option', { name: option })[0]);
}

describe('SmartFeeder page', () => {
  it('calculates on the server, shows SPEC.md §3 results, saves with the specified payload', async () => {
    const saved = savedFixture();
    let history: unknown[] = [];
    const api = stubApi({
      [`GET ${fleetPath}`]: { body: [vessel({ name: 'Alster Bay' })] },
      'GET /api/smartfeeder-calculations': () => ({ body: history }),
      'POST /api/smartfeeder/quote': { body: quoteFixture() },
      'POST /api/smartfeeder-calculations': () => {
        history = [saved];
        return { status: 201, body: saved };
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<SmartFeederToolPage />, { user: owner });

    expect(await screen.findByText('No saved calculations yet.')).toBeInTheDocument();
    await choosePort('Origin port', 'Hamburg', /Hamburg/);
    await choosePort('Destination port', 'PLGDN', /Gdansk/);
    await userEvent.type(screen.getByLabelText('Cargo weight (t)'), '3000');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));

    expect(await screen.findByText('Calculation Complete')).toBeInTheDocument();
    expect(screen.getByText('SmartFeeder route analysis completed successfully.')).toBeInTheDocument();
    // Issue 27: at the top on every screen, never over the route map in the lower right.
    expect(screen.getByTestId('toast').parentElement).not.toHaveClass('sm:bottom-0');
    expect(api.sent('POST', '/api/smartfeeder/quote')[0].body).toMatchObject(quoteInputs);
    expect(screen.getByTestId('route-distance')).toHaveTextContent('448.9 nm');
    expect(screen.getByTestId('suggested-vessel-type')).toHaveTextContent('Small Feeder');
    expect(screen.getByTestId('estimated-cost')).toHaveTextContent('$41,234.56');
    // Issue 13: the per-TEU cost names what it divides by, and slow steaming compares with the computed 14 kn.
    expect(
      screen.getByText(/Cost per TEU: \$147.27 \(total cost ÷ 300 TEU, your cargo\)/),
    ).toBeInTheDocument();
    expect(screen.getByTestId('slow-steaming')).toHaveTextContent(
      'At 12 kn instead of the 14 kn computed above',
    );
    expect(screen.getByTestId('route-passages')).toHaveTextContent('Kiel Canal');
    // Issue 25: the canal's dues by gross tonnage and its leg at the speed limit are a cost line of their own.
    expect(screen.getByTestId('cost-breakdown')).toHaveTextContent(
      'Kiel Canal dues and pilotageDues 546 EUR for 5,000 GT (published tariff, NOKBefAbgV), pilotage not included (an assumption below); 53 nm at the 6.5 kn limit, 8.2 h$589.68',
    );
    expect(screen.getByText('Round Skagen instead: 782 nm.')).toBeInTheDocument();
    expect(screen.getByTestId('comparison-cost').querySelectorAll('polyline')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Save calculation' }));
    expect(await screen.findByText('Calculation saved')).toBeInTheDocument();
    const [save] = api.sent('POST', '/api/smartfeeder-calculations');
    expect(save.body).toMatchObject({
      originPort: 'DEHAM',
      destinationPort: 'PLGDN',
      routeDistance: 448.9,
      status: 'completed',
      calculationInputs: {
        originPort: 'DEHAM',
        destinationPort: 'PLGDN',
        cargoWeight: 3000,
        timestamp: expect.any(String),
      },
      calculationResults: { estimatedCost: 41234.56 },
    });
    expect(await screen.findByRole('button', { name: 'Open: Hamburg → Gdansk' })).toBeInTheDocument();
    // Issue 27: a saved calculation says which vessel and speed it was computed for.
    expect(screen.getByTestId('history-computed-for')).toHaveTextContent('Small Feeder · 14.0 kn');
  });

  it('offers the user’s fleet vessels and sends the chosen one', async () => {
    const mine = vessel({ name: 'Alster Bay' });
    const api = stubApi({
      [`GET ${fleetPath}`]: { body: [mine] },
      'GET /api/smartfeeder-calculations': { body: [] },
      // The server suggests no class for the user's own ship, and there is no cargo weight (issue 25).
      'POST /api/smartfeeder/quote': {
        body: quoteFixture({
          suggestedVesselType: null,
          costPerTeu: 147.27,
          cargo: { weightT: 0, teu: 0, teuBasis: 280 },
        }),
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<SmartFeederToolPage />, { user: owner });
    await screen.findByRole('option', { name: /Alster Bay/ });
    await choosePort('Origin port', 'Rotterdam', /Rotterdam/);
    await choosePort('Destination port', 'Rotterdam', /Rotterdam/);
    await userEvent.selectOptions(screen.getByLabelText('Vessel'), `fleet:${mine.id}`);
    await userEvent.type(screen.getByLabelText('Speed (kn)'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(api.sent('POST', '/api/smartfeeder/quote')).toHaveLength(1));
    expect(api.sent('POST', '/api/smartfeeder/quote')[0].body).toMatchObject({
      originPort: 'NLRTM',
      destinationPort: 'NLRTM',
      vesselId: mine.id,
      vesselType: null,
      speedKnots: 12,
    });
    expect(
      await screen.findByText(
        'Cost per TEU: $147.27 (total cost ÷ 280 TEU: the vessel at its usual load (no cargo weight entered))',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/your 0 TEU/)).toBeNull();
    expect(screen.queryByTestId('suggested-vessel-type')).toBeNull();
  });

  it('refuses a speed outside 4–25 kn in the form, and shows the server’s refusal as Calculation Error', async () => {
    const api = stubApi({
      [`GET ${fleetPath}`]: { body: [] },
      'GET /api/smartfeeder-calculations': { body: [] },
      'POST /api/smartfeeder/quote': {
        status: 400,
        body: {
          message: 'Choose a port from the list',
          code: 'VALIDATION_ERROR',
          issues: [
            { field: 'originPort', key: 'validation.unknownPort', message: 'Choose a port from the list' },
          ],
        },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<SmartFeederToolPage />, { user: owner });
    await choosePort('Origin port', 'Hamburg', /Hamburg/);
    await choosePort('Destination port', 'Genoa', /Genoa/);
    await userEvent.type(screen.getByLabelText('Speed (kn)'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Speed must be between 4 and 25 knots')).toBeInTheDocument();
    expect(api.sent('POST', '/api/smartfeeder/quote')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Speed (kn)'));
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Calculation Error')).toBeInTheDocument();
    expect(await screen.findAllByText('Choose a port from the list')).not.toHaveLength(0);
  });

  it('reopens a saved calculation with the results it was saved with', async () => {
    const saved = savedFixture(quoteFixture({ routeDistance: 451.2 }));
    const api = stubApi({
      [`GET ${fleetPath}`]: { body: [] },
      'GET /api/smartfeeder-calculations': { body: [saved] },
      [`GET /api/smartfeeder-calculations/${saved.id}`]: { body: saved },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<SmartFeederToolPage />, { user: owner });
    await userEvent.click(await screen.findByRole('button', { name: 'Open: Hamburg → Gdansk' }));
    expect(await screen.findByTestId('route-distance')).toHaveTextContent('451.2 nm');
    expect(screen.getByText(/Showing a saved calculation/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Origin port' })).toHaveValue('Hamburg (DEHAM)');
    expect(screen.getByLabelText('Cargo weight (t)')).toHaveValue(3000);
  });
});

describe('saved calculations paging (issue 11)', () => {
  const item = (i: number) => ({
    ...savedFixture(),
    id: `5b7d2c1e-1111-4c8c-9d33-${String(i).padStart(12, '0')}`,
    destinationPort: i < 10 ? 'PLGDN' : 'SESTO',
  });

  it('shows one page of the history and pages on the server', async () => {
    let fail = true;
    const api = stubApi({
      [`GET ${fleetPath}`]: { body: [] },
      'GET /api/smartfeeder-calculations': ({ query }) => {
        if (fail) return { status: 500, body: { message: 'x', code: 'INTERNAL' } };
        const page = Number(query.get('page'));
        const n = page === 2 ? 2 : 10;
        return {
          body: Array.from({ length: n }, (_, i) => item((page - 1) * 10 + i)),
          headers: { 'X-Total-Count': '12' },
        };
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<SmartFeederToolPage />, { user: owner });
    expect(await screen.findByText('Saved calculations could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const list = await screen.findByTestId('history-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of saved calculations' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('11–12 of 12')).toBeInTheDocument();
    expect(within(screen.getByTestId('history-list')).getAllByRole('listitem')).toHaveLength(2);
    const sent = api.sent('GET', '/api/smartfeeder-calculations').map((c) => c.query.get('page'));
    expect(sent.at(-1)).toBe('2');
    expect(api.sent('GET', '/api/smartfeeder-calculations').at(-1)!.query.get('pageSize')).toBe('10');
  }, 20_000);
});
