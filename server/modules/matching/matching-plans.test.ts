import { type MatchListQuery, matchingPageQuerySchema, matchListQuerySchema } from '@shared/schemas/matching';
import { beforeAll, describe, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/harness';
import {
  analyze,
  seedAvailabilities,
  seedCargoRequests,
  seedMatches,
  seedUsers,
} from '../../test/plan-seeds';
import { expectIndexed } from '../../test/plans';
import { availabilityPageQueries, cargoRequestPageQueries } from './list-matching.service';
import { matchPageQueries, matchPageValues } from './matching.repository';

// Query plans only mean something on PostgreSQL with realistic statistics; PGlite is skipped.
let t: TestApp;
let user: { id: string; role: 'user' };
const admin = { id: '00000000-0000-4000-8000-000000000000', role: 'admin' as const };

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'matching lists on PostgreSQL: an index for every filter and sort',
  () => {
    beforeAll(async () => {
      t = await setupTestApp();
      // 300 users with 30 availabilities and 30 cargo requests each (9,000 of each), four matches on every
      // availability (36,000).
      const users = await seedUsers(t.database, 300);
      await seedAvailabilities(t.database, users, 30);
      await seedCargoRequests(t.database, users, 30);
      await seedMatches(t.database, 4);
      await analyze(t.database, ['users', 'vessel_availabilities', 'cargo_requests', 'cargo_matches']);
      user = { id: users[17], role: 'user' };
    }, 60_000);

    const pages = [{}, { page: '3', pageSize: '20' }];

    // Administrators' lists count rows across the platform: only their page is held to an index (countsMost).
    describe.each([
      ['own', false],
      ['an administrator’s (all)', true],
    ])('%s availabilities', (_name, all) => {
      it.each(pages)(
        '%o: the page and the total read vessel_availabilities through an index',
        async (raw) => {
          const q = matchingPageQuerySchema.parse(raw);
          const { page, total } = availabilityPageQueries(t.db, all ? admin : user, q);
          await expectIndexed(t.database, page, 'vessel_availabilities', { sorted: true, countsMost: all });
          if (!all) await expectIndexed(t.database, total, 'vessel_availabilities');
        },
      );
    });

    describe.each([
      ['own', false],
      ['all (administrators)', true],
    ])('%s cargo requests', (_name, all) => {
      it.each(pages)('%o: the page and the total read cargo_requests through an index', async (raw) => {
        const q = matchingPageQuerySchema.parse(raw);
        const { page, total } = cargoRequestPageQueries(t.db, all ? admin : user, q, all);
        await expectIndexed(t.database, page, 'cargo_requests', { sorted: true, countsMost: all });
        if (!all) await expectIndexed(t.database, total, 'cargo_requests');
      });
    });

    const cases: [string, MatchListQuery][] = [];
    for (const sort of [undefined, 'newest', 'score', 'departure'] as const)
      for (const status of [undefined, 'proposed', 'accepted', 'rejected', 'expired'] as const)
        for (const port of [undefined, 'DEHAM'])
          cases.push([
            `${sort ?? 'no sort'}, ${status ?? 'any status'}${port ? `, port ${port}` : ''}`,
            { sort, status, port },
          ]);
    cases.push(['page 3 of 20', { page: '3', pageSize: '20' }]);

    // The statement is prepared, so a user's matches are checked in its generic plan too. A user's matches are
    // found as carrier OR shipper (a BitmapOr over two indexes) and then sorted: no single index gives their order.
    // An administrator's statement is dominated by counting most of the table (an InitPlan): its generic plan may
    // join whole tables for the page as well (departure order with a status and a port), at about the same cost,
    // so only its plan with the values is checked, and there an index gives every order.
    describe.each([
      ['a user’s matches', false],
      ['all matches (administrators)', true],
    ])('%s', (_name, all) => {
      it.each(cases)('%s: the page and the total read cargo_matches through an index', async (_case, raw) => {
        const q = matchListQuerySchema.parse(raw);
        const filter = { partyId: all ? undefined : user.id, status: q.status, port: q.port };
        const { page, total } = matchPageQueries(t.db, filter, q.sort);
        const values = matchPageValues(filter, q);
        await expectIndexed(t.database, page, 'cargo_matches', {
          values,
          countsMost: all,
          sorted: all,
          generic: !all,
        });
        if (!all) await expectIndexed(t.database, total, 'cargo_matches', { values, generic: true });
      });
    });
  },
);
