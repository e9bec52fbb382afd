import type { vesselAvailabilities } from '../../server/db/schema';

const DAY = 86_400_000;
const at = (ms: number) => new Date(Date.now() + ms);

/** A standalone voyage Gdańsk → Klaipėda in three days, priced by its number so the scores differ. */
export const availabilityRowFor = (ownerId: string, i: number): typeof vesselAvailabilities.$inferInsert => ({
  ownerId,
  vesselName: `Abuse Trader ${i}`,
  originPort: 'PLGDN',
  destinationPort: 'LTKLJ',
  departureDate: at(3 * DAY),
  arrivalDate: at(4 * DAY),
  availableTeu: 100,
  teuCapacity: 300,
  pricePerTeu: `${100 + (i % 100)}.00`,
  cargoTypes: ['general'],
  contactName: 'Carrier',
  contactEmail: 'carrier@example.com',
});

/** A transport request that every availabilityRowFor voyage fits. */
export const cargoRequestFor = () => ({
  originPort: 'PLGDN',
  destinationPort: 'LTKLJ',
  requestedTEU: 20,
  cargoType: 'general',
  preferredDepartureDate: at(2 * DAY).toISOString(),
  latestArrivalDate: at(6 * DAY).toISOString(),
  maxPricePerTEU: 300,
  contactName: 'Carla Cargo',
  contactEmail: 'carla@shipper.example',
});
