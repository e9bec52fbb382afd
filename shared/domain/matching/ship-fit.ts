import type { IceClass } from '../../schemas/vessels';
import { findPort } from '../ports';

/**
 * What matching checks a ship's particulars against (issue 23, docs/adr/004-cargo-matching.md "Hard filters").
 * Null fields are not stated by the owner.
 */
export type ShipParticulars = {
  reeferPlugs: number | null;
  iceClass: IceClass | null;
  /** IMDG classes accepted; [] accepts none, null has not been stated. */
  dgClasses: readonly string[] | null;
};

/** What the request's box mix asks of the ship. */
export type CargoNeeds = { reeferBoxes: number; dgClasses: readonly string[] };

export type ShipRefusal = 'reefer_plugs' | 'dg_class' | 'ice_class';

/**
 * Northern Baltic: the Gulf of Bothnia, the Gulf of Finland and the northern Baltic Proper, where the Finnish and
 * Swedish maritime administrations restrict winter traffic to ice-classed ships. In the catalogue that is every
 * Baltic port at or north of 59° N (Stockholm, Gävle, Turku, Rauma, Helsinki, Kotka, Tallinn, St Petersburg);
 * Norrköping (58.6° N), Riga and the southern Baltic stay open.
 */
export const NORTHERN_BALTIC_MIN_LAT = 59;

export function isNorthernBalticPort(code: string) {
  const port = findPort(code);
  return port !== undefined && port.region === 'baltic' && port.lat >= NORTHERN_BALTIC_MIN_LAT;
}

/**
 * The ice season, 1 December to 31 March (UTC): a voyage is in it when any moment from its departure to its
 * arrival falls in one. Ice is earlier and later in some winters; these dates are the product's rule (issue 23).
 */
export function inIceSeason(departure: Date, arrival: Date) {
  for (let y = departure.getUTCFullYear() - 1; y <= arrival.getUTCFullYear(); y++) {
    const start = Date.UTC(y, 11, 1);
    const end = Date.UTC(y + 1, 3, 1);
    if (departure.getTime() < end && arrival.getTime() >= start) return true;
  }
  return false;
}

export const hasIceClass = (iceClass: IceClass | null) => iceClass !== null && iceClass !== 'none';

/**
 * Why this ship cannot carry this cargo on this voyage, or null when it can. A capacity without a fleet vessel
 * (`ship` null) has no particulars and passes; so do plugs and DG classes the owner has not stated. An ice class
 * not stated counts as none: winter traffic restrictions admit only ships that have one.
 */
export function shipRefusal(
  ship: ShipParticulars | null,
  cargo: CargoNeeds,
  voyage: { originPort: string; destinationPort: string; departure: Date; arrival: Date },
): ShipRefusal | null {
  if (!ship) return null;
  if (ship.reeferPlugs !== null && cargo.reeferBoxes > ship.reeferPlugs) return 'reefer_plugs';
  if (ship.dgClasses !== null && !cargo.dgClasses.every((c) => ship.dgClasses!.includes(c)))
    return 'dg_class';
  if (
    !hasIceClass(ship.iceClass) &&
    (isNorthernBalticPort(voyage.originPort) || isNorthernBalticPort(voyage.destinationPort)) &&
    inIceSeason(voyage.departure, voyage.arrival)
  )
    return 'ice_class';
  return null;
}
