import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin, renderApp, stubApi } from '@/test/marketplace';
import { ExchangeRateTab } from './exchange-rate-tab';

afterEach(() => vi.unstubAllGlobals());

const seeded = {
  base: 'EUR',
  quote: 'USD',
  rate: 1.0411,
  rateDate: '2025-02-28',
  source: 'ECB euro foreign exchange reference rate, 28 February 2025',
  setAt: null,
};

describe('Exchange rate tab (PRODUCT.md 37)', () => {
  it('states the rate in use and sets the rate of a day with its source', async () => {
    const set = {
      ...seeded,
      rate: 1.0523,
      rateDate: '2026-11-26',
      source: 'ECB, 26 Nov 2026',
      setAt: '2026-11-27T08:00:00.000Z',
    };
    const api = stubApi({
      'GET /api/exchange-rate': { body: seeded },
      'PUT /api/exchange-rate': { body: set },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<ExchangeRateTab />, { user: admin });
    await waitFor(() =>
      expect(screen.getByTestId('current-rate')).toHaveTextContent(
        'In use: 1 EUR = 1.0411 USD of 2025-02-28 (ECB euro foreign exchange reference rate, 28 February 2025)',
      ),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/US dollars per euro/), '1.0523');
    await user.type(screen.getByLabelText(/Day of the rate/), '2026-11-26');
    await user.type(screen.getByLabelText(/^Source/), 'ECB, 26 Nov 2026');
    await user.click(screen.getByRole('button', { name: 'Set rate' }));
    await waitFor(() => expect(api.sent('PUT', '/api/exchange-rate')).toHaveLength(1));
    expect(api.sent('PUT', '/api/exchange-rate')[0].body).toEqual({
      rate: 1.0523,
      rateDate: '2026-11-26',
      source: 'ECB, 26 Nov 2026',
    });
  });
});
