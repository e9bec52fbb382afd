import { type Currency, convertCents, type DatedRate, fromCents, numericToCents } from '@shared/domain/money';
import { findPort } from '@shared/domain/ports';
import {
  classForTeu,
  classVessel,
  estimateGrossTonnage,
  type FleetVesselFigures,
  fleetVessel,
  type SlotFootprint,
  slotFootprint,
} from '@shared/domain/voyage';
import { seaDistanceNm } from './port-proximity';

/** A listed voyage as stored, an offering or a vessel capacity: its price per TEU as numeric text, if it has one. */
export type StoredVoyage = {
  originPort: string;
  destinationPort: string;
  teuCapacity: number;
  departureDate: Date | string;
  pricePerTeu?: string;
  /** The price's currency (PRODUCT.md 37); the all-in price is in USD, so another is converted at `rate`. */
  priceCurrency?: Currency;
};

/**
 * The one figure of a voyage (issue 25 §1): CO2 per TEU and the all-in price of a slot on a listed voyage (ADR 008): the fleet vessel's own figures when the
 * voyage names one, the class default for its TEU otherwise. Computed on read: the sea distance is cached per
 * port pair and the voyage model is arithmetic, so a list page costs microseconds per row.
 */
export function footprintOf(
  input: StoredVoyage,
  fleet?: FleetVesselFigures | null,
  rate?: DatedRate | null,
): SlotFootprint | null {
  const origin = findPort(input.originPort);
  const destination = findPort(input.destinationPort);
  if (!origin || !destination) return null;
  // Without a fleet vessel: the class's figures, shared over this ship's own TEU.
  const vessel = fleet
    ? fleetVessel(fleet)
    : {
        ...classVessel(classForTeu(input.teuCapacity)),
        teuCapacity: input.teuCapacity,
        grossTonnage: estimateGrossTonnage(input.teuCapacity),
      };
  return slotFootprint({
    distanceNm: seaDistanceNm(input.originPort, input.destinationPort, vessel.dimensions),
    originCountry: origin.country,
    destinationCountry: destination.country,
    vessel,
    year: new Date(input.departureDate).getUTCFullYear(),
    freightPerTeu: input.pricePerTeu === undefined ? 0 : fromCents(freightUsdCents(input, rate)),
    ...(rate && { eurUsd: rate.rate }),
  });
}

/** The freight in USD cents: as stored when quoted in USD, else converted at the dated rate. */
function freightUsdCents(input: StoredVoyage, rate: DatedRate | null | undefined) {
  const cents = numericToCents(input.pricePerTeu ?? '0');
  const currency = input.priceCurrency ?? 'USD';
  if (currency === 'USD') return cents;
  // Without a rate the all-in price cannot be stated honestly in USD: the freight is left out of it.
  return rate ? convertCents(cents, currency, 'USD', rate) : 0;
}

/**
 * footprintOf for a voyage that may name a fleet vessel (an offering, or an availability with its offering's
 * vessel): that vessel's own figures from `fleet` (vessels/fleet-figures.repository.ts), class defaults only when
 * it names none. Every surface showing a voyage's CO2 or all-in price goes through here or footprintOf.
 */
export function voyageFootprint(
  voyage: StoredVoyage & { vesselId: string | null },
  fleet: ReadonlyMap<string, FleetVesselFigures>,
  rate?: DatedRate | null,
): SlotFootprint | null {
  return footprintOf(voyage, voyage.vesselId ? (fleet.get(voyage.vesselId) ?? null) : null, rate);
}
