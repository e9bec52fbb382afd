import { describe, expect, it } from 'vitest';
import {
  availabilityToForm,
  cargoRequestToForm,
  toAvailabilityPayload,
  toCargoRequestPayload,
} from './form-mapping';
import {
  capacityFit,
  isProposable,
  MATCH_THRESHOLD,
  MATCH_WEIGHTS,
  type MatchableCapacity,
  type MatchableRequest,
  portFit,
  priceFit,
  scorePair,
  timeFit,
} from './score';

const H = 3_600_000;
const t0 = new Date('2027-03-01T00:00:00Z');
const at = (hours: number) => new Date(t0.getTime() + hours * H);
// A toy sea: distances between a few made-up ports, symmetric.
const table: Record<string, number> = { 'A|B': 40, 'A|C': 150, 'A|D': 600 };
const distance = (x: string, y: string) => table[`${x}|${y}`] ?? table[`${y}|${x}`] ?? 1e9;

const capacity = (o: Partial<MatchableCapacity> = {}): MatchableCapacity => ({
  ownerId: 'carrier',
  originPort: 'A',
  destinationPort: 'Z',
  departureDate: at(24),
  arrivalDate: at(48),
  availableTEU: 100,
  priceCents: 15_000,
  cargoTypes: ['general', 'reefer'],
  specialEquipment: ['ice_class'],
  ...o,
});
const request = (o: Partial<MatchableRequest> = {}): MatchableRequest => ({
  userId: 'shipper',
  originPort: 'A',
  destinationPort: 'Z',
  alternativeOrigins: [],
  alternativeDestinations: [],
  requestedTEU: 100,
  cargoType: 'general',
  requiredEquipment: [],
  earliest: at(0),
  latest: at(72),
  maxPriceCents: 20_000,
  ...o,
});

describe('weights and threshold', () => {
  it('are the published ones and add up to 1', () => {
    expect(MATCH_WEIGHTS).toEqual({ port: 0.4, time: 0.3, capacity: 0.15, price: 0.15 });
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(MATCH_THRESHOLD).toBe(0.7);
    expect(isProposable(0.7)).toBe(true);
    expect(isProposable(0.699)).toBe(false);
  });
});

describe('port fit', () => {
  it('is 1 for the same port', () => {
    expect(portFit({ requested: 'A', alternatives: [], offered: 'A', distance })).toMatchObject({
      kind: 'same',
      score: 1,
      distanceNm: 0,
    });
  });
  it('falls by sea distance for a nearby port and is none beyond 81 nm', () => {
    expect(portFit({ requested: 'A', alternatives: [], offered: 'B', distance })).toMatchObject({
      kind: 'nearby',
      distanceNm: 40,
      score: Math.round((1 - 40 / 81) * 1000) / 1000,
    });
    expect(portFit({ requested: 'A', alternatives: [], offered: 'C', distance })).toBeNull();
  });
  it('gives a listed alternative 1 − 0.5 × d / 300 nm, never below 0.5', () => {
    expect(portFit({ requested: 'A', alternatives: ['C'], offered: 'C', distance })?.score).toBe(0.75);
    expect(portFit({ requested: 'A', alternatives: ['D'], offered: 'D', distance })?.score).toBe(0.5);
    // Nearby and listed: the better of the two.
    expect(portFit({ requested: 'A', alternatives: ['B'], offered: 'B', distance })).toMatchObject({
      kind: 'alternative',
      score: Math.round((1 - (0.5 * 40) / 300) * 1000) / 1000,
    });
  });
});

describe('time fit', () => {
  it('is 1 inside the window and loses 1/96 per hour early or late', () => {
    expect(timeFit({ earliest: at(0), latest: at(72), departure: at(24), arrival: at(48) }).score).toBe(1);
    expect(timeFit({ earliest: at(0), latest: at(72), departure: at(24), arrival: at(96) })).toMatchObject({
      score: 0.75,
      lateHours: 24,
      earlyHours: 0,
    });
    expect(timeFit({ earliest: at(12), latest: at(72), departure: at(0), arrival: at(48) })).toMatchObject({
      score: 0.875,
      earlyHours: 12,
    });
    expect(timeFit({ earliest: at(0), latest: at(10), departure: at(5), arrival: at(200) }).score).toBe(0);
  });
});

describe('capacity and price fit', () => {
  it('capacity is best fit: 1 when the cargo fills the space, 0.5 + 0.5 × share otherwise', () => {
    expect(capacityFit(100, 100)).toBe(1);
    expect(capacityFit(100, 20)).toBe(0.6);
    expect(capacityFit(1000, 2)).toBe(0.501);
  });
  it('price is 1 within budget and falls to 0 at 20 % over', () => {
    expect(priceFit(15_000, null)).toBe(1);
    expect(priceFit(20_000, 20_000)).toBe(1);
    expect(priceFit(22_000, 20_000)).toBe(0.5);
    expect(priceFit(24_000, 20_000)).toBe(0);
    expect(priceFit(1, 0)).toBe(0);
    expect(priceFit(0, 0)).toBe(1);
  });
});

