import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { setMoneySettings } from '@/lib/money';
import { footprintHamburgRotterdam, offering, renderApp, shipper, stubApi } from '@/test/marketplace';
import ShipOfferingsPage from './ship-offerings';

afterEach(() => {
  vi.unstubAllGlobals();
  setMoneySettings({ display: 'USD', rate: null });
});

const list = (items = [offering()], total = items.length) => ({
  body: items,
  headers: { 'X-Total-Count': String(total) },
});

describe('Ship Offerings page', () => {
  it('shows cards with the specified details to an anonymous visitor, who is sent to sign in to book', async () => {
    const many = offering({
      id: 'a1f0c7d4-0000-4000-8000-000000000002',
      shipName: 'MS Baltic Star',
      companyName: null,
      contactName: null,
      contactEmail: null,
      cargoTypes: ['Dry', 'Reefer', 'Hazardous', 'Project cargo', 'Bulk in boxes'],
      pricePerTEU: 99,
    });
    vi.stubGlobal('fetch', stubApi({ 'GET /api/ship-offerings': list([offering(), many]) }).fetchMock);
    renderApp(<ShipOfferingsPage />, { path: '/ship-offerings?origin=DEHAM' });

    const card = (await screen.findByRole('article', { name: 'MS Baltic Star' })) as HTMLElement;
    expect(within(card).getByText('Independent')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('$99.00')).toBeInTheDocument();
    const chips = within(card).getByRole('list', { name: 'Cargo types' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dry', 'Reefer', 'Hazardous', '+2 more']);
    expect(within(card).getByText('Hamburg')).toBeInTheDocument();
    expect(within(card).getByText('Rotterdam')).toBeInTheDocument();
    expect(screen.getByText('$150.50')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 offerings')).toBeInTheDocument();

    const signIn = within(card).getByRole('link', { name: 'Sign in to request booking' });
    expect(signIn).toHaveAttribute('href', '/login?next=%2Fship-offerings%3Forigin%3DDEHAM');
    expect(screen.getByRole('link', { name: 'Offer Ship' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/login\?next=/),
    );
  });

  it.each([
    ['de', ['Trockenfracht', 'Gefahrgut (IMDG)', 'Überbreite/Überhöhe', '+1 weitere'], 'Bulk in boxes'],
    ['zh', ['干货', '危险品（IMDG）', '超限货', '另有 1 项'], 'Bulk in boxes'],
  ])(
    "names known cargo types in the reader's language (%s) and keeps the others as typed",
    async (lng, chips, hidden) => {
      const typed = offering({
        cargoTypes: ['Dry', 'Dangerous goods (IMDG)', 'out of gauge', 'Bulk in boxes'],
      });
      vi.stubGlobal('fetch', stubApi({ 'GET /api/ship-offerings': list([typed]) }).fetchMock);
      await i18n.changeLanguage(lng);
      try {
        renderApp(<ShipOfferingsPage />);
        const card = (await screen.findByRole('article', { name: 'MV Nordlys' })) as HTMLElement;
        const items = within(card)
          .getAllByRole('listitem')
          .filter(
            (li) => li.closest('ul')?.getAttribute('aria-label') === i18n.t('offerings:card.cargoTypes'),
          );
        expect(items.map((li) => li.textContent)).toEqual(chips);
        expect(items.at(-1)?.querySelector('[title]')).toHaveAttribute('title', hidden);
      } finally {
        await i18n.changeLanguage('en');
      }
    },
  );

  it("names the ports in Chinese for a Chinese reader, in the catalogue's spelling for the others", async () => {
    vi.stubGlobal('fetch', stubApi({ 'GET /api/ship-offerings': list([offering()]) }).fetchMock);
    await i18n.changeLanguage('zh');
    try {
      renderApp(<ShipOfferingsPage />);
      const card = (await screen.findByRole('article', { name: 'MV Nordlys' })) as HTMLElement;
      expect(within(card).getByText('汉堡')).toBeInTheDocument();
      expect(within(card).getByText('鹿特丹')).toBeInTheDocument();
      expect(within(card).queryByText('Hamburg')).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows CO2 per TEU and the all-in price on each card, with the breakdown on keyboard focus', async () => {
    const footprint = footprintHamburgRotterdam(150.5);
    vi.stubGlobal('fetch', stubApi({ 'GET /api/ship-offerings': list([offering({ footprint })]) }).fetchMock);
    renderApp(<ShipOfferingsPage />);
    const card = (await screen.findByRole('article', { name: 'MV Nordlys' })) as HTMLElement;
    const co2 = within(card).getByRole('button', { name: /133\.4 kg CO₂\/TEU/ });
    const allIn = within(card).getByRole('button', { name: /^All-in/ });
    expect(allIn).toHaveTextContent(`All-in $${footprint!.price.allIn.toFixed(2)}/TEU`);
    co2.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/GLEC-style estimate/);
    allIn.focus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(/^Freight \$150\.50 \+ fuel/));
  });

  it('takes the maximum price in the reader’s display currency and tells the server which', async () => {
    setMoneySettings({ display: 'EUR', rate: { rate: 1.0411, rateDate: '2025-02-28' } });
    const api = stubApi({
      'GET /api/ship-offerings': list([offering({ pricePerTEU: 200, priceCurrency: 'EUR' })]),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<ShipOfferingsPage />, { path: '/ship-offerings?maxPrice=200&sort=price&order=asc' });
    const card = await screen.findByRole('article', { name: 'MV Nordlys' });
    // The card shows the price as entered, in euros, unmarked.
    expect(within(card).getByText('€200.00')).not.toHaveAttribute('title');
    const query = Object.fromEntries(api.sent('GET', '/api/ship-offerings')[0].query);
    expect(query).toMatchObject({ maxPrice: '200', maxPriceCurrency: 'EUR', sort: 'price' });
    // The maximum's box names the currency it is typed in.
    const max = await screen.findByLabelText('Max. price per TEU');
    expect(max.parentElement).toHaveTextContent('EUR');
  });

  it('sends the filters, sort and page from the address to the server and keeps changes in the address', async () => {
    const api = stubApi({ 'GET /api/ship-offerings': list([offering()], 30) });
    vi.stubGlobal('fetch', api.fetchMock);
    const { location } = renderApp(<ShipOfferingsPage />, {
      path: '/ship-offerings?destination=NLRTM&minTeu=40&maxPrice=200&page=2',
    });
    await screen.findByRole('article', { name: 'MV Nordlys' });
    const first = api.sent('GET', '/api/ship-offerings')[0].query;
    expect(Object.fromEntries(first)).toEqual({
      destination: 'NLRTM',
      minTeu: '40',
      maxPrice: '200',
      sort: 'departure',
      order: 'asc',
      page: '2',
      pageSize: '12',
    });
    // The form shows the address's filters.
    // The filter form loads beside the list (offerings-browser.tsx).
    expect(await screen.findByLabelText('Destination port')).toHaveValue('Rotterdam (NLRTM)');
    expect(screen.getByLabelText('Minimum free TEU')).toHaveValue(40);

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price:desc' } });
    await waitFor(() => expect(location.history.at(-1)).toContain('sort=price&order=desc'));
    // A new sort starts again at page 1.
    expect(location.history.at(-1)).not.toContain('page=');

    fireEvent.change(screen.getByLabelText('Minimum free TEU'), { target: { value: '100' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location.history.at(-1)).toContain('minTeu=100'));
    await waitFor(() =>
      expect(api.sent('GET', '/api/ship-offerings').at(-1)?.query.get('minTeu')).toBe('100'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(location.history.at(-1)).toContain('page=3'));
  });

  it('sorts by CO2 per TEU on the server when the sort control asks for it', async () => {
    const api = stubApi({ 'GET /api/ship-offerings': list() });
    vi.stubGlobal('fetch', api.fetchMock);
    const { location } = renderApp(<ShipOfferingsPage />);
    await screen.findByRole('article', { name: 'MV Nordlys' });
    const select = screen.getByLabelText('Sort by');
    expect(within(select).getByRole('option', { name: 'CO₂ per TEU: lowest first' })).toBeInTheDocument();
    fireEvent.change(select, { target: { value: 'co2:asc' } });
    await waitFor(() => expect(location.history.at(-1)).toContain('sort=co2&order=asc'));
    await waitFor(() => expect(api.sent('GET', '/api/ship-offerings').at(-1)?.query.get('sort')).toBe('co2'));
  });

  it('drops values a hand-edited address cannot mean', async () => {
    const api = stubApi({ 'GET /api/ship-offerings': list([]) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<ShipOfferingsPage />, {
      path: '/ship-offerings?origin=ATLANTIS&minTeu=-4&sort=fastest&page=x',
    });
    expect(await screen.findByText('No ship offerings available')).toBeInTheDocument();
    expect(Object.fromEntries(api.sent('GET', '/api/ship-offerings')[0].query)).toEqual({
      sort: 'departure',
      order: 'asc',
      page: '1',
      pageSize: '12',
    });
  });

  it('shows the empty state with a way out of the filters', async () => {
    vi.stubGlobal('fetch', stubApi({ 'GET /api/ship-offerings': list([]) }).fetchMock);
    const { location } = renderApp(<ShipOfferingsPage />, { path: '/ship-offerings?origin=DEHAM' });
    expect(await screen.findByText('No ship offerings available')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    await waitFor(() => expect(location.history.at(-1)).toBe('/ship-offerings'));
  });

  it('offers a retry when the list fails to load', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/ship-offerings': () =>
          fail ? { status: 500, body: { message: 'Internal error', code: 'INTERNAL' } } : list(),
      }).fetchMock,
    );
    renderApp(<ShipOfferingsPage />, { path: '/ship-offerings' });
    expect(await screen.findByText('Ship offerings could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'MV Nordlys' })).toBeInTheDocument();
  });

  it('lets a signed-in cargo owner request a booking, and an owner manage their own offering', async () => {
    const api = stubApi({
      'GET /api/ship-offerings': list([
        offering(),
        offering({ id: 'a1f0c7d4-0000-4000-8000-000000000003', ownerId: shipper.id, shipName: 'Own Ship' }),
      ]),
      'GET /api/vessels/user/0b9a5c2e-6a55-4c8c-9d33-222222222222': { body: [] },
      'POST /api/ship-booking-requests': { status: 201, body: {} },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<ShipOfferingsPage />, { path: '/ship-offerings', user: shipper });

    const own = await screen.findByRole('article', { name: 'Own Ship' });
    expect(within(own).getByRole('link', { name: 'Your offering: manage it' })).toHaveAttribute(
      'href',
      '/ship-management',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Request Booking on MV Nordlys' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Booking' });
    expect(within(dialog).getByLabelText('Contact name')).toHaveValue('Carla Moreno');
    await userEvent.type(within(dialog).getByLabelText('Requested TEU'), '40');
    await userEvent.type(within(dialog).getByLabelText('Cargo description'), 'Machine parts');
    expect(within(dialog).getByText('Estimated freight: $6,020.00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Booking request submitted successfully')).toBeInTheDocument();
    expect(api.sent('POST', '/api/ship-booking-requests')[0].body).toEqual({
      shipOfferingId: offering().id,
      contactName: 'Carla Moreno',
      contactEmail: 'carla@cargo.example',
      contactPhone: null,
      companyName: null,
      requestedTEU: 40,
      boxMix: [],
      commodity: null,
      cargoDescription: 'Machine parts',
      specialRequirements: null,
      urgencyLevel: 'normal',
      maxBudget: null,
      flexibleDates: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('marks a demo voyage on its card and in the booking dialog; an empty TEU field says it is required', async () => {
    const api = stubApi({
      'GET /api/ship-offerings': list([
        offering({ isDemo: true, shipName: 'Elbe Trader' }),
        offering({ id: 'a1f0c7d4-0000-4000-8000-000000000009' }),
      ]),
      'GET /api/vessels/user/0b9a5c2e-6a55-4c8c-9d33-222222222222': { body: [] },
      'POST /api/ship-booking-requests': { status: 201, body: {} },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<ShipOfferingsPage />, { path: '/ship-offerings', user: shipper });

    const demo = await screen.findByRole('article', { name: 'Elbe Trader' });
    expect(within(demo).getByText('Demo voyage')).toBeInTheDocument();
    const real = screen.getByRole('article', { name: 'MV Nordlys' });
    expect(within(real).queryByText('Demo voyage')).not.toBeInTheDocument();

    await userEvent.click(within(demo).getByRole('button', { name: 'Request Booking on Elbe Trader' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Booking' });
    expect(within(dialog).getByRole('note')).toHaveTextContent(/demo voyage.*automatically within a minute/);
    await userEvent.type(within(dialog).getByLabelText('Cargo description'), 'Machine parts');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(api.sent('POST', '/api/ship-booking-requests')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Requested TEU'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText(/This demo voyage answers automatically within a minute/),
    ).toBeInTheDocument();
  });
});
