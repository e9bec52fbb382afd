import type { AnalyticsBucket, PlatformAnalytics } from '@shared/schemas/analytics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, renderApp, stubApi } from '@/test/marketplace';
import EnterpriseDashboardPage from './enterprise-dashboard';

const zero = { registrations: 0, shipOfferings: 0, bookingRequests: 0, matches: 0, voyages: 0 };
const bucket = (start: string, b: Partial<AnalyticsBucket> = {}): AnalyticsBucket => ({
  start,
  ...zero,
  teuOffered: 0,
  teuBooked: 0,
  co2Tonnes: 0,
  ...b,
});

function analytics(over: Partial<PlatformAnalytics> = {}): PlatformAnalytics {
  const buckets = over.buckets ?? [
    bucket('2025-03-01', {
      registrations: 3,
      shipOfferings: 1,
      voyages: 1,
      teuOffered: 700,
      teuBooked: 140,
      co2Tonnes: 61.25,
    }),
    bucket('2025-03-02'),
    bucket('2025-03-03', { registrations: 1250, bookingRequests: 2, matches: 4 }),
  ];
  return {
    from: '2025-03-01',
    to: '2025-03-03',
    granularity: 'day',
    buckets,
    totals: {
      registrations: 1253,
      shipOfferings: 1,
      bookingRequests: 2,
      matches: 4,
      voyages: 1,
      teuOffered: 700,
      teuBooked: 140,
      utilization: 20,
      co2Tonnes: 61.25,
      co2AvoidedTonnes: 3.5,
      unroutedVoyages: 0,
    },
    routes: [
      {
        originPort: 'DEHAM',
        destinationPort: 'NLRTM',
        voyages: 1,
        teuOffered: 700,
        teuBooked: 140,
        utilization: 20,
        distanceNm: 305.4,
        co2Tonnes: 61.25,
      },
    ],
    ...over,
  };
}

