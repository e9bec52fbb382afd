import type { RecordRef } from '@shared/schemas/admin';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import {
  cargoMatches,
  cargoRequests,
  contactMessages,
  greenrefitAssessments,
  quoteRequests,
  shipBookingRequests,
  shipOfferings,
  shipyards,
  users,
  vesselAvailabilities,
} from '../../db/schema';

/**
 * Names the record an activity ("kind:id") or an audit entry (resource, resourceId) is about, in the list query
 * itself: one left join per kind, each on the table's primary key, so a page costs one query however many kinds
 * it shows (no lookups per row).
 */
const refUser = alias(users, 'ref_user');
const refOffering = alias(shipOfferings, 'ref_offering');
const refBooking = alias(shipBookingRequests, 'ref_booking');
const refBookingOffering = alias(shipOfferings, 'ref_booking_offering');
const refAvailability = alias(vesselAvailabilities, 'ref_availability');
const refCargoRequest = alias(cargoRequests, 'ref_cargo_request');
const refMatch = alias(cargoMatches, 'ref_match');
const refMatchAvailability = alias(vesselAvailabilities, 'ref_match_availability');
const refAssessment = alias(greenrefitAssessments, 'ref_assessment');
const refQuote = alias(quoteRequests, 'ref_quote');
const refShipyard = alias(shipyards, 'ref_shipyard');
const refContact = alias(contactMessages, 'ref_contact');

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** The id as a uuid when the row is of this kind, else null: the join stays on the primary key index. */
const idOf = (kind: SQL, id: SQL, k: string) =>
  sql`(case when ${kind} = ${k} and ${id} ~ ${UUID} then ${id}::uuid end)`;

const isoText = (expr: SQL) =>
  sql<string | null>`to_char((${expr}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Selected next to a list's own columns (the kind and id come from the row itself). */
export const refColumns = {
  refName: sql<string | null>`coalesce(
    ${refUser.firstName} || ' ' || ${refUser.lastName},
    ${refOffering.shipName}, ${refBookingOffering.shipName}, ${refAvailability.vesselName},
    ${refMatchAvailability.vesselName}, ${refCargoRequest.contactName}, ${refAssessment.name},
    ${refQuote.shipName}, ${refShipyard.name}, ${refContact.subject})`,
  refDetail: sql<string | null>`coalesce(
    ${refUser.email}, ${refBooking.contactName}, ${refAssessment.shipName}, ${refQuote.shipyardName},
    ${refContact.name} || ' <' || ${refContact.email} || '>')`,
  refOrigin: sql<string | null>`coalesce(${refOffering.originPort}, ${refBookingOffering.originPort},
    ${refAvailability.originPort}, ${refMatchAvailability.originPort}, ${refCargoRequest.originPort})`,
  refDestination: sql<
    string | null
  >`coalesce(${refOffering.destinationPort}, ${refBookingOffering.destinationPort},
    ${refAvailability.destinationPort}, ${refMatchAvailability.destinationPort}, ${refCargoRequest.destinationPort})`,
  refDate: isoText(sql`coalesce(${refOffering.departureDate}, ${refBookingOffering.departureDate},
    ${refAvailability.departureDate}, ${refMatchAvailability.departureDate}, ${refCargoRequest.preferredDepartureDate})`),
};

/** Adds the joins `refColumns` read; `kind` and `id` are the row's record kind and id as text. */
export function joinRecordRefs<T extends PgSelect>(qb: T, kind: SQL, id: SQL) {
  return qb
    .leftJoin(refUser, eq(refUser.id, idOf(kind, id, 'user')))
    .leftJoin(refOffering, eq(refOffering.id, idOf(kind, id, 'ship_offering')))
    .leftJoin(refBooking, eq(refBooking.id, idOf(kind, id, 'ship_booking_request')))
    .leftJoin(refBookingOffering, eq(refBookingOffering.id, refBooking.shipOfferingId))
    .leftJoin(refAvailability, eq(refAvailability.id, idOf(kind, id, 'vessel_availability')))
    .leftJoin(refCargoRequest, eq(refCargoRequest.id, idOf(kind, id, 'cargo_request')))
    .leftJoin(refMatch, eq(refMatch.id, idOf(kind, id, 'cargo_match')))
    .leftJoin(refMatchAvailability, eq(refMatchAvailability.id, refMatch.availabilityId))
    .leftJoin(refAssessment, eq(refAssessment.id, idOf(kind, id, 'greenrefit_assessment')))
    .leftJoin(refQuote, eq(refQuote.id, idOf(kind, id, 'quote_request')))
    .leftJoin(refShipyard, eq(refShipyard.id, idOf(kind, id, 'shipyard')))
    .leftJoin(refContact, eq(refContact.id, idOf(kind, id, 'contact_message')));
}

type RefValues = { [K in keyof typeof refColumns]: string | null };

export function toRecordRef(kind: string | null, id: string | null, v: RefValues): RecordRef | null {
  if (!kind || !id) return null;
  return {
    kind,
    id,
    name: v.refName,
    detail: v.refDetail,
    route:
      v.refOrigin && v.refDestination
        ? { origin: v.refOrigin, destination: v.refDestination, date: v.refDate }
        : null,
  };
}

/** "kind:id" as the activities store it; anything else ("session", "user") names no record. */
export function splitResource(resource: string | null): { kind: string | null; id: string | null } {
  const at = resource?.indexOf(':') ?? -1;
  if (!resource || at <= 0) return { kind: null, id: null };
  return { kind: resource.slice(0, at), id: resource.slice(at + 1) };
}
