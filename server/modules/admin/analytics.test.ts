import { findPort } from '@shared/domain/ports';
import { defaultAssumptions } from '@shared/domain/voyage/assumptions';
import { classForTeu, classVessel, fleetVessel, type VoyageVessel } from '@shared/domain/voyage/vessel';
import { computeVoyage } from '@shared/domain/voyage/voyage';
import type { PlatformAnalytics } from '@shared/schemas/analytics';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { insertAvailability, insertCargoRequest, insertMatch } from '../../test/analytics-factories';
import { setupTestApp, type TestApp } from '../../test/harness';
import { expectError, expectValidation } from '../../test/http';
import { insertBookingRequest, insertOffering, insertVessel } from '../../test/marketplace-factories';
import { seaDistanceNm } from '../matching/port-proximity';

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);
let t: TestApp;
let adminAgent: Awaited<ReturnType<TestApp['agentFor']>>;

/** Hand-computed CO2 of one sailing: the SmartFeeder model at service speed, as the dashboard documents it. */
function sailingTonnes(origin: string, destination: string, vessel: VoyageVessel) {
  return computeVoyage({
    distanceNm: seaDistanceNm(origin, destination),
    originCountry: findPort(origin)!.country,
    destinationCountry: findPort(destination)!.country,
    vessel,
    speedKnots: vessel.serviceSpeedKnots,
    fuelType: vessel.fuelType,
    cargoWeightTonnes: 0,
    year: 2011,
    assumptions: defaultAssumptions({ vesselType: vessel.vesselType, year: 2011 }),
  }).co2.totalT;
}