/** The CSV files the page hands to the browser, as text. */
let downloads: { name: string; text: Promise<string> }[] = [];
beforeEach(() => {
  downloads = [];
  let blob: Blob | undefined;
  // jsdom has no object URLs: the page's Blob is kept for the test instead.
  class TestUrl extends URL {
    static createObjectURL(b: Blob) {
      blob = b;
      return 'blob:csv';
    }
    static revokeObjectURL() {}
  }
  vi.stubGlobal('URL', TestUrl);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    // Decoded with the byte-order mark kept, so the test sees the file's exact bytes.
    const bytes = blob!.arrayBuffer();
    downloads.push({
      name: this.download,
      text: bytes.then((b) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(b)),
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = (path: string, answer: (query: URLSearchParams) => { status?: number; body: unknown }) => {
  const api = stubApi({ 'GET /api/admin/analytics': (call) => answer(call.query) });
  vi.stubGlobal('fetch', api.fetchMock);
  return { api, ...renderApp(<EnterpriseDashboardPage />, { path, user: admin }) };
};
const PATH = '/enterprise-dashboard?from=2025-03-01&to=2025-03-03&granularity=day';
const card = (title: string) => screen.getByRole('region', { name: title });

describe('Enterprise dashboard', () => {
  it('asks for the period in the address and shows its totals and charts', async () => {
    const { api } = open(PATH, () => ({ body: analytics() }));
    expect(
      await screen.findByRole('heading', { name: 'Enterprise Dashboard', level: 1 }),
    ).toBeInTheDocument();
    const totals = await screen.findByRole('region', { name: 'Totals for the period' });
    await within(totals).findByText('1,253');
    const tile = (label: string) => {
      const box = within(totals).getByText(label).closest('div')!;
      return [box.querySelector('.text-3xl')?.textContent, box.lastElementChild?.textContent];
    };
    expect(tile('TEU offered')).toEqual(['700', 'Voyages listed: 1']);
    expect(tile('TEU booked')).toEqual(['140', '20% of the TEU offered']);
    expect(tile('CO2 (t)')).toEqual(['61.3', 'Of the voyages listed']);
    expect(tile('CO2 avoided (t)')).toEqual(['3.5', 'By the matches accepted']);
    expect(Object.fromEntries(api.sent('GET', '/api/admin/analytics')[0].query)).toEqual({
      from: '2025-03-01',
      to: '2025-03-03',
      granularity: 'day',
    });
    for (const title of [
      'Registrations',
      'Ship offerings',
      'Booking requests',
      'Matches',
      'TEU offered and booked',
    ])
      expect(within(card(title)).getByRole('img')).toHaveAccessibleName(new RegExp(`^${title}, 3 periods`));
    expect(within(card('Utilisation by route')).getByRole('img')).toBeInTheDocument();
    expect(within(card('Utilisation by route')).getByText('Hamburg → Rotterdam')).toBeInTheDocument();
  });

  it('shows each chart as a table with the same figures', async () => {
    open(PATH, () => ({ body: analytics() }));
    await screen.findAllByRole('img');
    const registrations = card('Registrations');
    const toggle = within(registrations).getByRole('button', { name: 'Table view: Registrations' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = within(registrations).getByRole('table', { name: 'Registrations' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DayRegistrations', 'Mar 1, 20253', 'Mar 2, 20250', 'Mar 3, 20251,250']);

    const teu = card('TEU offered and booked');
    await userEvent.click(within(teu).getByRole('button', { name: /Table view/ }));
    const rows = within(within(teu).getByRole('table')).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Day', 'TEU offered', 'TEU booked']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['700', '140']);
  });

  it('downloads each chart as CSV with a header row, plain numbers and ISO dates', async () => {
    open(PATH, () => ({ body: analytics() }));
    await screen.findAllByRole('img');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV: Registrations' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV: CO2 of the voyages listed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV: Utilisation by route' }));
    expect(downloads.map((d) => d.name)).toEqual([
      'feederhub-registrations-2025-03-01-to-2025-03-03-day.csv',
      'feederhub-co2-2025-03-01-to-2025-03-03-day.csv',
      'feederhub-route-utilisation-2025-03-01-to-2025-03-03.csv',
    ]);
    const [registrations, co2, routes] = await Promise.all(downloads.map((d) => d.text));
    expect(registrations).toBe(
      '\uFEFFDay,Registrations\r\n2025-03-01,3\r\n2025-03-02,0\r\n2025-03-03,1250\r\n',
    );
    expect(co2).toBe('\uFEFFDay,CO2 (t)\r\n2025-03-01,61.25\r\n2025-03-02,0\r\n2025-03-03,0\r\n');
    expect(routes).toBe(
      '\uFEFFRoute,Origin (UN/LOCODE),Destination (UN/LOCODE),Voyages,TEU offered,TEU booked,Utilisation,Distance (nm),CO2 (t)\r\n' +
        'Hamburg → Rotterdam,DEHAM,NLRTM,1,700,140,20,305.4,61.25\r\n',
    );
  });

  it('changes the granularity and the range, keeping them in the address', async () => {
    const { api, location } = open(PATH, (q) => ({
      body: analytics({ from: q.get('from')!, to: q.get('to')!, granularity: q.get('granularity') as 'day' }),
    }));
    await screen.findAllByRole('img');
    await userEvent.click(screen.getByRole('radio', { name: 'Week' }));
    await waitFor(() => expect(api.sent('GET', '/api/admin/analytics')).toHaveLength(2));
    expect(api.sent('GET', '/api/admin/analytics')[1].query.get('granularity')).toBe('week');
    expect(location.history.at(-1)).toBe(
      '/enterprise-dashboard?from=2025-03-01&to=2025-03-03&granularity=week',
    );

    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2025-02-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.sent('GET', '/api/admin/analytics')).toHaveLength(3));
    expect(Object.fromEntries(api.sent('GET', '/api/admin/analytics')[2].query)).toEqual({
      from: '2025-02-01',
      to: '2025-03-03',
      granularity: 'week',
    });
  });

  it('explains a range the server would refuse, without asking it', async () => {
    const { api } = open(PATH, () => ({ body: analytics() }));
    await screen.findAllByRole('img');
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2025-03-09');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The end date must be on or after the start date')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(from);
    await userEvent.type(from, '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This period is too long for the chosen granularity')).toBeInTheDocument();
    expect(api.sent('GET', '/api/admin/analytics')).toHaveLength(1);
  });

  it('says when a period holds nothing, and offers a retry when loading fails', async () => {
    const empty = analytics({ buckets: [bucket('2025-03-01'), bucket('2025-03-02')], routes: [] });
    const view = open(PATH, () => ({ body: empty }));
    expect(await screen.findAllByText('Nothing was recorded in this period.')).toHaveLength(7);
    view.unmount();

    let fail = true;
    open(PATH, () =>
      fail ? { status: 500, body: { message: 'Server error', code: 'INTERNAL' } } : { body: analytics() },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1,253')).toBeInTheDocument();
  });

  it('falls back to the last 90 days when the address holds no usable period', async () => {
    const { api } = open('/enterprise-dashboard?from=yesterday', () => ({ body: analytics() }));
    expect(await screen.findByRole('status')).toHaveTextContent('the last 90 days are shown');
    const query = api.sent('GET', '/api/admin/analytics')[0].query;
    expect(query.get('granularity')).toBe('day');
    const days = (Date.parse(query.get('to')!) - Date.parse(query.get('from')!)) / 86_400_000 + 1;
    expect(days).toBe(90);
  });
});
