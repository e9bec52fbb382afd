import { ownOfferingListQuerySchema } from '@shared/schemas/ship-offerings';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/harness';
import { analyze, seedBookingRequests, seedOfferings, seedUsers } from '../../test/plan-seeds';
import { expectIndexed, nodes, planOf } from '../../test/plans';
import { ownOfferingsQueries, ownOfferingValues } from '../ship-offerings/own-offerings.repository';
import { offeringSummaryQuery } from './offering-summary';

// Query plans only mean something on PostgreSQL with realistic statistics; PGlite is skipped.
let t: TestApp;
let owner: string;
let offering: string;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'Ship management’s kept summary on PostgreSQL: keys and indexes, never the owner’s history',
  () => {
    beforeAll(async () => {
      t = await setupTestApp();
      // 300 owners with 60 voyages each (18,000), two booking requests on each; every voyage made into an
      // availability with matches on a third of them, so the booked figures have rows to find.
      const users = await seedUsers(t.database, 300);
      const offerings = await seedOfferings(t.database, users, 60);
      await seedBookingRequests(t.database, offerings, users, 2);
      const pool = t.database.pgPool!;
      await pool.query(
        `insert into vessel_availabilities (owner_id, ship_offering_id, vessel_name, origin_port, destination_port,
           departure_date, arrival_date, teu_capacity, price_per_teu, cargo_types, contact_name, contact_email)
         select owner_id, id, ship_name, origin_port, destination_port, departure_date,
           departure_date + interval '2 days', teu_capacity, 100, '{general}', 'Owner', 'owner@example.com'
         from ship_offerings`,
      );
      // Deltas between two sweeps: a few per owner, as the writers' statements leave them.
      await pool.query(
        `insert into offering_summary_deltas (user_id, active_booked_teu, pending_requests)
         select u, 10, 1 from unnest($1::uuid[]) u, generate_series(1, 5)`,
        [users],
      );
      await analyze(t.database, [
        'users',
        'ship_offerings',
        'ship_booking_requests',
        'vessel_availabilities',
        'user_counters',
        'offering_summary_deltas',
      ]);
      owner = users[17];
      offering = offerings[17 * 60 + 5];
    }, 120_000);

    // Issue 28: the summary reads the counter row by its key and the owner's deltas by their index.
    it('the summary reads the counter row and the deltas through their indexes', async () => {
      const query = offeringSummaryQuery(t.db);
      const values = { values: { userId: owner }, generic: true };
      await expectIndexed(t.database, query, 'user_counters', values);
      await expectIndexed(t.database, query, 'offering_summary_deltas', values);
      for (const table of ['ship_offerings', 'ship_booking_requests', 'cargo_matches'])
        expect(
          nodes(await planOf(t.database, query, { userId: owner }, { generic: true })).some(
            (n) => n['Relation Name'] === table,
          ),
        ).toBe(false);
    });

    // What the triggers add up for a voyage (fh_offering_booked, migration 0021) and the owner's list's figures:
    // its requests and its availabilities (in every status) through their indexes.
    it('an offering’s booked TEU read its requests and availabilities through indexes', async () => {
      const pool = t.database.pgPool!;
      const { rows } = await pool.query(
        `explain (format json) select ((select coalesce(sum(b.requested_teu), 0) from ship_booking_requests b
           where b.ship_offering_id = $1 and b.status = 'accepted')
         + (select coalesce(sum(m.reserved_teu), 0) from cargo_matches m
           join vessel_availabilities v on v.id = m.availability_id
           where v.ship_offering_id = $1 and m.status::text in ('held', 'accepted')))::int`,
        [offering],
      );
      const plan = nodes(rows[0]['QUERY PLAN'][0].Plan);
      for (const table of ['ship_booking_requests', 'vessel_availabilities'])
        expect(
          plan.filter((n) => n['Relation Name'] === table).map((n) => n['Node Type']),
          `${table} in fh_offering_booked's statement`,
        ).not.toContain('Seq Scan');
      const q = ownOfferingListQuerySchema.parse({});
      await expectIndexed(t.database, ownOfferingsQueries(t.db, q).page, 'vessel_availabilities', {
        values: ownOfferingValues(owner, q, new Date()),
        generic: true,
      });
    });
  },
);