// January 2011 belongs to this file alone: every other row of the shared test database is created "now".
let expectedCo2: { hamburgClass: number; hamburgFleet: number; baltic: number; antwerp: number };
beforeAll(async () => {
  t = await setupTestApp();
  adminAgent = await t.agentFor(await t.createUser({ role: 'admin' }));
  const owner = await t.createUser({ role: 'shipowner' });
  const shipper = await t.createUser({ role: 'cargo_owner' });

  // Registrations: two on Monday 3 January, one at the last second of the 5th, one at midnight of the 6th;
  // one just before and one just after the 3-16 January range.
  for (const createdAt of [
    '2011-01-02T23:59:59Z',
    '2011-01-03T08:00:00Z',
    '2011-01-03T17:30:00Z',
    '2011-01-05T23:59:59Z',
    '2011-01-06T00:00:00Z',
    '2011-01-17T00:00:00Z',
  ]) {
    const u = await t.createUser();
    await t.db
      .update(users)
      .set({ createdAt: at(createdAt) })
      .where(eq(users.id, u.id));
  }

  const departure = at('2011-02-01T08:00:00Z');
  // 4 January: two approved voyages Hamburg-Rotterdam, one with class defaults, one on a fleet vessel.
  const byClass = await insertOffering(t.db, owner.id, {
    teuCapacity: 700,
    availableCapacity: 700,
    departureDate: departure,
    createdAt: at('2011-01-04T09:00:00Z'),
  });
  const ship = await insertVessel(t.db, owner.id, {
    teuCapacity: 800,
    grossTonnage: 9_000,
    serviceSpeedKnots: '15.0',
    fuelConsumptionTonnesPerDay: '30.0',
    fuelType: 'hfo',
    scrubberFitted: true,
  });
  await insertOffering(t.db, owner.id, {
    vesselId: ship.id,
    teuCapacity: 800,
    availableCapacity: 800,
    departureDate: departure,
    createdAt: at('2011-01-04T10:00:00Z'),
  });
  // 10 January: a pending offering (created, not a voyage yet) and an approved Stockholm-Gdansk one.
  await insertOffering(t.db, owner.id, { approvalStatus: 'pending', createdAt: at('2011-01-10T09:00:00Z') });
  await insertOffering(t.db, owner.id, {
    originPort: 'SESTO',
    destinationPort: 'PLGDN',
    teuCapacity: 400,
    availableCapacity: 400,
    departureDate: departure,
    createdAt: at('2011-01-10T11:00:00Z'),
  });

  // 5 January: two booking requests on the class-default voyage, 100 TEU accepted, 50 pending.
  await insertBookingRequest(t.db, byClass.id, shipper.id, {
    requestedTeu: 100,
    status: 'accepted',
    createdAt: at('2011-01-05T12:00:00Z'),
  });
  await insertBookingRequest(t.db, byClass.id, shipper.id, {
    requestedTeu: 50,
    createdAt: at('2011-01-05T13:00:00Z'),
  });

  // 6 January: the class-default voyage offered for matching (the same voyage, not a second one), 25 TEU matched.
  const fromOffering = await insertAvailability(t.db, owner.id, {
    shipOfferingId: byClass.id,
    teuCapacity: 700,
    createdAt: at('2011-01-06T09:00:00Z'),
  });
  const first = await insertCargoRequest(t.db, shipper.id, { status: 'matched' });
  await insertMatch(
    t.db,
    { availabilityId: fromOffering.id, requestId: first.id },
    { status: 'accepted', reservedTeu: 25, createdAt: at('2011-01-06T10:00:00Z') },
  );
  // 12 January: capacity entered for matching without an offering, Hamburg-Antwerp, 40 TEU matched on the 13th
  // (1.5 t CO2 avoided); a second proposal the same day.
  const standalone = await insertAvailability(t.db, owner.id, {
    destinationPort: 'BEANR',
    teuCapacity: 300,
    availableTeu: 160,
    createdAt: at('2011-01-12T09:00:00Z'),
  });
  const second = await insertCargoRequest(t.db, shipper.id, { status: 'matched' });
  const third = await insertCargoRequest(t.db, shipper.id);
  await insertMatch(
    t.db,
    { availabilityId: standalone.id, requestId: second.id },
    {
      status: 'accepted',
      reservedTeu: 40,
      co2SavedT: 1.5,
      createdAt: at('2011-01-12T10:00:00Z'),
      decidedAt: at('2011-01-13T10:00:00Z'),
    },
  );
  await insertMatch(
    t.db,
    { availabilityId: standalone.id, requestId: third.id },
    { createdAt: at('2011-01-12T11:00:00Z') },
  );

  expectedCo2 = {
    hamburgClass: sailingTonnes('DEHAM', 'NLRTM', classVessel(classForTeu(700))),
    hamburgFleet: sailingTonnes(
      'DEHAM',
      'NLRTM',
      fleetVessel({
        id: ship.id,
        name: ship.name,
        teuCapacity: 800,
        grossTonnage: 9_000,
        serviceSpeedKnots: 15,
        fuelConsumptionTonnesPerDay: 30,
        mainEnginePowerKw: null,
        fuelType: 'hfo',
        scrubberFitted: true,
      }),
    ),
    baltic: sailingTonnes('SESTO', 'PLGDN', classVessel(classForTeu(400))),
    antwerp: sailingTonnes('DEHAM', 'BEANR', classVessel(classForTeu(300))),
  };
});

const analytics = async (query: Record<string, string>) => {
  const res = await adminAgent.get('/api/admin/analytics').query(query);
  expect(res.status).toBe(200);
  return res.body as PlatformAnalytics;
};
const column = (a: PlatformAnalytics, key: keyof PlatformAnalytics['buckets'][number]) =>
  Object.fromEntries(a.buckets.filter((b) => b[key] !== 0).map((b) => [b.start, b[key]]));
const close = (actual: number, expected: number) => expect(actual).toBeCloseTo(expected, 1);

describe('GET /api/admin/analytics: who may read it', () => {
  it('answers only administrators and super administrators', async () => {
    const path = '/api/admin/analytics';
    expectError(await t.request().get(path), 401, 'UNAUTHORIZED');
    const pending = await t.agentFor(await t.createUser({ approvalStatus: 'pending' }));
    expectError(await pending.get(path), 403, 'PENDING_APPROVAL');
    const member = await t.agentFor(await t.createUser({ role: 'shipowner' }));
    expectError(await member.get(path), 403, 'FORBIDDEN');
    const superAdmin = await t.agentFor(await t.createUser({ role: 'super_admin' }));
    expect((await superAdmin.get(path)).status).toBe(200);
    expect((await adminAgent.get(path)).status).toBe(200);
  });
});

