import { describe, expect, it } from 'vitest';
import { type MatchableCapacity, type MatchableRequest, scorePair } from './score';
import { inIceSeason, isNorthernBalticPort, type ShipParticulars, shipRefusal } from './ship-fit';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const ship = (o: Partial<ShipParticulars> = {}): ShipParticulars => ({
  reeferPlugs: 100,
  iceClass: '1A',
  dgClasses: ['3', '8', '9'],
  ...o,
});
const noCargo = { reeferBoxes: 0, dgClasses: [] };
const summer = {
  originPort: 'DEHAM',
  destinationPort: 'FIHEL',
  departure: day('2027-07-01'),
  arrival: day('2027-07-03'),
};
const winter = { ...summer, departure: day('2027-01-10'), arrival: day('2027-01-12') };

describe('northern Baltic ports', () => {
  it.each(['FIHEL', 'FIKTK', 'FITKU', 'FIRAU', 'SESTO', 'SEGVX', 'EETLL', 'RULED'])('%s is one', (code) => {
    expect(isNorthernBalticPort(code)).toBe(true);
  });
  it.each(['SENRK', 'LVRIX', 'PLGDN', 'DKCPH', 'DEHAM', 'NOOSL', 'NOBGO', 'XXXXX'])('%s is not', (code) => {
    expect(isNorthernBalticPort(code)).toBe(false);
  });
});

describe('ice season, 1 December to 31 March', () => {
  it.each([
    ['2026-12-01T00:00:00Z', '2026-12-02T00:00:00Z', true],
    ['2027-03-31T20:00:00Z', '2027-04-01T10:00:00Z', true],
    ['2027-02-15T00:00:00Z', '2027-02-17T00:00:00Z', true],
    ['2026-11-29T00:00:00Z', '2026-12-01T02:00:00Z', true],
    ['2026-11-20T00:00:00Z', '2026-11-30T23:59:00Z', false],
    ['2027-04-01T00:00:00Z', '2027-04-03T00:00:00Z', false],
    ['2027-07-01T00:00:00Z', '2027-07-05T00:00:00Z', false],
  ])('%s to %s: %s', (departure, arrival, expected) => {
    expect(inIceSeason(new Date(departure), new Date(arrival))).toBe(expected);
  });
});

describe('shipRefusal', () => {
  it('passes a capacity without a fleet vessel whatever the cargo, route or season', () => {
    expect(shipRefusal(null, { reeferBoxes: 500, dgClasses: ['1'] }, winter)).toBeNull();
  });

  it('refuses more reefer boxes than plugs; as many pass; plugs not stated pass', () => {
    expect(shipRefusal(ship(), { ...noCargo, reeferBoxes: 101 }, summer)).toBe('reefer_plugs');
    expect(shipRefusal(ship(), { ...noCargo, reeferBoxes: 100 }, summer)).toBeNull();
    expect(shipRefusal(ship({ reeferPlugs: 0 }), { ...noCargo, reeferBoxes: 1 }, summer)).toBe(
      'reefer_plugs',
    );
    expect(shipRefusal(ship({ reeferPlugs: null }), { ...noCargo, reeferBoxes: 400 }, summer)).toBeNull();
  });

  it('refuses a DG class the ship does not accept; [] accepts none; null (not stated) passes', () => {
    expect(shipRefusal(ship(), { ...noCargo, dgClasses: ['3', '9'] }, summer)).toBeNull();
    expect(shipRefusal(ship(), { ...noCargo, dgClasses: ['3', '2.1'] }, summer)).toBe('dg_class');
    expect(shipRefusal(ship({ dgClasses: [] }), { ...noCargo, dgClasses: ['9'] }, summer)).toBe('dg_class');
    expect(shipRefusal(ship({ dgClasses: [] }), noCargo, summer)).toBeNull();
    expect(shipRefusal(ship({ dgClasses: null }), { ...noCargo, dgClasses: ['1'] }, summer)).toBeNull();
  });

  it('refuses a ship without ice class (none or not stated) to a northern-Baltic port in winter only', () => {
    for (const iceClass of ['none', null] as const) {
      expect(shipRefusal(ship({ iceClass }), noCargo, winter)).toBe('ice_class');
      expect(
        shipRefusal(ship({ iceClass }), noCargo, {
          ...winter,
          originPort: 'SEGVX',
          destinationPort: 'DEHAM',
        }),
      ).toBe('ice_class');
      expect(shipRefusal(ship({ iceClass }), noCargo, summer)).toBeNull();
      expect(shipRefusal(ship({ iceClass }), noCargo, { ...winter, destinationPort: 'PLGDN' })).toBeNull();
    }
    for (const iceClass of ['1C', '1B', '1A', '1A_super'] as const)
      expect(shipRefusal(ship({ iceClass }), noCargo, winter)).toBeNull();
  });
});

describe('scorePair applies the particulars as hard filters', () => {
  const capacity = (o: Partial<MatchableCapacity> = {}): MatchableCapacity => ({
    ownerId: 'carrier',
    originPort: 'DEHAM',
    destinationPort: 'FIHEL',
    departureDate: day('2027-07-02'),
    arrivalDate: day('2027-07-05'),
    availableTEU: 100,
    priceCents: 15_000,
    cargoTypes: ['general', 'reefer', 'dangerous'],
    specialEquipment: [],
    ship: ship({ reeferPlugs: 10, dgClasses: ['3'], iceClass: 'none' }),
    ...o,
  });
  const request = (o: Partial<MatchableRequest> = {}): MatchableRequest => ({
    userId: 'shipper',
    originPort: 'DEHAM',
    destinationPort: 'FIHEL',
    alternativeOrigins: [],
    alternativeDestinations: [],
    requestedTEU: 20,
    cargoType: 'general',
    requiredEquipment: [],
    earliest: day('2027-07-01'),
    latest: day('2027-07-06'),
    maxPriceCents: 20_000,
    ...o,
  });
  const distance = () => 1e9;

  it('scores a pair the ship can carry, and without box-mix figures as before', () => {
    expect(scorePair(capacity(), request({ reeferBoxes: 10, dgClasses: ['3'] }), distance)).not.toBeNull();
    expect(scorePair(capacity(), request(), distance)).not.toBeNull();
  });

  it('refuses too many reefer boxes, a DG class not accepted, and no ice class in winter', () => {
    expect(scorePair(capacity(), request({ reeferBoxes: 11 }), distance)).toBeNull();
    expect(scorePair(capacity(), request({ dgClasses: ['8'] }), distance)).toBeNull();
    const january = { departureDate: day('2027-01-02'), arrivalDate: day('2027-01-05') };
    const janRequest = request({ earliest: day('2027-01-01'), latest: day('2027-01-06') });
    expect(scorePair(capacity(january), janRequest, distance)).toBeNull();
    expect(
      scorePair(capacity({ ...january, ship: ship({ iceClass: '1B' }) }), janRequest, distance),
    ).not.toBeNull();
    expect(scorePair(capacity({ ...january, ship: null }), janRequest, distance)).not.toBeNull();
  });
});
