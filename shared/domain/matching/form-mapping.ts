import type {
  CargoRequest,
  CargoRequestInput,
  CreateVesselAvailabilityInput,
  VesselAvailability,
} from '../../schemas/matching';
import type { Currency } from '../../schemas/money';

/**
 * SPEC.md §3: the forms name some fields differently from the payload. Vessel capacity form: vesselName,
 * teuCapacity (→ availableTEU), availableDate (→ arrivalDate). Transport request form: requiredTEU
 * (→ requestedTEU), earliestDate (→ preferredDepartureDate), latestDate (→ latestArrivalDate). Dates here are
 * already instants (ISO strings); the browser converts its local inputs first.
 */
export type AvailabilityFormValues = {
  vesselId: string;
  shipOfferingId: string;
  vesselName: string;
  teuCapacity: number;
  originPort: string;
  destinationPort: string;
  departureDate: string;
  availableDate: string;
  pricePerTEU: number;
  /** The currency the price is quoted in, kept as entered (PRODUCT.md 37). */
  priceCurrency: Currency;
  cargoTypes: string[];
  specialEquipment: string[];
  contactName: string;
  contactEmail: string;
};

export type CargoRequestFormValues = {
  originPort: string;
  destinationPort: string;
  alternativeOrigins: string;
  alternativeDestinations: string;
  requiredTEU: number;
  cargoType: string;
  requiredEquipment: string[];
  earliestDate: string;
  latestDate: string;
  maxPricePerTEU: number | null;
  maxPriceCurrency: Currency;
  specialRequirements: string;
  urgencyLevel: string;
  contactName: string;
  contactEmail: string;
};

/** The payload for POST/PUT; a voyage made from a ship offering leaves the offering's fields out. */
export function toAvailabilityPayload(
  f: AvailabilityFormValues,
  mode: 'create' | 'update' = 'create',
): CreateVesselAvailabilityInput {
  const common = {
    vesselName: f.vesselName,
    cargoTypes: f.cargoTypes,
    specialEquipment: f.specialEquipment,
    contactName: f.contactName,
    contactEmail: f.contactEmail,
  };
  const links =
    mode === 'create' ? { vesselId: f.vesselId || null, shipOfferingId: f.shipOfferingId || null } : {};
  if (f.shipOfferingId) return { ...links, ...common };
  return {
    ...links,
    ...common,
    originPort: f.originPort,
    destinationPort: f.destinationPort,
    departureDate: f.departureDate,
    arrivalDate: f.availableDate,
    availableTEU: f.teuCapacity,
    pricePerTEU: f.pricePerTEU,
    priceCurrency: f.priceCurrency,
  };
}

/** The form's values for editing a stored availability (the inverse of toAvailabilityPayload). */
export const availabilityToForm = (a: VesselAvailability): AvailabilityFormValues => ({
  vesselId: a.vesselId ?? '',
  shipOfferingId: a.shipOfferingId ?? '',
  vesselName: a.vesselName,
  teuCapacity: a.availableTEU,
  originPort: a.originPort,
  destinationPort: a.destinationPort,
  departureDate: a.departureDate,
  availableDate: a.arrivalDate,
  pricePerTEU: a.pricePerTEU,
  priceCurrency: a.priceCurrency,
  cargoTypes: a.cargoTypes,
  specialEquipment: a.specialEquipment,
  contactName: a.contactName,
  contactEmail: a.contactEmail,
});

export const toCargoRequestPayload = (f: CargoRequestFormValues): CargoRequestInput => ({
  originPort: f.originPort,
  destinationPort: f.destinationPort,
  alternativeOrigins: f.alternativeOrigins,
  alternativeDestinations: f.alternativeDestinations,
  requestedTEU: f.requiredTEU,
  cargoType: f.cargoType as CargoRequestInput['cargoType'],
  requiredEquipment: f.requiredEquipment,
  preferredDepartureDate: f.earliestDate,
  latestArrivalDate: f.latestDate,
  maxPricePerTEU: f.maxPricePerTEU,
  maxPriceCurrency: f.maxPriceCurrency,
  specialRequirements: f.specialRequirements,
  urgencyLevel: f.urgencyLevel as CargoRequestInput['urgencyLevel'],
  contactName: f.contactName,
  contactEmail: f.contactEmail,
});

export const cargoRequestToForm = (r: CargoRequest): CargoRequestFormValues => ({
  originPort: r.originPort,
  destinationPort: r.destinationPort,
  alternativeOrigins: r.alternativeOrigins.join(', '),
  alternativeDestinations: r.alternativeDestinations.join(', '),
  requiredTEU: r.requestedTEU,
  cargoType: r.cargoType,
  requiredEquipment: r.requiredEquipment,
  earliestDate: r.preferredDepartureDate,
  latestDate: r.latestArrivalDate,
  maxPricePerTEU: r.maxPricePerTEU,
  maxPriceCurrency: r.maxPriceCurrency,
  specialRequirements: r.specialRequirements ?? '',
  urgencyLevel: r.urgencyLevel,
  contactName: r.contactName,
  contactEmail: r.contactEmail,
});
