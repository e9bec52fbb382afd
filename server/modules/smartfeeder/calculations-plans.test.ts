import { listCalculationsQuerySchema } from '@shared/schemas/smartfeeder';
import { beforeAll, describe, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/harness';
import { analyze, CREATED, seedPerUser, seedUsers } from '../../test/plan-seeds';
import { expectIndexed } from '../../test/plans';
import { ownCalculationQueries } from './calculations.repository';

// Query plans only mean something on PostgreSQL with realistic statistics; PGlite is skipped.
let t: TestApp;
let user: string;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'saved calculations on PostgreSQL: an index for the list',
  () => {
    beforeAll(async () => {
      t = await setupTestApp();
      // 500 users with 60 saved calculations each (30,000).
      const users = await seedUsers(t.database, 500);
      await seedPerUser(t.database, 'smartfeeder_calculations', users, 60, {
        user_id: 'o.id',
        origin_port: `'DEHAM'`,
        destination_port: `'NLRTM'`,
        route_distance: '300',
        estimated_duration: '24',
        co2_estimation: '10',
        fuel_estimation: '3',
        suggested_vessel_type: `'feeder'`,
        estimated_cost: '1000',
        calculation_inputs: `'{}'::jsonb`,
        calculation_results: `'{}'::jsonb`,
        created_at: CREATED,
      });
      await analyze(t.database, ['smartfeeder_calculations']);
      user = users[17];
    }, 60_000);

    it.each([{}, { page: 2, pageSize: 20 }])(
      '%o: the page and the total read an index, in order',
      async (raw) => {
        const { page, total } = ownCalculationQueries(t.db, user, listCalculationsQuerySchema.parse(raw));
        await expectIndexed(t.database, page, 'smartfeeder_calculations', { sorted: true });
        await expectIndexed(t.database, total, 'smartfeeder_calculations');
      },
    );
  },
);
