import crypto from 'node:crypto';
import { withImoCheckDigit } from '@shared/domain/imo';
import { MATCH_PROPOSAL_LIMIT } from '@shared/domain/matching/score';
import { centsToNumeric } from '@shared/domain/money';
import { roleForUserType } from '@shared/domain/roles';
import type { CargoType } from '@shared/schemas/matching';
import type { FuelType } from '@shared/schemas/vessels';
import type { Db } from '../db/client';
import { cargoRequests, shipOfferings, users, vesselAvailabilities, vessels } from '../db/schema';
import { rematchAll } from '../modules/matching/rematch.service';
import { withStoredCo2 } from '../modules/ship-offerings/offering-co2';
import { hashPassword } from '../modules/users/passwords';
import { fleetFigures } from '../modules/vessels/vessels.dto';

type DemoVessel = {
  name: string;
  imoBase: string;
  teu: number;
  dwt: number;
  gt: number;
  year: number;
  kw: number;
  knots: number;
  tonnesPerDay: number;
  fuel: FuelType;
  scrubber: boolean;
};
type DemoVoyage = {
  vessel: number;
  from: string;
  to: string;
  inDays: number;
  hours: number;
  price: number;
  bookedShare: number;
  cargo: string[];
};
type DemoOwner = {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  phone: string;
  fleet: DemoVessel[];
  voyages: DemoVoyage[];
};

// Fictional companies and ships (IMO numbers are made up but pass the check digit); voyages between SPEC.md §9's
// twelve calculator ports, durations roughly distance / service speed.
// biome-ignore format: one record per line reads best
const OWNERS: DemoOwner[] = [
  {
    email: 'demo-owner-north@feederhub.local', firstName: 'Jens', lastName: 'Petersen', company: 'Elbe Feeder Lines (demo)', phone: '+49 40 0000 0000',
    fleet: [
      { name: 'Elbe Trader', imoBase: '931482', teu: 698, dwt: 8900, gt: 7500, year: 2008, kw: 7200, knots: 14, tonnesPerDay: 18, fuel: 'vlsfo', scrubber: false },
      { name: 'Alster Bay', imoBase: '945603', teu: 868, dwt: 11200, gt: 9100, year: 2012, kw: 8400, knots: 15.5, tonnesPerDay: 24, fuel: 'hfo', scrubber: true },
    ],
    voyages: [
      { vessel: 0, from: 'DEHAM', to: 'NLRTM', inDays: 3, hours: 24, price: 145, bookedShare: 0.55, cargo: ['Dry', 'Reefer'] },
      { vessel: 1, from: 'NLRTM', to: 'DEHAM', inDays: 6, hours: 26, price: 139.5, bookedShare: 0.3, cargo: ['Dry', 'Dangerous goods (IMDG)', 'Out of gauge'] },
      { vessel: 0, from: 'DEBRE', to: 'NLAMS', inDays: 10, hours: 18, price: 120, bookedShare: 0.1, cargo: ['Dry'] },
      { vessel: 1, from: 'BEANR', to: 'DEBRE', inDays: 15, hours: 22, price: 132.75, bookedShare: 0.85, cargo: ['Dry', 'Reefer', 'Bulk in containers', 'Project cargo'] },
    ],
  },
  {
    email: 'demo-owner-baltic@feederhub.local', firstName: 'Agnieszka', lastName: 'Nowak', company: 'Baltic Shortsea Connect (demo)', phone: '+48 58 000 00 00',
    fleet: [
      { name: 'Vistula Star', imoBase: '922177', teu: 508, dwt: 6800, gt: 5300, year: 2006, kw: 5400, knots: 13.5, tonnesPerDay: 14, fuel: 'mgo', scrubber: false },
      { name: 'Sound Runner', imoBase: '967310', teu: 750, dwt: 9600, gt: 8200, year: 2017, kw: 7000, knots: 15, tonnesPerDay: 17, fuel: 'lng', scrubber: false },
    ],
    voyages: [
      { vessel: 1, from: 'DEHAM', to: 'DKCPH', inDays: 4, hours: 30, price: 165, bookedShare: 0.4, cargo: ['Dry', 'Reefer'] },
      { vessel: 0, from: 'DKCPH', to: 'PLGDN', inDays: 8, hours: 22, price: 155, bookedShare: 0.2, cargo: ['Dry'] },
      { vessel: 0, from: 'PLGDN', to: 'SESTO', inDays: 12, hours: 26, price: 172.5, bookedShare: 0.65, cargo: ['Dry', 'Timber products'] },
      { vessel: 1, from: 'SESTO', to: 'DEHAM', inDays: 20, hours: 52, price: 198, bookedShare: 0, cargo: ['Dry', 'Reefer', 'Paper'] },
    ],
  },
  {
    email: 'demo-owner-med@feederhub.local', firstName: 'Lucia', lastName: 'Ferrari', company: 'Tyrrhenian Feeder Services (demo)', phone: '+39 010 000 0000',
    fleet: [
      { name: 'Ligurian Spirit', imoBase: '958244', teu: 962, dwt: 12800, gt: 9900, year: 2015, kw: 9600, knots: 17, tonnesPerDay: 27, fuel: 'vlsfo', scrubber: false },
      { name: 'Costa Brava Link', imoBase: '939851', teu: 620, dwt: 7900, gt: 6400, year: 2010, kw: 6000, knots: 14.5, tonnesPerDay: 16, fuel: 'methanol', scrubber: false },
    ],
    voyages: [
      { vessel: 0, from: 'ITGOA', to: 'FRMRS', inDays: 5, hours: 12, price: 110, bookedShare: 0.5, cargo: ['Dry', 'Reefer'] },
      { vessel: 1, from: 'ESVLC', to: 'ESBCN', inDays: 7, hours: 13, price: 95.5, bookedShare: 0.9, cargo: ['Dry'] },
      { vessel: 1, from: 'ESBCN', to: 'ITGOA', inDays: 14, hours: 24, price: 138, bookedShare: 0.25, cargo: ['Dry', 'Wine and spirits'] },
      { vessel: 0, from: 'FRMRS', to: 'ESVLC', inDays: 25, hours: 22, price: 124.9, bookedShare: 0.05, cargo: ['Dry', 'Reefer', 'Automotive parts'] },
    ],
  },
];

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * PRODUCT.md 15: demo ship owners with fleets and approved offerings departing in the coming weeks. The owners
 * are approved accounts whose password is random and never shown (nobody signs in as them).
 */
