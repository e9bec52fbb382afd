import type { Match } from '@shared/schemas/matching';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { admin, owner, ownOffering, ResizeObserverStub, renderApp, stubApi } from '@/test/marketplace';
import { at, availability, cargoRequest, scoredMatch, stats } from '@/test/matching';
import { MatchingBoard, usableOfferings } from './matching-board';

beforeAll(() => {
  globalThis.ResizeObserver ??= ResizeObserverStub;
});
afterEach(() => vi.unstubAllGlobals());

const contact = { contactName: 'Carla Moreno', contactEmail: 'carla@cargo.example' };

/** A proposed match on the requested ports; a second one via a listed alternative, arriving 12 h late. */
const onTime = scoredMatch(availability(), cargoRequest());
const viaAlternative = scoredMatch(
  availability({
    id: 'd4f0c7d4-0000-4000-8000-000000000002',
    vesselName: 'MS Amstel',
    destinationPort: 'NLAMS',
    arrivalDate: at(3.5),
    availableTEU: 40,
    pricePerTEU: 210,
  }),
  cargoRequest(),
  { id: 'f6f0c7d4-0000-4000-8000-000000000002', createdAt: at(-0.5) },
);
const accepted = scoredMatch(
  availability({ id: 'd4f0c7d4-0000-4000-8000-000000000003', vesselName: 'MS Accepted' }),
  cargoRequest(),
  { id: 'f6f0c7d4-0000-4000-8000-000000000003', status: 'accepted', feedback: 'See you in Hamburg' },
);
const expired = scoredMatch(
  availability({ id: 'd4f0c7d4-0000-4000-8000-000000000004', vesselName: 'MS Expired' }),
  cargoRequest(),
  { id: 'f6f0c7d4-0000-4000-8000-000000000004', status: 'expired', expiredReason: 'request_matched' },
);

const base = (matches: Match[] = [onTime, viaAlternative, accepted, expired]) => ({
  'GET /api/algorithm/stats': { body: { data: stats() } },
  'GET /api/algorithm/matches': { body: { data: matches } },
  'GET /api/algorithm/vessel-availabilities': { body: { data: [availability()] } },
  'GET /api/algorithm/cargo-requests': { body: { data: [cargoRequest()] } },
});

const render = (userId = owner.id, allUsers = false) =>
  renderApp(
    <MatchingBoard contact={contact} vessels={[]} offerings={[]} allUsers={allUsers} userId={userId} />,
  );

const card = (name: string) => screen.findByRole('article', { name });

