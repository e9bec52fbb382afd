import {
  assessmentListQuerySchema,
  quoteRequestListQuerySchema,
  quoteStatuses,
} from '@shared/schemas/greenrefit';
import { beforeAll, describe, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/harness';
import { analyze, CREATED, seedPerUser, seedUsers } from '../../test/plan-seeds';
import { expectIndexed } from '../../test/plans';
import { ownAssessmentQueries } from './assessments.repository';
import { quoteRequestPageQueries } from './quote-requests.service';

// Query plans only mean something on PostgreSQL with realistic statistics; PGlite is skipped.
let t: TestApp;
let user: string;
const admin = { id: '00000000-0000-4000-8000-000000000000', role: 'admin' as const };

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'GreenRefit lists on PostgreSQL: an index for every filter',
  () => {
    beforeAll(async () => {
      t = await setupTestApp();
      // 500 users with 40 assessments and 20 quote requests each (20,000 and 10,000).
      const users = await seedUsers(t.database, 500);
      await seedPerUser(t.database, 'greenrefit_assessments', users, 40, {
        owner_id: 'o.id',
        name: `'Assessment ' || g`,
        input: `'{}'::jsonb`,
        ship_name: `'Alster Bay'`,
        capex_eur: '100000',
        co2_saving_t: '120',
        created_at: CREATED,
        updated_at: CREATED,
      });
      await seedPerUser(t.database, 'quote_requests', users, 20, {
        requester_id: 'o.id',
        assessment_name: `'Assessment ' || g`,
        ship_name: `'Alster Bay'`,
        summary: `'{}'::jsonb`,
        shipyard_name: `'Yard'`,
        shipyard_port: `'DEHAM'`,
        requester_name: `'Carla'`,
        requester_email: `'carla@example.com'`,
        message: `'Please quote'`,
        status: `(array['sent','in_discussion','quoted','closed'])[1 + g % 4]::quote_status`,
        created_at: CREATED,
      });
      await analyze(t.database, ['greenrefit_assessments', 'quote_requests']);
      user = users[17];
    }, 60_000);

    it.each([{}, { page: 2, pageSize: 10 }])(
      'assessments %o: the page and the total read an index, in order',
      async (raw) => {
        const { page, total } = ownAssessmentQueries(t.db, user, assessmentListQuerySchema.parse(raw));
        await expectIndexed(t.database, page, 'greenrefit_assessments', { sorted: true });
        await expectIndexed(t.database, total, 'greenrefit_assessments');
      },
    );

    const cases = [undefined, ...quoteStatuses].flatMap((status) => [
      { status },
      { status, page: 2, pageSize: 5 },
    ]);
    it.each(cases)('own quote requests %o: the page and the total read an index, in order', async (raw) => {
      const { page, total } = quoteRequestPageQueries(
        t.db,
        { id: user, role: 'user' },
        quoteRequestListQuerySchema.parse(raw),
      );
      await expectIndexed(t.database, page, 'quote_requests', { sorted: true });
      await expectIndexed(t.database, total, 'quote_requests');
    });
    // Administrators follow up everyone's requests: only the page is held to an index (countsMost).
    it.each(cases)('all quote requests %o: the page reads an index, in order', async (raw) => {
      const { page } = quoteRequestPageQueries(t.db, admin, quoteRequestListQuerySchema.parse(raw));
      await expectIndexed(t.database, page, 'quote_requests', { countsMost: true, sorted: true });
    });
  },
);