describe('scorePair', () => {
  it('adds the weighted components into the score', () => {
    const s = scorePair(capacity(), request({ requestedTEU: 50 }), distance)!;
    expect(s.breakdown.capacity.score).toBe(0.75);
    expect(s.matchScore).toBe(0.962); // 0.4 + 0.3 + 0.112 (0.15 × 0.75, to 0.001) + 0.15
    const b = s.breakdown;
    expect(b.port.points + b.time.points + b.capacity.points + b.price.points).toBeCloseTo(s.matchScore, 12);
  });
  it('refuses pairs that fail a hard filter', () => {
    expect(scorePair(capacity(), request({ requestedTEU: 101 }), distance)).toBeNull();
    expect(scorePair(capacity(), request({ cargoType: 'dangerous' }), distance)).toBeNull();
    expect(scorePair(capacity(), request({ requiredEquipment: ['heavy_lift'] }), distance)).toBeNull();
    expect(scorePair(capacity(), request({ requiredEquipment: ['ice_class'] }), distance)).not.toBeNull();
    expect(scorePair(capacity(), request({ userId: 'carrier' }), distance)).toBeNull();
    expect(scorePair(capacity(), request({ earliest: at(49), latest: at(90) }), distance)).toBeNull();
    expect(scorePair(capacity(), request({ originPort: 'D' }), distance)).toBeNull();
  });
});

describe('form names to payload names (SPEC.md §3)', () => {
  const form = {
    vesselId: '',
    shipOfferingId: '',
    vesselName: 'Elbe Trader',
    teuCapacity: 120,
    originPort: 'DEHAM',
    destinationPort: 'NLRTM',
    departureDate: '2027-03-01T08:00:00.000Z',
    availableDate: '2027-03-02T08:00:00.000Z',
    pricePerTEU: 150,
    priceCurrency: 'EUR' as const,
    cargoTypes: ['general'],
    specialEquipment: [],
    contactName: 'Jens',
    contactEmail: 'j@x.example',
  };
  it('maps teuCapacity → availableTEU and availableDate → arrivalDate, and back', () => {
    const payload = toAvailabilityPayload(form);
    expect(payload).toMatchObject({
      availableTEU: 120,
      arrivalDate: '2027-03-02T08:00:00.000Z',
      vesselId: null,
      // PRODUCT.md 37: the price keeps its currency.
      priceCurrency: 'EUR',
    });
    expect(payload).not.toHaveProperty('teuCapacity');
    expect(payload).not.toHaveProperty('availableDate');
    const back = availabilityToForm({
      ...(payload as Required<typeof payload>),
      id: 'x',
      ownerId: null,
      vesselId: null,
      shipOfferingId: null,
      teuCapacity: 700,
      cargoTypes: ['general'],
      specialEquipment: [],
      status: 'available',
      proposedMatches: 0,
      acceptedMatches: 0,
      createdAt: '',
      updatedAt: '',
    } as never);
    expect(back).toMatchObject({ teuCapacity: 120, availableDate: form.availableDate });
  });
  it('leaves the voyage fields out for an availability made from a ship offering, and links on update', () => {
    const payload = toAvailabilityPayload({ ...form, shipOfferingId: 'o1' });
    expect(payload).toEqual({
      vesselId: null,
      shipOfferingId: 'o1',
      vesselName: 'Elbe Trader',
      cargoTypes: ['general'],
      specialEquipment: [],
      contactName: 'Jens',
      contactEmail: 'j@x.example',
    });
    expect(toAvailabilityPayload(form, 'update')).not.toHaveProperty('vesselId');
  });
  it('maps requiredTEU, earliestDate and latestDate to the request payload, and back', () => {
    const f = {
      originPort: 'DEHAM',
      destinationPort: 'NLRTM',
      alternativeOrigins: 'DEBRV',
      alternativeDestinations: '',
      requiredTEU: 20,
      cargoType: 'reefer',
      requiredEquipment: [],
      earliestDate: '2027-03-01T00:00:00.000Z',
      latestDate: '2027-03-05T00:00:00.000Z',
      maxPricePerTEU: null,
      maxPriceCurrency: 'USD' as const,
      specialRequirements: '',
      urgencyLevel: 'normal',
      contactName: 'C',
      contactEmail: 'c@x.example',
    };
    const p = toCargoRequestPayload(f);
    expect(p).toMatchObject({
      requestedTEU: 20,
      preferredDepartureDate: f.earliestDate,
      latestArrivalDate: f.latestDate,
    });
    expect(p).not.toHaveProperty('requiredTEU');
    const back = cargoRequestToForm({
      ...(p as never as Record<string, unknown>),
      alternativeOrigins: ['DEBRV'],
      alternativeDestinations: [],
      specialRequirements: null,
    } as never);
    expect(back).toMatchObject({
      requiredTEU: 20,
      earliestDate: f.earliestDate,
      alternativeOrigins: 'DEBRV',
    });
  });
});