describe('Cargo matching board', { timeout: 20_000 }, () => {
  it('shows the four stat cards and the totals line from the stats', async () => {
    vi.stubGlobal('fetch', stubApi(base()).fetchMock);
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Cargo Matching' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('stat-activeCapacities')).toHaveTextContent('7'));
    expect(screen.getByTestId('stat-pendingRequests')).toHaveTextContent('9');
    expect(screen.getByTestId('stat-proposedMatches')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-acceptedMatches')).toHaveTextContent('5');
    expect(screen.getByTestId('matching-totals')).toHaveTextContent(
      '420 TEU matched · 31.3 t CO2 saved · average score 84.6%',
    );
  });

  it('polls matches every 10 s and the stats and own lists every 30 s, never in a hidden tab', async () => {
    vi.stubGlobal('fetch', stubApi(base()).fetchMock);
    const { queryClient } = render();
    await card('MV Nordlys · 40 TEU · Carla Moreno');
    const polling = (path: string) => {
      const [query] = queryClient.getQueryCache().findAll({ queryKey: [path] });
      const options = query?.options as { refetchInterval?: number; refetchIntervalInBackground?: boolean };
      return [options.refetchInterval, options.refetchIntervalInBackground];
    };
    expect(polling('/api/algorithm/matches')).toEqual([10_000, false]);
    expect(polling('/api/algorithm/stats')).toEqual([30_000, false]);
    expect(polling('/api/algorithm/vessel-availabilities')).toEqual([30_000, false]);
    expect(polling('/api/algorithm/cargo-requests')).toEqual([30_000, false]);
  });

  it('shows each match with its percent to one decimal, status and both sides', async () => {
    vi.stubGlobal('fetch', stubApi(base()).fetchMock);
    render();
    const first = await card('MV Nordlys · 40 TEU · Carla Moreno');
    expect(within(first).getByTestId('match-score')).toHaveTextContent(
      `${(onTime.matchScore * 100).toFixed(1)}%`,
    );
    expect(within(first).getByText('Proposed')).toBeInTheDocument();
    expect(within(first).getByText('Your request')).toBeInTheDocument();
    expect(within(first).getByRole('region', { name: 'Vessel capacity' })).toHaveTextContent(
      /Hamburg.*Rotterdam.*200 TEU.*\$150\.50.*Olaf Jensen.*olaf@nordfeeder\.example/,
    );
    expect(within(first).getByRole('region', { name: 'Transport request' })).toHaveTextContent(
      /40 TEU.*Hamburg.*Rotterdam.*General \(dry\).*Carla Moreno/,
    );
    expect(
      within(await card('MS Expired · 40 TEU · Carla Moreno')).getByText(/matched with another vessel/),
    ).toBeInTheDocument();
    expect(
      within(await card('MS Accepted · 40 TEU · Carla Moreno')).getByText('See you in Hamburg'),
    ).toBeInTheDocument();
  });

  it('states the CO2 of the booked TEU on an accepted match, with the multiplication on focus', async () => {
    const co2 = {
      teu: 40,
      co2TtwKgPerTeu: 120.5,
      co2eWtwKgPerTeu: 150.1,
      co2TtwKg: 4820,
      co2eWtwKg: 6004,
      distanceNm: 307,
      basis: 'fleet' as const,
    };
    vi.stubGlobal('fetch', stubApi(base([{ ...accepted, co2 }])).fetchMock);
    render();
    const request = within(await card('MS Accepted · 40 TEU · Carla Moreno')).getByRole('region', {
      name: 'Transport request',
    });
    const figure = within(request).getByRole('button', { name: /4,820 kg CO₂ for 40 TEU/ });
    figure.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      /40 TEU × 120\.5 kg CO₂ per TEU tank-to-wake .*the vessel's own figures/,
    );
  });

  it('offers Accept and Reject on proposed matches only', async () => {
    vi.stubGlobal('fetch', stubApi(base()).fetchMock);
    render();
    for (const name of ['MV Nordlys · 40 TEU · Carla Moreno', 'MS Amstel · 40 TEU · Carla Moreno']) {
      const c = await card(name);
      expect(within(c).getByRole('button', { name: /^Accept match/ })).toBeInTheDocument();
      expect(within(c).getByRole('button', { name: /^Reject match/ })).toBeInTheDocument();
    }
    for (const name of ['MS Accepted · 40 TEU · Carla Moreno', 'MS Expired · 40 TEU · Carla Moreno']) {
      const c = await card(name);
      expect(within(c).queryByRole('button', { name: /Accept|Reject/ })).not.toBeInTheDocument();
    }
  });

  it('expands a breakdown whose points add up to the match score', async () => {
    vi.stubGlobal('fetch', stubApi(base()).fetchMock);
    render();
    const c = await card('MS Amstel · 40 TEU · Carla Moreno');
    const toggle = within(c).getByRole('button', { name: 'Show score breakdown' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = within(c).getByRole('table', { name: 'Score breakdown for MS Amstel' });

    const b = viaAlternative.breakdown;
    const port = within(table).getByTestId('breakdown-port');
    expect(port).toHaveTextContent('Origin: Hamburg, the requested port');
    expect(port).toHaveTextContent(
      'Destination: Amsterdam for Rotterdam, a listed alternative 62.4 nm away by sea',
    );
    expect(port).toHaveTextContent('40%');
    expect(within(table).getByTestId('breakdown-time')).toHaveTextContent(
      'Arrives 12 h after the latest date',
    );
    expect(within(table).getByTestId('breakdown-capacity')).toHaveTextContent('40 of 40 free TEU');
    expect(within(table).getByTestId('breakdown-price')).toHaveTextContent('$210.00 per TEU, budget $200.00');
    expect(within(table).getByTestId('breakdown-price')).toHaveTextContent(
      `${(b.price.score * 100).toFixed(1)}%`,
    );

    const points = [...table.querySelectorAll('[data-points]')].map((el) => Number(el.textContent));
    expect(points).toEqual(
      [b.port.points, b.time.points, b.capacity.points, b.price.points].map((p) => Math.round(p * 1000) / 10),
    );
    const total = Number(within(table).getByTestId('breakdown-total').textContent);
    expect(points.reduce((a, n) => a + n, 0)).toBeCloseTo(total, 6);
    expect(total.toFixed(1)).toBe((viaAlternative.matchScore * 100).toFixed(1));
    expect(within(c).getByTestId('match-score')).toHaveTextContent(`${total.toFixed(1)}%`);
  });

  it('accepts a match with optional feedback and toasts Match Accepted', async () => {
    const api = stubApi({
      ...base(),
      [`PUT /api/algorithm/matches/${onTime.id}/accept`]: {
        body: { data: { ...onTime, status: 'accepted' } },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    render();
    await userEvent.click(
      within(await card('MV Nordlys · 40 TEU · Carla Moreno')).getByRole('button', { name: /^Accept match/ }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Accept match' });
    await userEvent.type(within(dialog).getByLabelText('Feedback (optional)'), 'Boxes ready on Monday');
    const before = api.sent('GET', '/api/algorithm/matches').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept match' }));

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Match Accepted');
    expect(toast).toHaveTextContent('40 TEU on MV Nordlys are booked.');
    expect(api.sent('PUT', `/api/algorithm/matches/${onTime.id}/accept`)[0].body).toEqual({
      feedback: 'Boxes ready on Monday',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The related lists are fetched again.
    await waitFor(() => expect(api.sent('GET', '/api/algorithm/matches').length).toBeGreaterThan(before));
  });

  it('rejects only with a reason and toasts Match Rejected', async () => {
    const api = stubApi({
      ...base(),
      [`PUT /api/algorithm/matches/${viaAlternative.id}/reject`]: {
        body: { data: { ...viaAlternative, status: 'rejected' } },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    render();
    await userEvent.click(
      within(await card('MS Amstel · 40 TEU · Carla Moreno')).getByRole('button', { name: /^Reject match/ }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject match' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject match' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), '   ');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Amsterdam is too far from our depot');
    await userEvent.click(confirm);

    expect(await screen.findByTestId('toast')).toHaveTextContent('Match Rejected');
    expect(api.sent('PUT', `/api/algorithm/matches/${viaAlternative.id}/reject`)[0].body).toEqual({
      reason: 'Amsterdam is too far from our depot',
      feedback: null,
    });
  });

  it("shows the server's message when a match is no longer proposed", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        ...base(),
        [`PUT /api/algorithm/matches/${onTime.id}/accept`]: {
          status: 409,
          body: { message: 'This match is no longer proposed', code: 'CONFLICT' },
        },
      }).fetchMock,
    );
    render();
    await userEvent.click(
      within(await card('MV Nordlys · 40 TEU · Carla Moreno')).getByRole('button', { name: /^Accept match/ }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Accept match' })).getByRole('button', {
        name: 'Accept match',
      }),
    );
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('This match is no longer proposed');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends the status and port filters as query parameters and sorts by score or date', async () => {
    const api = stubApi(base());
    vi.stubGlobal('fetch', api.fetchMock);
    render();
    await card('MV Nordlys · 40 TEU · Carla Moreno');
    const titles = () =>
      screen
        .getAllByRole('article')
        .map((a) => a.querySelector('h3')?.textContent)
        .filter((t) => t?.endsWith('· 40 TEU · Carla Moreno'));
    const byScore = [onTime, viaAlternative, accepted, expired]
      .sort((a, b) => b.matchScore - a.matchScore || Date.parse(b.createdAt) - Date.parse(a.createdAt))
      .map((m) => `${m.vesselDetails.vesselName} · 40 TEU · Carla Moreno`);
    expect(titles()).toEqual(byScore);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Newest');
    expect(titles()[0]).toBe('MS Amstel · 40 TEU · Carla Moreno');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Proposed');
    await waitFor(() =>
      expect(api.sent('GET', '/api/algorithm/matches').at(-1)?.query.get('status')).toBe('proposed'),
    );
    await userEvent.type(screen.getByLabelText('Port'), 'Amsterdam');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.sent('GET', '/api/algorithm/matches').at(-1)?.query.get('port')).toBe('NLAMS'),
    );
    expect(api.sent('GET', '/api/algorithm/matches').at(-1)?.query.get('status')).toBe('proposed');
  });

  it('shows skeletons while loading, then empty states with calls to action', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const empty = stubApi({
      'GET /api/algorithm/stats': { body: { data: stats({ totalMatches: 0 }) } },
      'GET /api/algorithm/matches': { body: { data: [] } },
      'GET /api/algorithm/vessel-availabilities': { body: { data: [] } },
      'GET /api/algorithm/cargo-requests': { body: { data: [] } },
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      await gate;
      return empty.fetchMock(input, init);
    });
    render();
    expect(screen.getByRole('status', { name: 'Loading matches...' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading vessel capacity...' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading transport requests...' })).toBeInTheDocument();
    release();

    expect(await screen.findByText('No matches yet')).toBeInTheDocument();
    expect(screen.getByText('No vessel capacity yet')).toBeInTheDocument();
    expect(screen.getByText('No transport requests yet')).toBeInTheDocument();
    expect(screen.getByTestId('matching-totals')).toHaveTextContent('average score –');
    const capacitySection = screen.getByRole('region', { name: 'My vessel capacity' });
    await userEvent.click(within(capacitySection).getByRole('button', { name: 'Add Vessel Capacity' }));
    expect(screen.getByRole('dialog', { name: 'Add Vessel Capacity' })).toBeInTheDocument();
  });

  it('shows an error with a retry for each list', async () => {
    const failing = { status: 500, body: { message: 'Server error' } };
    const api = stubApi({
      'GET /api/algorithm/stats': failing,
      'GET /api/algorithm/matches': failing,
      'GET /api/algorithm/vessel-availabilities': failing,
      'GET /api/algorithm/cargo-requests': failing,
    });
    vi.stubGlobal('fetch', api.fetchMock);
    render();
    expect(await screen.findByText('The matches could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Your vessel capacity could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Your transport requests could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('The statistics could not be loaded.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(4);
    const before = api.sent('GET', '/api/algorithm/matches').length;
    const matchesSection = screen.getByRole('region', { name: 'Active Matches' });
    await userEvent.click(within(matchesSection).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.sent('GET', '/api/algorithm/matches').length).toBe(before + 1));
  });

  it('lists own capacity and requests, and withdraws after a confirmation', async () => {
    const api = stubApi({
      ...base([]),
      'GET /api/algorithm/cargo-requests': { body: { data: [cargoRequest({ userId: owner.id })] } },
      [`POST /api/algorithm/vessel-availabilities/${availability().id}/withdraw`]: {
        body: { data: availability({ status: 'withdrawn' }) },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    render();
    const capacity = await card('MV Nordlys');
    expect(capacity).toHaveTextContent('200 / 800 TEU');
    expect(capacity).toHaveTextContent('1 proposed · 0 accepted');
    const request = await card('40 TEU · General (dry)');
    expect(request).toHaveTextContent('Pending');
    expect(request).toHaveTextContent('Also: Amsterdam');

    await userEvent.click(
      within(capacity).getByRole('button', { name: 'Withdraw vessel capacity MV Nordlys' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Withdraw MV Nordlys?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Vessel capacity withdrawn')).toBeInTheDocument();
    expect(
      api.sent('POST', `/api/algorithm/vessel-availabilities/${availability().id}/withdraw`),
    ).toHaveLength(1);

    await userEvent.click(within(request).getByRole('button', { name: /^Edit transport request/ }));
    expect(screen.getByRole('dialog', { name: 'Edit transport request' })).toBeInTheDocument();
  });
});

describe('Cargo matching board for an administrator', () => {
  it("shows everyone's capacity and requests without offering to change them", async () => {
    vi.stubGlobal('fetch', stubApi(base()).fetchMock);
    render(admin.id, true);
    expect(await screen.findByRole('heading', { name: 'All vessel capacity' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All transport requests' })).toBeInTheDocument();
    await card('MV Nordlys');
    expect(screen.queryByRole('button', { name: /^(Edit|Withdraw) / })).not.toBeInTheDocument();
  });
});

describe('usableOfferings', () => {
  it('keeps approved, active offerings with an arrival that have not sailed, have TEU left and are not listed yet', () => {
    const now = Date.parse('2031-01-01T00:00:00Z');
    const ok = ownOffering({ id: 'o1', departureDate: '2031-02-01T00:00:00Z' });
    const offerings = [
      ok,
      ownOffering({ id: 'o2', approvalStatus: 'pending', departureDate: ok.departureDate }),
      ownOffering({ id: 'o3', departureDate: '2030-12-01T00:00:00Z' }),
      ownOffering({ id: 'o4', availableCapacity: 0, departureDate: ok.departureDate }),
      ownOffering({ id: 'o5', departureDate: ok.departureDate }),
      ownOffering({ id: 'o6', departureDate: ok.departureDate, arrivalDate: null }),
      ownOffering({ id: 'o7', departureDate: ok.departureDate, status: 'inactive' }),
    ];
    const listed = [availability({ shipOfferingId: 'o5' })];
    expect(usableOfferings(offerings, listed, now).map((o) => o.id)).toEqual(['o1']);
  });
});
