import type { Match } from '@shared/schemas/matching';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format';
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

  it('accepts a match with optional feedback and toasts Match Accepted (held for the other party)', async () => {
    const api = stubApi({
      ...base(),
      [`PUT /api/algorithm/matches/${onTime.id}/accept`]: {
        body: { data: { ...onTime, status: 'held', hold: { by: 'shipper', expiresAt: at(2) } } },
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
    expect(toast).toHaveTextContent(
      `40 TEU on MV Nordlys are held until ${formatDateTime(at(2), 'en')} while the other party confirms.`,
    );
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

  it('sends the status, port and order as query parameters and shows the matches in the order served', async () => {
    const api = stubApi(base());
    vi.stubGlobal('fetch', api.fetchMock);
    render();
    await card('MV Nordlys · 40 TEU · Carla Moreno');
    const titles = () =>
      screen
        .getAllByRole('article')
        .map((a) => a.querySelector('h3')?.textContent)
        .filter((t) => t?.endsWith('· 40 TEU · Carla Moreno'));
    // The server sorts (every page follows the order), so the list keeps the order of the answer.
    expect(titles()).toEqual(
      [onTime, viaAlternative, accepted, expired].map(
        (m) => `${m.vesselDetails.vesselName} · 40 TEU · Carla Moreno`,
      ),
    );
    const lastQuery = () => api.sent('GET', '/api/algorithm/matches').at(-1)?.query;
    expect(lastQuery()?.get('sort')).toBe('score');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Newest');
    await waitFor(() => expect(lastQuery()?.get('sort')).toBe('newest'));

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Proposed');
    await waitFor(() => expect(lastQuery()?.get('status')).toBe('proposed'));
    await userEvent.type(screen.getByLabelText('Port'), 'Amsterdam');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastQuery()?.get('port')).toBe('NLAMS'));
    expect(lastQuery()?.get('status')).toBe('proposed');
    expect(lastQuery()?.get('sort')).toBe('newest');
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

describe('Cargo matching board paging (issue 11)', { timeout: 20_000 }, () => {
  const id = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
  /** Matches n..n+count-1 of a long history, each on its own voyage. */
  const matchPage = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) =>
      scoredMatch(
        availability({ id: id('d4f0c7d4', 100 + from + i), vesselName: `MV Paged ${from + i}` }),
        cargoRequest(),
        { id: id('f6f0c7d4', 100 + from + i) },
      ),
    );
  /** 45 matches in pages of 20: 20, 20, 5; a status filter leaves 3. */
  const pagedMatches = ({ query }: { query: URLSearchParams }) => {
    if (query.get('status') === 'proposed')
      return { body: { data: matchPage(0, 3) }, headers: { 'X-Total-Count': '3' } };
    const n = Number(query.get('page'));
    const from = (n - 1) * 20;
    return { body: { data: matchPage(from, n === 3 ? 5 : 20) }, headers: { 'X-Total-Count': '45' } };
  };

  it('pages the matches on the server and returns to page 1 when a filter or the order changes', async () => {
    const api = stubApi({ ...base(), 'GET /api/algorithm/matches': pagedMatches });
    vi.stubGlobal('fetch', api.fetchMock);
    render();
    await card('MV Paged 0 · 40 TEU · Carla Moreno');
    const section = screen.getByRole('region', { name: /Active Matches/ });
    expect(within(section).getByRole('heading', { name: /^Active Matches\s*\(45\)$/ })).toBeInTheDocument();
    expect(within(section).getByText('1–20 of 45')).toBeInTheDocument();
    const lastQuery = () => api.sent('GET', '/api/algorithm/matches').at(-1)!.query;
    expect([lastQuery().get('page'), lastQuery().get('pageSize')]).toEqual(['1', '20']);

    const pages = within(section).getByRole('navigation', { name: 'Pages of matches' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await card('MV Paged 20 · 40 TEU · Carla Moreno')).toBeInTheDocument();
    expect(lastQuery().get('page')).toBe('2');
    expect(within(section).getByText('21–40 of 45')).toBeInTheDocument();
    expect(
      screen.queryByRole('article', { name: 'MV Paged 0 · 40 TEU · Carla Moreno' }),
    ).not.toBeInTheDocument();

    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(await card('MV Paged 40 · 40 TEU · Carla Moreno')).toBeInTheDocument();
    expect(within(section).getByText('41–45 of 45')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Soonest departure');
    await waitFor(() => expect(lastQuery().get('sort')).toBe('departure'));
    expect(lastQuery().get('page')).toBe('1');
    expect(await card('MV Paged 0 · 40 TEU · Carla Moreno')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Page 2' }));
    expect(await card('MV Paged 20 · 40 TEU · Carla Moreno')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Proposed');
    await waitFor(() => expect(lastQuery().get('status')).toBe('proposed'));
    expect([lastQuery().get('page'), lastQuery().get('sort')]).toEqual(['1', 'departure']);
    expect(await card('MV Paged 2 · 40 TEU · Carla Moreno')).toBeInTheDocument();
    // Three matches fit on one page: no pager.
    await waitFor(() =>
      expect(within(section).queryByRole('navigation', { name: 'Pages of matches' })).not.toBeInTheDocument(),
    );
  });

  it('goes back a page when the last match on the last page is decided', async () => {
    let total = 21;
    const api = stubApi({
      ...base(),
      'GET /api/algorithm/matches': ({ query }) => {
        const n = Number(query.get('page'));
        const data = n === 1 ? matchPage(0, 20) : total > 20 ? matchPage(20, 1) : [];
        return { body: { data }, headers: { 'X-Total-Count': String(total) } };
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const { queryClient } = render();
    await card('MV Paged 0 · 40 TEU · Carla Moreno');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await card('MV Paged 20 · 40 TEU · Carla Moreno')).toBeInTheDocument();

    // Decided elsewhere (or here): the next answer for page 2 is empty.
    total = 20;
    await queryClient.invalidateQueries({ queryKey: ['/api/algorithm/matches'] });
    expect(await card('MV Paged 0 · 40 TEU · Carla Moreno')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.sent('GET', '/api/algorithm/matches').at(-1)!.query.get('page')).toBe('1'),
    );
    expect(screen.queryByText('No matches yet')).not.toBeInTheDocument();
    // Page 1 answers again with the new total: 20 matches fit on one page.
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Pages of matches' })).not.toBeInTheDocument(),
    );
  });

  it('pages the own capacity and transport requests on the server', async () => {
    const capacityPage = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) =>
        availability({ id: id('d4f0c7d4', 500 + from + i), vesselName: `MV Capacity ${from + i}` }),
      );
    const requestPage = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) =>
        cargoRequest({ id: id('e5f0c7d4', 500 + from + i), requestedTEU: 100 + from + i }),
      );
    const api = stubApi({
      ...base([]),
      'GET /api/algorithm/vessel-availabilities': ({ query }) => {
        const n = Number(query.get('page'));
        return {
          body: { data: capacityPage((n - 1) * 20, n === 1 ? 20 : 2) },
          headers: { 'X-Total-Count': '22' },
        };
      },
      'GET /api/algorithm/cargo-requests': ({ query }) => {
        const n = Number(query.get('page'));
        return {
          body: { data: requestPage((n - 1) * 20, n === 1 ? 20 : 10) },
          headers: { 'X-Total-Count': '30' },
        };
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    render();
    await card('MV Capacity 0');
    const capacity = screen.getByRole('region', { name: 'My vessel capacity' });
    expect(within(capacity).getByText('1–20 of 22')).toBeInTheDocument();
    const capacityQuery = () => api.sent('GET', '/api/algorithm/vessel-availabilities').at(-1)!.query;
    expect([capacityQuery().get('page'), capacityQuery().get('pageSize')]).toEqual(['1', '20']);
    await userEvent.click(
      within(within(capacity).getByRole('navigation', { name: 'Pages of vessel capacity' })).getByRole(
        'button',
        { name: 'Page 2' },
      ),
    );
    expect(await card('MV Capacity 21')).toBeInTheDocument();
    expect(capacityQuery().get('page')).toBe('2');
    expect(within(capacity).getByText('21–22 of 22')).toBeInTheDocument();

    const requests = screen.getByRole('region', { name: 'My transport requests' });
    await card('100 TEU · General (dry)');
    expect(within(requests).getByText('1–20 of 30')).toBeInTheDocument();
    await userEvent.click(
      within(within(requests).getByRole('navigation', { name: 'Pages of transport requests' })).getByRole(
        'button',
        { name: 'Next' },
      ),
    );
    expect(await card('129 TEU · General (dry)')).toBeInTheDocument();
    expect(api.sent('GET', '/api/algorithm/cargo-requests').at(-1)!.query.get('page')).toBe('2');
    // The capacity list keeps its own page.
    expect(within(capacity).getByText('21–22 of 22')).toBeInTheDocument();
  });
});

describe('Cargo matching board capacity sources', { timeout: 20_000 }, () => {
  it('reads all of the capacity, not the page on screen, to leave out offerings listed already', async () => {
    const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const later = new Date(Date.now() + 32 * 86_400_000).toISOString();
    const free = ownOffering({
      id: 'c1f0c7d4-0000-4000-8000-000000000001',
      shipName: 'MV Free',
      departureDate: future,
      arrivalDate: later,
    });
    const taken = ownOffering({
      id: 'c1f0c7d4-0000-4000-8000-000000000002',
      shipName: 'MV Taken',
      departureDate: future,
      arrivalDate: later,
    });
    const api = stubApi({
      ...base([]),
      'GET /api/algorithm/vessel-availabilities': ({ query }) =>
        // The listing of the taken offering is on a later page of the list on screen.
        query.get('pageSize') === '20'
          ? { body: { data: [availability()] }, headers: { 'X-Total-Count': '21' } }
          : {
              body: {
                data: [
                  availability(),
                  availability({ id: 'd4f0c7d4-0000-4000-8000-000000000099', shipOfferingId: taken.id }),
                ],
              },
              headers: { 'X-Total-Count': '21' },
            },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(
      <MatchingBoard
        contact={contact}
        vessels={[]}
        offerings={[free, taken]}
        allUsers={false}
        userId={owner.id}
      />,
    );
    await card('MV Nordlys');
    const longPage = () =>
      api
        .sent('GET', '/api/algorithm/vessel-availabilities')
        .filter((c) => c.query.get('pageSize') === '500');
    expect(longPage()).toHaveLength(0);
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Vessel Capacity' })[0]);
    const dialog = screen.getByRole('dialog', { name: 'Add Vessel Capacity' });
    await waitFor(() => expect(longPage()).toHaveLength(1));
    const source = within(dialog).getByLabelText('Start from');
    await waitFor(() =>
      expect(within(source).queryByRole('option', { name: /MV Taken/ })).not.toBeInTheDocument(),
    );
    expect(within(source).getByRole('option', { name: /MV Free/ })).toBeInTheDocument();
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