describe('GET /api/admin/analytics: buckets', () => {
  it('counts per day, with a zero for every day nothing happened', async () => {
    const a = await analytics({ from: '2011-01-03', to: '2011-01-16', granularity: 'day' });
    expect(a).toMatchObject({ from: '2011-01-03', to: '2011-01-16', granularity: 'day' });
    expect(a.buckets.map((b) => b.start)).toEqual(
      Array.from({ length: 14 }, (_, i) => `2011-01-${String(i + 3).padStart(2, '0')}`),
    );
    expect(a.buckets[1]).toMatchObject({ start: '2011-01-04', registrations: 0, bookingRequests: 0 });
    expect(a.buckets[13]).toEqual({
      start: '2011-01-16',
      registrations: 0,
      shipOfferings: 0,
      bookingRequests: 0,
      matches: 0,
      voyages: 0,
      teuOffered: 0,
      teuBooked: 0,
      co2Tonnes: 0,
    });
    expect(column(a, 'registrations')).toEqual({ '2011-01-03': 2, '2011-01-05': 1, '2011-01-06': 1 });
    expect(column(a, 'shipOfferings')).toEqual({ '2011-01-04': 2, '2011-01-10': 2 });
    expect(column(a, 'bookingRequests')).toEqual({ '2011-01-05': 2 });
    expect(column(a, 'matches')).toEqual({ '2011-01-06': 1, '2011-01-12': 2 });
    expect(column(a, 'voyages')).toEqual({ '2011-01-04': 2, '2011-01-10': 1, '2011-01-12': 1 });
    expect(column(a, 'teuOffered')).toEqual({ '2011-01-04': 1500, '2011-01-10': 400, '2011-01-12': 300 });
    expect(column(a, 'teuBooked')).toEqual({ '2011-01-04': 125, '2011-01-12': 40 });
    close(a.buckets[1].co2Tonnes, expectedCo2.hamburgClass + expectedCo2.hamburgFleet);
    close(a.buckets[7].co2Tonnes, expectedCo2.baltic);
    close(a.buckets[9].co2Tonnes, expectedCo2.antwerp);
  });

  it("uses the fleet vessel's own figures, not its class defaults", () => {
    const defaults = sailingTonnes('DEHAM', 'NLRTM', classVessel(classForTeu(800)));
    expect(Math.abs(expectedCo2.hamburgFleet - defaults)).toBeGreaterThan(1);
    expect(expectedCo2.hamburgClass).toBeGreaterThan(0);
  });

  it('adds up totals and routes (utilisation = booked / offered TEU)', async () => {
    const a = await analytics({ from: '2011-01-03', to: '2011-01-16', granularity: 'day' });
    const co2 =
      expectedCo2.hamburgClass + expectedCo2.hamburgFleet + expectedCo2.baltic + expectedCo2.antwerp;
    expect(a.totals).toMatchObject({
      registrations: 4,
      shipOfferings: 4,
      bookingRequests: 2,
      matches: 3,
      voyages: 4,
      teuOffered: 2200,
      teuBooked: 165,
      utilization: 7.5,
      co2AvoidedTonnes: 1.5,
      unroutedVoyages: 0,
    });
    close(a.totals.co2Tonnes, co2);
    expect(
      a.routes.map((r) => [
        r.originPort,
        r.destinationPort,
        r.voyages,
        r.teuOffered,
        r.teuBooked,
        r.utilization,
      ]),
    ).toEqual([
      ['DEHAM', 'NLRTM', 2, 1500, 125, 8.3],
      ['SESTO', 'PLGDN', 1, 400, 0, 0],
      ['DEHAM', 'BEANR', 1, 300, 40, 13.3],
    ]);
    close(a.routes[0].co2Tonnes, expectedCo2.hamburgClass + expectedCo2.hamburgFleet);
    close(a.routes[0].distanceNm!, seaDistanceNm('DEHAM', 'NLRTM'));
  });

  it('buckets by ISO week (Monday) and by month, counting only the days asked for', async () => {
    const weeks = await analytics({ from: '2011-01-03', to: '2011-01-16', granularity: 'week' });
    expect(
      weeks.buckets.map((b) => [b.start, b.registrations, b.shipOfferings, b.matches, b.teuOffered]),
    ).toEqual([
      ['2011-01-03', 4, 2, 1, 1500],
      ['2011-01-10', 0, 2, 2, 700],
    ]);
    // From Wednesday the 5th: the week still starts on Monday the 3rd, but the 3rd and 4th are left out.
    const partial = await analytics({ from: '2011-01-05', to: '2011-01-09', granularity: 'week' });
    expect(partial.buckets.map((b) => [b.start, b.registrations, b.shipOfferings])).toEqual([
      ['2011-01-03', 2, 0],
    ]);

    const months = await analytics({ from: '2010-12-01', to: '2011-02-28', granularity: 'month' });
    expect(months.buckets.map((b) => [b.start, b.registrations, b.bookingRequests, b.voyages])).toEqual([
      ['2010-12-01', 0, 0, 0],
      ['2011-01-01', 6, 2, 4],
      ['2011-02-01', 0, 0, 0],
    ]);
  });

  it('defaults to the last 90 days by day, today included', async () => {
    const a = await analytics({});
    const today = t.now().toISOString().slice(0, 10);
    expect(a.granularity).toBe('day');
    expect(a.to).toBe(today);
    expect(a.buckets).toHaveLength(90);
    expect(a.buckets.at(-1)!.start).toBe(today);
    expect(new Date(`${a.from}T00:00:00Z`).getTime()).toBe(
      new Date(`${today}T00:00:00Z`).getTime() - 89 * DAY,
    );
    // This file's own users and agents were created today.
    expect(a.buckets.at(-1)!.registrations).toBeGreaterThanOrEqual(3);
  });
});

