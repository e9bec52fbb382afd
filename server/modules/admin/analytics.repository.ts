import { type AnalyticsParams, addDays } from '@shared/schemas/analytics';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The granularity goes into SQL as a literal from this list, never from the request text itself. */
const units: Record<AnalyticsParams['granularity'], SQL> = {
  day: sql.raw(`'day'`),
  week: sql.raw(`'week'`),
  month: sql.raw(`'month'`),
};
const steps: Record<AnalyticsParams['granularity'], SQL> = {
  day: sql.raw(`interval '1 day'`),
  week: sql.raw(`interval '1 week'`),
  month: sql.raw(`interval '1 month'`),
};

/** Both drivers answer raw queries as `{ rows }`; every number is cast to int or float8 in SQL, so none is a string. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** [start, end) instants of the range: `from` at 00:00 UTC up to the day after `to`. */
const bounds = (p: AnalyticsParams) => ({
  start: `${p.from}T00:00:00Z`,
  end: `${addDays(p.to, 1)}T00:00:00Z`,
});

export type BucketCountRow = {
  start: string;
  registrations: number;
  shipOfferings: number;
  bookingRequests: number;
  matches: number;
};

/**
 * Rows created per bucket in four tables. generate_series makes every bucket of the range, so one where nothing
 * happened answers zeros; each table is read once, through its created_at.
 */
export async function findBucketCounts(db: Db, p: AnalyticsParams): Promise<BucketCountRow[]> {
  const unit = units[p.granularity];
  const { start, end } = bounds(p);
  const perBucket = (table: string) => sql`
    select date_trunc(${unit}, created_at at time zone 'UTC') as bucket, count(*)::int as n
    from ${sql.identifier(table)}
    where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
    group by 1`;
  const result = await db.execute(sql`
    with b as (
      select generate_series(
        date_trunc(${unit}, ${p.from}::timestamp), date_trunc(${unit}, ${p.to}::timestamp), ${steps[p.granularity]}
      ) as bucket
    ),
    u as (${perBucket('users')}),
    o as (${perBucket('ship_offerings')}),
    r as (${perBucket('ship_booking_requests')}),
    m as (${perBucket('cargo_matches')})
    select to_char(b.bucket, 'YYYY-MM-DD') as "start",
      coalesce(u.n, 0) as "registrations",
      coalesce(o.n, 0) as "shipOfferings",
      coalesce(r.n, 0) as "bookingRequests",
      coalesce(m.n, 0) as "matches"
    from b
      left join u on u.bucket = b.bucket
      left join o on o.bucket = b.bucket
      left join r on r.bucket = b.bucket
      left join m on m.bucket = b.bucket
    order by b.bucket`);
  return rowsOf<BucketCountRow>(result);
}

export type VoyageGroupRow = {
  start: string;
  originPort: string;
  destinationPort: string;
  teuCapacity: number;
  voyages: number;
  teuOffered: number;
  teuBooked: number;
  /** The linked fleet vessel's figures; null columns when the voyage names none (class defaults apply). */
  vesselId: string | null;
  vesselName: string | null;
  vesselTeu: number | null;
  grossTonnage: number | null;
  serviceSpeedKnots: number | null;
  fuelTonnesPerDay: number | null;
  mainEnginePowerKw: number | null;
  fuelType: string | null;
  scrubberFitted: boolean | null;
};

/**
 * The voyages listed in the range, grouped by bucket, route, size and fleet vessel (everything the CO2 model
 * reads), so the model runs once per group rather than per voyage. A voyage is an approved ship offering, or a
 * vessel capacity entered for matching without one (an availability made from an offering is that offering's
 * voyage, not a second one). Booked TEU: accepted booking requests plus TEU reserved by accepted matches.
 */
export async function findVoyageGroups(db: Db, p: AnalyticsParams): Promise<VoyageGroupRow[]> {
  const { start, end } = bounds(p);
  const result = await db.execute(sql`
    with booked as (
      select ship_offering_id, sum(requested_teu)::int as teu
      from ship_booking_requests where status = 'accepted' group by 1
    ),
    matched as (
      select availability_id, sum(reserved_teu)::int as teu
      from cargo_matches where status = 'accepted' group by 1
    ),
    offering_matched as (
      select a.ship_offering_id, sum(mm.teu)::int as teu
      from vessel_availabilities a join matched mm on mm.availability_id = a.id
      where a.ship_offering_id is not null group by 1
    ),
    voyage as (
      select o.created_at, o.origin_port, o.destination_port, o.teu_capacity, o.vessel_id,
        coalesce(bk.teu, 0) + coalesce(om.teu, 0) as booked
      from ship_offerings o
        left join booked bk on bk.ship_offering_id = o.id
        left join offering_matched om on om.ship_offering_id = o.id
      where o.approval_status = 'approved'
        and o.created_at >= ${start}::timestamptz and o.created_at < ${end}::timestamptz
      union all
      select a.created_at, a.origin_port, a.destination_port, a.teu_capacity, a.vessel_id, coalesce(mm.teu, 0)
      from vessel_availabilities a left join matched mm on mm.availability_id = a.id
      where a.ship_offering_id is null
        and a.created_at >= ${start}::timestamptz and a.created_at < ${end}::timestamptz
    )
    select to_char(date_trunc(${units[p.granularity]}, v.created_at at time zone 'UTC'), 'YYYY-MM-DD') as "start",
      v.origin_port as "originPort", v.destination_port as "destinationPort", v.teu_capacity as "teuCapacity",
      count(*)::int as "voyages", sum(v.teu_capacity)::int as "teuOffered", sum(v.booked)::int as "teuBooked",
      ve.id as "vesselId", ve.name as "vesselName", ve.teu_capacity as "vesselTeu",
      ve.gross_tonnage as "grossTonnage", ve.service_speed_knots::float8 as "serviceSpeedKnots",
      ve.fuel_consumption_t_per_day::float8 as "fuelTonnesPerDay", ve.main_engine_power_kw as "mainEnginePowerKw",
      ve.fuel_type::text as "fuelType", ve.scrubber_fitted as "scrubberFitted"
    from voyage v left join vessels ve on ve.id = v.vessel_id
    group by 1, 2, 3, 4, ve.id`);
  return rowsOf<VoyageGroupRow>(result);
}

/** t CO2 avoided by the matches accepted in the range (stored on acceptance, ADR 004). */
export async function findCo2Avoided(db: Db, p: AnalyticsParams): Promise<number> {
  const { start, end } = bounds(p);
  const result = await db.execute(sql`
    select coalesce(sum(co2_saved_t), 0)::float8 as "tonnes" from cargo_matches
    where status = 'accepted' and decided_at >= ${start}::timestamptz and decided_at < ${end}::timestamptz`);
  return Number(rowsOf<{ tonnes: number }>(result)[0].tonnes);
}
