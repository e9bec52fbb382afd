import { defaultAssumptions } from '@shared/domain/voyage/assumptions';
import { toTenths } from '@shared/domain/voyage/booked-co2';
import type {
  Co2Statement,
  Co2StatementFactor,
  Co2StatementRow,
  co2StatementQuerySchema,
} from '@shared/schemas/booking-requests';
import type { Language } from '@shared/schemas/common';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { shipBookingRequests, shipOfferings } from '../../db/schema';
import { translate } from '../../i18n/messages';
import type { CsvValue } from '../../lib/csv';
import { voyageFootprint } from '../matching/slot-footprint';
import { fleetByVessel } from '../vessels/fleet-figures.repository';

type Period = z.output<typeof co2StatementQuerySchema>;

/**
 * The caller's accepted bookings whose voyage departs within the period (whole UTC days), oldest first, each with
 * the CO2 of its TEU as My bookings shows it (booking-requests.repository.ts). Totals are sums of the rows'
 * tenths of a kilogram, so they equal the sum of the rows exactly. Only the caller's own requests: the
 * requester id is the filter, there is no other way in.
 */
export async function getCo2Statement(db: Db, userId: string, period: Period): Promise<Co2Statement> {
  const rows = await db
    .select({ request: shipBookingRequests, offering: shipOfferings })
    .from(shipBookingRequests)
    .innerJoin(shipOfferings, eq(shipOfferings.id, shipBookingRequests.shipOfferingId))
    .where(
      and(
        eq(shipBookingRequests.requesterId, userId),
        eq(shipBookingRequests.status, 'accepted'),
        gte(shipOfferings.departureDate, new Date(`${period.from}T00:00:00.000Z`)),
        lte(shipOfferings.departureDate, new Date(`${period.to}T23:59:59.999Z`)),
      ),
    )
    .orderBy(asc(shipOfferings.departureDate), asc(shipBookingRequests.id));

  const fleet = await fleetByVessel(
    db,
    rows.map((r) => r.offering.vesselId),
  );
  const out: Co2StatementRow[] = [];
  const factors = new Map<string, Co2StatementFactor>();
  // The model's load factor (the same for every class), stated even when no booking falls in the period.
  let loadFactor = defaultAssumptions({
    vesselType: 'micro_containership',
    year: Number(period.from.slice(0, 4)),
  }).loadFactor;
  let withoutFigure = 0;
  const sum = { teu: 0, ttw: 0, wtw: 0 };
  for (const { request: r, offering: o } of rows) {
    const f = voyageFootprint(o, fleet);
    if (!f) {
      withoutFigure++;
      continue;
    }
    const ttw = toTenths(f.co2TtwKgPerTeu) * r.requestedTeu;
    const wtw = toTenths(f.co2eWtwKgPerTeu) * r.requestedTeu;
    sum.teu += r.requestedTeu;
    sum.ttw += ttw;
    sum.wtw += wtw;
    loadFactor = f.factors.loadFactor;
    factors.set(f.fuelType, {
      fuelType: f.fuelType,
      co2PerFuelT: f.factors.co2PerFuelT,
      wtwGPerMj: f.factors.wtwGPerMj,
      lcvMjPerKg: f.factors.lcvMjPerKg,
    });
    out.push({
      bookingId: r.id,
      departureDate: new Date(o.departureDate).toISOString(),
      originPort: o.originPort,
      destinationPort: o.destinationPort,
      shipName: o.shipName,
      teu: r.requestedTeu,
      distanceNm: f.distanceNm,
      fuelType: f.fuelType,
      basis: f.basis,
      co2TtwKgPerTeu: f.co2TtwKgPerTeu,
      co2eWtwKgPerTeu: f.co2eWtwKgPerTeu,
      co2TtwKg: ttw / 10,
      co2eWtwKg: wtw / 10,
    });
  }
  return {
    from: period.from,
    to: period.to,
    rows: out,
    withoutFigure,
    totals: { bookings: out.length, teu: sum.teu, co2TtwKg: sum.ttw / 10, co2eWtwKg: sum.wtw / 10 },
    method: { loadFactor, factors: [...factors.values()] },
  };
}

const columns = [
  'bookingId',
  'departureDate',
  'originPort',
  'destinationPort',
  'shipName',
  'teu',
  'distanceNm',
  'fuelType',
  'co2TtwKgPerTeu',
  'co2eWtwKgPerTeu',
  'co2TtwKg',
  'co2eWtwKg',
  'basis',
] as const;

export const co2CsvHeader = (lang: Language) => columns.map((c) => translate(lang, `co2Statement.${c}`));

/** The rows, then one total line (TEU and kg summed; the other cells empty). Numbers with a point, no grouping. */
export function co2CsvRows(statement: Co2Statement, lang: Language): CsvValue[][] {
  const rows: CsvValue[][] = statement.rows.map((r) => [
    r.bookingId,
    r.departureDate.slice(0, 10),
    r.originPort,
    r.destinationPort,
    r.shipName,
    r.teu,
    r.distanceNm,
    r.fuelType.toUpperCase(),
    r.co2TtwKgPerTeu.toFixed(1),
    r.co2eWtwKgPerTeu.toFixed(1),
    r.co2TtwKg.toFixed(1),
    r.co2eWtwKg.toFixed(1),
    translate(lang, `co2Statement.basis.${r.basis}`),
  ]);
  const t = statement.totals;
  rows.push([
    translate(lang, 'co2Statement.total'),
    '',
    '',
    '',
    '',
    t.teu,
    '',
    '',
    '',
    '',
    t.co2TtwKg.toFixed(1),
    t.co2eWtwKg.toFixed(1),
    '',
  ]);
  return rows;
}
