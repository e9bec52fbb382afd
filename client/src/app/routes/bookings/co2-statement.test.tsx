import type { Co2Statement } from '@shared/schemas/booking-requests';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, shipper, stubApi } from '@/test/marketplace';
import Co2StatementPage from './co2-statement';
import MyBookingsPage from './my-bookings';

afterEach(() => vi.unstubAllGlobals());

const statement: Co2Statement = {
  from: '2030-01-01',
  to: '2030-06-30',
  rows: [
    {
      bookingId: 'b2f0c7d4-0000-4000-8000-000000000001',
      departureDate: '2030-03-01T08:00:00.000Z',
      originPort: 'DEHAM',
      destinationPort: 'NLRTM',
      shipName: 'MV Nordlys',
      teu: 12,
      distanceNm: 318,
      fuelType: 'mgo',
      basis: 'class',
      co2TtwKgPerTeu: 133.4,
      co2eWtwKgPerTeu: 161.3,
      co2TtwKg: 1600.8,
      co2eWtwKg: 1935.6,
    },
    {
      bookingId: 'b2f0c7d4-0000-4000-8000-000000000002',
      departureDate: '2030-04-15T10:00:00.000Z',
      originPort: 'BEANR',
      destinationPort: 'NLRTM',
      shipName: 'MS Schelde',
      teu: 7,
      distanceNm: 121,
      fuelType: 'mgo',
      basis: 'class',
      co2TtwKgPerTeu: 60.2,
      co2eWtwKgPerTeu: 72.9,
      co2TtwKg: 421.4,
      co2eWtwKg: 510.3,
    },
  ],
  withoutFigure: 0,
  totals: { bookings: 2, teu: 19, co2TtwKg: 2022.2, co2eWtwKg: 2445.9 },
  method: {
    loadFactor: 0.7,
    factors: [{ fuelType: 'mgo', co2PerFuelT: 3.206, wtwGPerMj: 90.77, lcvMjPerKg: 42.7 }],
  },
};

describe('CO2 statement page', () => {
  it('states the method, the factors from the answer, one row per booking and the totals; prints and links the CSV', async () => {
    const api = stubApi({ 'GET /api/ship-booking-requests/my/co2-statement': { body: statement } });
    vi.stubGlobal('fetch', api.fetchMock);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp(<Co2StatementPage />, {
      user: shipper,
      path: '/bookings/co2-statement?from=2030-01-01&to=2030-06-30',
    });

    const table = await screen.findByRole('table', { name: 'CO₂ per booking with totals' });
    expect(
      Object.fromEntries(api.sent('GET', '/api/ship-booking-requests/my/co2-statement')[0].query),
    ).toEqual({
      from: '2030-01-01',
      to: '2030-06-30',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'CO₂ statement' })).toBeInTheDocument();
    const method = screen.getByRole('region', { name: 'Method' });
    expect(method).toHaveTextContent(/GLEC Framework and ISO 14083/);
    expect(method).toHaveTextContent(/Tank-to-wake \(TtW\).*well-to-wake \(WtW\)/);
    expect(method).toHaveTextContent('Average load: 70% of the ship');
    expect(within(method).getByRole('list', { name: 'Factors used' })).toHaveTextContent(
      'MGO: 3.206 t CO₂ per t fuel (IMO MEPC.364(79)); 90.77 g CO₂e per MJ well-to-wake',
    );

    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4); // header, two bookings, total
    expect(rows[1]).toHaveTextContent(
      /Mar 1, 2030.*Hamburg → Rotterdam.*MV Nordlys.*12.*318.*1,600\.8.*1,935\.6/,
    );
    expect(rows[2]).toHaveTextContent(/Antwerp → Rotterdam.*MS Schelde.*7.*121.*421\.4.*510\.3/);
    expect(rows[3]).toHaveTextContent(/Total, 2 bookings.*19.*2,022\.2.*2,445\.9/);

    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/ship-booking-requests/my/co2-statement.csv?from=2030-01-01&to=2030-06-30&lang=en',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('explains a reversed period by field without asking the server, and shows a valid one in the address', async () => {
    const api = stubApi({ 'GET /api/ship-booking-requests/my/co2-statement': { body: statement } });
    vi.stubGlobal('fetch', api.fetchMock);
    const { location } = renderApp(<Co2StatementPage />, { user: shipper, path: '/bookings/co2-statement' });
    expect(screen.getByText('Choose a period to see the statement.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-05-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2030-04-30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show statement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The end of the period must not be before its start',
    );
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('GET', '/api/ship-booking-requests/my/co2-statement')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2030-06-30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show statement' }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/bookings/co2-statement?from=2030-05-01&to=2030-06-30'),
    );
    await screen.findByRole('table', { name: 'CO₂ per booking with totals' });
  });

  it('says so when no accepted booking departs in the period', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/ship-booking-requests/my/co2-statement': {
          body: { ...statement, rows: [], totals: { bookings: 0, teu: 0, co2TtwKg: 0, co2eWtwKg: 0 } },
        },
      }).fetchMock,
    );
    renderApp(<Co2StatementPage />, {
      user: shipper,
      path: '/bookings/co2-statement?from=2030-01-01&to=2030-06-30',
    });
    expect(
      await screen.findByText('None of your accepted bookings departs in this period.'),
    ).toBeInTheDocument();
  });

  it('is reached from My bookings with the chosen period', async () => {
    vi.stubGlobal('fetch', stubApi({ 'GET /api/ship-booking-requests/my': { body: [] } }).fetchMock);
    const { location } = renderApp(<MyBookingsPage />, { user: shipper, path: '/my-bookings' });
    const section = screen.getByRole('region', { name: 'CO₂ statement' });
    fireEvent.change(within(section).getByLabelText('From'), { target: { value: '2030-01-01' } });
    fireEvent.change(within(section).getByLabelText('To'), { target: { value: '2030-12-31' } });
    await userEvent.click(within(section).getByRole('button', { name: 'Open CO₂ statement' }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/bookings/co2-statement?from=2030-01-01&to=2030-12-31'),
    );
  });
});