export async function seedDemoMarketplace(db: Db, now = new Date()) {
  const passwordHash = await hashPassword(crypto.randomBytes(32).toString('base64url'));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 8);
  let offerings = 0;
  await db.transaction(async (tx) => {
    for (const o of OWNERS) {
      const [owner] = await tx
        .insert(users)
        .values({
          email: o.email,
          passwordHash,
          firstName: o.firstName,
          lastName: o.lastName,
          companyName: o.company,
          role: roleForUserType('shipowner'),
          userType: 'shipowner',
          approvalStatus: 'approved',
          emailVerifiedAt: now,
          hasSeenTour: true,
        })
        .returning();
      const fleet = await tx
        .insert(vessels)
        .values(
          o.fleet.map((v) => ({
            ownerId: owner.id,
            name: v.name,
            imoNumber: withImoCheckDigit(v.imoBase),
            teuCapacity: v.teu,
            deadweightTonnes: v.dwt,
            grossTonnage: v.gt,
            yearBuilt: v.year,
            mainEnginePowerKw: v.kw,
            serviceSpeedKnots: String(v.knots),
            fuelConsumptionTonnesPerDay: String(v.tonnesPerDay),
            fuelType: v.fuel,
            scrubberFitted: v.scrubber,
          })),
        )
        .returning();
      for (const voyage of o.voyages) {
        const vessel = fleet[voyage.vessel];
        const departure = new Date(today + voyage.inDays * DAY);
        const [offering] = await tx
          .insert(shipOfferings)
          .values(
            withStoredCo2(
              {
                ownerId: owner.id,
                vesselId: vessel.id,
                shipName: vessel.name,
                teuCapacity: vessel.teuCapacity,
                availableCapacity: vessel.teuCapacity - Math.round(vessel.teuCapacity * voyage.bookedShare),
                originPort: voyage.from,
                destinationPort: voyage.to,
                departureDate: departure,
                arrivalDate: new Date(departure.getTime() + voyage.hours * HOUR),
                contactName: `${o.firstName} ${o.lastName}`,
                contactEmail: o.email,
                contactPhone: o.phone,
                companyName: o.company,
                pricePerTeu: centsToNumeric(Math.round(voyage.price * 100)),
                cargoTypes: voyage.cargo,
                specialRequirements: null,
                approvalStatus: 'approved',
                reviewedAt: now,
              },
              fleetFigures(vessel),
            ),
          )
          .returning();
        // Every demo voyage is also offered for cargo matching, sharing the offering's TEU (ADR 004).
        await tx.insert(vesselAvailabilities).values({
          ownerId: owner.id,
          vesselId: vessel.id,
          shipOfferingId: offering.id,
          vesselName: offering.shipName,
          originPort: offering.originPort,
          destinationPort: offering.destinationPort,
          departureDate: offering.departureDate,
          arrivalDate: offering.arrivalDate!,
          teuCapacity: offering.teuCapacity,
          pricePerTeu: offering.pricePerTeu,
          cargoTypes: demoCargoTypes(voyage.cargo),
          contactName: offering.contactName,
          contactEmail: offering.contactEmail,
        });
        offerings++;
      }
    }
    const [shipper] = await tx
      .insert(users)
      .values({
        email: 'demo-shipper@feederhub.local',
        passwordHash,
        firstName: 'Lena',
        lastName: 'Vogt',
        companyName: 'Nordfracht Logistik (demo)',
        role: roleForUserType('freight_forwarder'),
        userType: 'freight_forwarder',
        approvalStatus: 'approved',
        emailVerifiedAt: now,
        hasSeenTour: true,
      })
      .returning();
    await tx.insert(cargoRequests).values(
      DEMO_REQUESTS.map((r) => ({
        userId: shipper.id,
        originPort: r.from,
        destinationPort: r.to,
        alternativeOrigins: r.altFrom ?? [],
        requestedTeu: r.teu,
        cargoType: r.type,
        preferredDepartureDate: new Date(today + r.fromDay * DAY),
        latestArrivalDate: new Date(today + r.toDay * DAY),
        maxPricePerTeu: centsToNumeric(r.budget * 100),
        contactName: 'Lena Vogt',
        contactEmail: shipper.email,
      })),
    );
  });
  // The demo requests meet the demo voyages the way any new ones would.
  const matching = await rematchAll(db, now, MATCH_PROPOSAL_LIMIT);
  return { owners: OWNERS.length, offerings, proposals: matching.proposals };
}

