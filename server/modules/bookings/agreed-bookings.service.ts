import type { Language } from '@shared/domain/languages';
import { bookingTotal, type Currency } from '@shared/domain/money';
import type { AgreedBooking, AgreedBookingsQuery } from '@shared/schemas/booking-requests';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { translate } from '../../i18n/messages';
import type { CsvValue } from '../../lib/csv';
import { pageOffset } from '../../lib/paging';

type Row = {
  reference: string;
  origin: 'booking_request' | 'match';
  agreed_at: string | Date;
  counterparty: string;
  ship_name: string;
  origin_port: string;
  destination_port: string;
  departure_date: string | Date;
  teu: number;
  currency: Currency;
  price_per_teu: string;
};

/**
 * The caller's agreed bookings, from booking requests and matches in one list (PRODUCT.md 34), as the carrier or
 * as the merchant; `pageSize` rows from `page` and the total. One statement: the union of the two origins, each
 * read through its party's index.
 */
function agreedSql(userId: string, side: 'carrier' | 'merchant') {
  const requests = side === 'carrier' ? sql`o.owner_id = ${userId}` : sql`b.requester_id = ${userId}`;
  const matches = side === 'carrier' ? sql`m.carrier_id = ${userId}` : sql`m.shipper_id = ${userId}`;
  const requestCounterparty =
    side === 'carrier'
      ? sql`coalesce(b.company_name, b.contact_name)`
      : sql`coalesce(o.company_name, ou.company_name, o.contact_name)`;
  const matchCounterparty =
    side === 'carrier'
      ? sql`coalesce(su.company_name, r.contact_name)`
      : sql`coalesce(cu.company_name, a.contact_name)`;
  return sql`
    select b.reference, 'booking_request' as origin, b.agreed_at, ${requestCounterparty} as counterparty,
           o.ship_name, o.origin_port, o.destination_port, coalesce(b.agreed_departure, o.departure_date) as departure_date,
           coalesce(b.agreed_teu, b.requested_teu) as teu, b.currency::text as currency,
           coalesce(b.agreed_price_per_teu, o.price_per_teu) as price_per_teu
      from ship_booking_requests b
      join ship_offerings o on o.id = b.ship_offering_id
      left join users ou on ou.id = o.owner_id
     where b.status = 'accepted' and b.reference is not null and ${requests}
    union all
    select m.reference, 'match', m.agreed_at, ${matchCounterparty},
           a.vessel_name, a.origin_port, a.destination_port, a.departure_date,
           m.reserved_teu, a.price_currency::text, m.price_per_teu
      from cargo_matches m
      join vessel_availabilities a on a.id = m.availability_id
      join cargo_requests r on r.id = m.request_id
      left join users su on su.id = m.shipper_id
      left join users cu on cu.id = m.carrier_id
     where m.status = 'accepted' and m.reference is not null and ${matches}`;
}

const toDto = (r: Row): AgreedBooking => ({
  reference: r.reference,
  origin: r.origin,
  agreedAt: new Date(r.agreed_at).toISOString(),
  counterparty: r.counterparty,
  shipName: r.ship_name,
  originPort: r.origin_port,
  destinationPort: r.destination_port,
  departureDate: new Date(r.departure_date).toISOString(),
  teu: Number(r.teu),
  currency: r.currency,
  pricePerTEU: Number(r.price_per_teu),
  allIn: bookingTotal(r.price_per_teu, Number(r.teu)),
});

const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

export async function findAgreedBookings(
  db: Db,
  userId: string,
  q: AgreedBookingsQuery & { page: number; pageSize: number },
) {
  const all = agreedSql(userId, q.side);
  const [page, total] = await Promise.all([
    db.execute(
      sql`select * from (${all}) x order by agreed_at desc, reference desc limit ${q.pageSize} offset ${pageOffset(q)}`,
    ),
    db.execute(sql`select count(*)::int as n from (${all}) x`),
  ]);
  return {
    items: rowsOf(page).map(toDto),
    total: Number((total as unknown as { rows: { n: number }[] }).rows[0].n),
  };
}

/** Every agreed booking of the side, in batches of 500 (the CSV export streams them). */
export async function* agreedBatches(db: Db, userId: string, side: 'carrier' | 'merchant') {
  for (let page = 1; ; page++) {
    const { items } = await findAgreedBookings(db, userId, { side, page, pageSize: 500 });
    if (items.length) yield items;
    if (items.length < 500) return;
  }
}

const csvColumns = [
  'reference',
  'origin',
  'agreedAt',
  'counterparty',
  'shipName',
  'originPort',
  'destinationPort',
  'departureDate',
  'teu',
  'currency',
  'pricePerTEU',
  'allIn',
] as const;

export const agreedCsvHeader = (lang: Language) =>
  csvColumns.map((c) => translate(lang, `agreedBookings.${c}`));

export const agreedCsvRow = (b: AgreedBooking, lang: Language): CsvValue[] => [
  b.reference,
  translate(lang, `agreedBookings.${b.origin}`),
  b.agreedAt,
  b.counterparty,
  b.shipName,
  b.originPort,
  b.destinationPort,
  b.departureDate,
  b.teu,
  b.currency,
  b.pricePerTEU.toFixed(2),
  b.allIn.toFixed(2),
];
