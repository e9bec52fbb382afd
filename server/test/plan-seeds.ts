import type { Database } from '../db/client';

/**
 * Bulk rows for the query-plan tests (*-plans.test.ts), written by `insert ... select generate_series` on
 * PostgreSQL only: tens of thousands of rows in a second or two, spread over many users so that one user's rows
 * are a small fraction of a table, as a year of use would leave them. Timestamps fall over the two years before now.
 */

const pool = (database: Database) => database.pgPool!;

const ids = async (database: Database, sql: string, params: unknown[] = []) =>
  (await pool(database).query<{ id: string }>(sql, params)).rows.map((r) => r.id);

/**
 * `n` users: mostly approved plain users, some pending or rejected, a few administrators, shipowners and
 * cargo owners, every account type, 3% suspended. Their ids in creation order.
 */
export const seedUsers = (database: Database, n: number, prefix = 'plan') =>
  ids(
    database,
    `insert into users (email, password_hash, first_name, last_name, company_name, role, user_type, approval_status,
       rejection_reason, suspended_at, suspension_reason, created_at)
     select $1 || '-' || g || '@example.com', 'x', 'First' || (g % 997), 'Last' || (g % 991), 'Company ' || (g % 500),
       (case when g % 100 = 0 then 'admin' when g % 7 = 0 then 'shipowner' when g % 5 = 0 then 'cargo_owner'
        else 'user' end)::role,
       (array['shipowner','cargo_owner','freight_forwarder','broker','other'])[1 + g % 5]::user_type,
       (case when g % 20 = 1 then 'rejected' when g % 7 = 2 then 'pending' else 'approved' end)::approval_status,
       case when g % 20 = 1 then 'Not a shipping company' end,
       case when g % 33 = 3 then now() - interval '1 day' end,
       case when g % 33 = 3 then 'Spam' end,
       now() - (g % 730) * interval '1 day' - g * interval '1 second'
     from generate_series(1, $2::int) g
     returning id`,
    [prefix, n],
  );

/** `perOwner` ship offerings for each owner, departures from a year ago to a year ahead, every state. */
export const seedOfferings = (database: Database, owners: string[], perOwner: number) =>
  ids(
    database,
    `insert into ship_offerings (owner_id, ship_name, teu_capacity, available_capacity, origin_port, destination_port,
       departure_date, contact_name, contact_email, price_per_teu, status, approval_status, rejection_reason, created_at)
     select o.id, 'Feeder ' || g, 1000, (g * 31) % 1000, 'DEHAM', 'NLRTM',
       now() + ((g * 37) % 730 - 365) * interval '1 day', 'Owner', 'owner@example.com', 100 + g % 400,
       (case when g % 6 = 5 then 'inactive' else 'active' end)::offering_status,
       (case when g % 6 = 3 then 'pending' when g % 12 = 1 then 'rejected' else 'approved' end)::approval_status,
       case when g % 12 = 1 then 'Incomplete' end,
       now() - (g % 730) * interval '1 day' - g * interval '1 second'
     from unnest($1::uuid[]) as o(id), generate_series(1, $2::int) g
     returning id`,
    [owners, perOwner],
  );

/** `perOffering` booking requests on each offering, from requesters taken in turn, every status. */
export const seedBookingRequests = (
  database: Database,
  offerings: string[],
  requesters: string[],
  perOffering: number,
) =>
  ids(
    database,
    `insert into ship_booking_requests (ship_offering_id, requester_id, contact_name, contact_email, requested_teu,
       cargo_description, status, decline_reason, created_at)
     select o.id, ($2::uuid[])[(1 + (o.n * $3 + g) % cardinality($2::uuid[]))::int], 'Carla', 'carla@example.com', 1 + g % 40,
       'Machinery', (case when g % 5 = 1 then 'accepted' when g % 5 = 2 then 'declined' else 'pending' end)::booking_status,
       case when g % 5 = 2 then 'Full' end,
       now() - ((o.n * 7 + g) % 730) * interval '1 day' - (o.n * $3 + g) * interval '1 second'
     from unnest($1::uuid[]) with ordinality as o(id, n), generate_series(1, $3::int) g
     returning id`,
    [offerings, requesters, perOffering],
  );

const PORTS = `(array['DEHAM','NLRTM','BEANR','PLGDN','SEGOT','DKAAR','FIHEL','GBFXT','NOOSL','LTKLJ'])`;