/** Free-text cargo of the demo offerings to the matching catalogue: everything takes general boxes. */
function demoCargoTypes(cargo: string[]): CargoType[] {
  const types = new Set<CargoType>(['general']);
  for (const c of cargo) {
    if (/reefer/i.test(c)) types.add('reefer');
    if (/dangerous|imdg/i.test(c)) types.add('dangerous');
    if (/out of gauge|project/i.test(c)) types.add('out_of_gauge');
  }
  return [...types];
}

const DEMO_REQUESTS: {
  from: string;
  to: string;
  altFrom?: string[];
  teu: number;
  type: CargoType;
  fromDay: number;
  toDay: number;
  budget: number;
}[] = [
  { from: 'DEHAM', to: 'NLRTM', teu: 40, type: 'reefer', fromDay: 2, toDay: 6, budget: 160 },
  {
    from: 'DEBRV',
    to: 'DKCPH',
    altFrom: ['DEHAM'],
    teu: 25,
    type: 'general',
    fromDay: 3,
    toDay: 8,
    budget: 170,
  },
  { from: 'PLGDN', to: 'SESTO', teu: 60, type: 'general', fromDay: 10, toDay: 16, budget: 180 },
  { from: 'ITGOA', to: 'FRMRS', teu: 30, type: 'general', fromDay: 4, toDay: 9, budget: 100 },
];
