import { setExchangeRateSchema } from '@shared/schemas/money';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { route, routeGroup } from '../../lib/route-declaration';
import { getCurrentRate, setRate } from './exchange-rate.repository';
import { rateChanged } from './kept-rate';

const exchangeRateDto = z
  .strictObject({
    base: z.literal('EUR'),
    quote: z.literal('USD'),
    rate: z.number(),
    rateDate: z.iso.date(),
    source: z.string(),
    setAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'ExchangeRate' });

/**
 * PRODUCT.md 37: the one dated EUR/USD rate. Everyone may read it (converted figures on public pages name it);
 * only administrators set it.
 */
export const exchangeRateRoutes = routeGroup('/exchange-rate', [
  route({
    method: 'GET',
    path: '/',
    summary: 'The EUR/USD rate conversions use, with its day and source',
    access: 'public',
    response: exchangeRateDto,
    handler: async ({ db }) => {
      const rate = await getCurrentRate(db);
      if (!rate) throw notFound('Exchange rate');
      return rate;
    },
  }),
  route({
    method: 'PUT',
    path: '/',
    summary: 'Set the EUR/USD rate of a day, with its source (administrators)',
    access: 'admin',
    body: setExchangeRateSchema,
    response: exchangeRateDto,
    handler: async ({ db, user, body, deps }) => {
      const rate = await setRate(db, user.id, body, deps.clock());
      rateChanged(); // committed: the kept rate (kept-rate.ts) is read again
      return rate;
    },
  }),
]);