/** `perOwner` vessel availabilities of each owner (free TEU of their own), voyages over two years, some withdrawn. */
export const seedAvailabilities = (database: Database, owners: string[], perOwner: number) =>
  ids(
    database,
    `insert into vessel_availabilities (owner_id, vessel_name, origin_port, destination_port, departure_date,
       arrival_date, available_teu, teu_capacity, price_per_teu, cargo_types, status, contact_name, contact_email,
       created_at)
     select o.id, 'Feeder ' || g, ${PORTS}[1 + (o.n + g) % 10], ${PORTS}[1 + (o.n + g + 1 + g % 8) % 10],
       now() + ((o.n * 31 + g * 7) % 730 - 365) * interval '1 day',
       now() + ((o.n * 31 + g * 7) % 730 - 363) * interval '1 day', 500, 1000, 120, '{general}',
       (case when g % 9 = 4 then 'withdrawn' else 'available' end)::availability_status, 'Owner', 'owner@example.com',
       now() - ((o.n * 13 + g) % 730) * interval '1 day' - (o.n * $2 + g) * interval '1 second'
     from unnest($1::uuid[]) with ordinality as o(id, n), generate_series(1, $2::int) g
     returning id`,
    [owners, perOwner],
  );

/** `perUser` cargo requests of each user, every status. */
export const seedCargoRequests = (database: Database, users: string[], perUser: number) =>
  ids(
    database,
    `insert into cargo_requests (user_id, origin_port, destination_port, requested_teu, preferred_departure_date,
       latest_arrival_date, status, contact_name, contact_email, created_at)
     select o.id, ${PORTS}[1 + (o.n + g) % 10], ${PORTS}[1 + (o.n + g + 3) % 10], 1 + g % 50,
       now() + ((o.n * 17 + g * 5) % 730 - 365) * interval '1 day',
       now() + ((o.n * 17 + g * 5) % 730 - 355) * interval '1 day',
       (case when g % 7 = 3 then 'matched' when g % 11 = 5 then 'withdrawn' else 'pending' end)::cargo_request_status,
       'Carla', 'carla@example.com',
       now() - ((o.n * 11 + g) % 730) * interval '1 day' - (o.n * $2 + g) * interval '1 second'
     from unnest($1::uuid[]) with ordinality as o(id, n), generate_series(1, $2::int) g
     returning id`,
    [users, perUser],
  );

/**
 * `perAvailability` matches on each availability, each with a different cargo request (taken by a stride over all
 * of them), every status and score.
 */
export const seedMatches = (database: Database, perAvailability: number) =>
  pool(database).query(
    `with a as (select id, owner_id, row_number() over (order by id) - 1 as n from vessel_availabilities),
       r as (select id, user_id, row_number() over (order by id) - 1 as n from cargo_requests)
     insert into cargo_matches (availability_id, request_id, carrier_id, shipper_id, match_score, breakdown,
       price_per_teu, status, rejection_reason, reserved_teu, created_at)
     select a.id, r.id, a.owner_id, r.user_id, ((a.n * 7 + k * 3) % 1001) / 1000.0, '{}'::jsonb, 120,
       (case when (a.n + k) % 5 = 1 then 'accepted' when (a.n + k) % 5 = 2 then 'rejected'
        when (a.n + k) % 5 = 3 then 'expired' else 'proposed' end)::match_status,
       case when (a.n + k) % 5 = 2 then 'Too dear' end, case when (a.n + k) % 5 = 1 then 10 end,
       now() - ((a.n * 3 + k) % 730) * interval '1 day' - (a.n * $1 + k) * interval '1 second'
     from a cross join generate_series(0, $1::int - 1) k
       join r on r.n = (a.n * 37 + k * 1013) % (select count(*) from r)`,
    [perAvailability],
  );

/**
 * Runs `insert into <table> (<columns>) select <values> from unnest($1::uuid[]) with ordinality as o(id, n),
 * generate_series(1, $2) g`: `perUser` rows for each user, `o.id` the user, `g` the row's number for that user,
 * `o.n` the user's; `created` is a created_at spread over two years.
 */
export const seedPerUser = (
  database: Database,
  table: string,
  users: string[],
  perUser: number,
  columns: Record<string, string>,
) =>
  pool(database).query(
    `insert into ${table} (${Object.keys(columns).join(', ')})
     select ${Object.values(columns).join(', ')}
     from unnest($1::uuid[]) with ordinality as o(id, n), generate_series(1, $2::int) g`,
    [users, perUser],
  );

/** created_at for seedPerUser: spread over two years, distinct for every row. */
export const CREATED = `now() - ((o.n * 13 + g) % 730) * interval '1 day' - (o.n * 1000 + g) * interval '1 second'`;

/**
 * Vacuums and analyses `tables` with statistics read from every row (up to 300,000 per table), not PostgreSQL's
 * default random sample of 30,000: the plan tests then see the same statistics in every run. With a sample, a
 * choice the planner makes on a close call (a generic plan against a custom one) changed from run to run: one CI
 * run of 28 November planned a page of 50 per call where every other run kept its generic plan.
 */
export async function analyze(database: Database, tables: string[]) {
  await pool(database).query(`vacuum ${tables.join(', ')}`);
  const client = await pool(database).connect();
  try {
    await client.query('begin');
    await client.query('set local default_statistics_target = 1000');
    await client.query(`analyze ${tables.join(', ')}`);
    await client.query('commit');
  } finally {
    client.release();
  }
}