describe('GET /api/admin/analytics: bad input', () => {
  const bad = (query: Record<string, string>) => adminAgent.get('/api/admin/analytics').query(query);

  it('refuses dates that do not exist, an end before the start and an unknown granularity', async () => {
    expectValidation(await bad({ from: '2011-02-30', to: '2011-03-01' }), [
      { field: 'from', message: 'Enter a valid date and time', key: 'validation.invalidDate' },
    ]);
    expectValidation(await bad({ from: '2011-01-10', to: 'yesterday' }), [
      { field: 'to', message: 'Enter a valid date and time', key: 'validation.invalidDate' },
    ]);
    expectValidation(await bad({ from: '2011-01-10', to: '2011-01-09' }), [
      {
        field: 'to',
        message: 'The end date must be on or after the start date',
        key: 'validation.rangeOrder',
      },
    ]);
    expectValidation(await bad({ granularity: 'hour' }), [
      { field: 'granularity', message: 'Invalid value', key: 'validation.invalid' },
    ]);
    expectValidation(await bad({ from: '1999-12-31', to: '2000-01-10' }), [
      { field: 'from', message: 'Enter a valid date and time' },
    ]);
  });

  it('caps the range: two years of days, ten years of weeks or months', async () => {
    expect((await bad({ from: '2010-01-01', to: '2011-12-31', granularity: 'day' })).status).toBe(200);
    const tooLong = {
      field: 'from',
      message: 'This period is too long for the chosen granularity',
      key: 'validation.rangeTooLong',
    };
    expectValidation(await bad({ from: '2010-01-01', to: '2012-01-02', granularity: 'day' }), [tooLong]);
    expect((await bad({ from: '2010-01-01', to: '2019-12-31', granularity: 'month' })).status).toBe(200);
    expectValidation(await bad({ from: '2010-01-01', to: '2021-01-01', granularity: 'week' }), [tooLong]);
  });
});
