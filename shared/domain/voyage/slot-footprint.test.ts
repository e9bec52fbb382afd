import { describe, expect, it } from 'vitest';
import { slotFootprint } from './slot-footprint';
import { classVessel, fleetVessel } from './vessel';
import { WORKED_EXAMPLE_ROUTE, WORKED_EXAMPLE_VESSEL } from './worked-example';

/**
 * Hand calculations from DOMAIN.md (figures worked on paper, not taken from the code): Hamburg–Rotterdam
 * 307 nm, one call at each end of 12 h, auxiliaries 1.5 t/day at sea, 2.4 t/day in port, 70% load.
 */
describe('CO2 and all-in price per TEU slot', () => {
  it('uses the fleet vessel’s own figures: 700 TEU, 18 t/day at 14 kn, HFO with a scrubber', () => {
    const vessel = fleetVessel(WORKED_EXAMPLE_VESSEL);
    const f = slotFootprint({
      ...WORKED_EXAMPLE_ROUTE,
      vessel,
      year: 2025,
      freightPerTeu: 150,
    })!;
    // 307/14 = 21.929 h; main engine 18 × 21.929/24 = 16.446 t (DOMAIN.md's 16.4 t), auxiliaries 1.371 t,
    // port 2.4 t: 20.217 t of HFO × 3.114 = 62.956 t CO2 over 490 TEU.
    expect(f.basis).toBe('fleet');
    expect(f.teuBasis).toBe(490);
    expect(f.voyageFuelT).toBeCloseTo(20.22, 2);
    expect(f.co2TtwKgPerTeu).toBe(128.5);
    // HFO well-to-wake 13.5 + (3.114 + 0.00005×25 + 0.00018×298)/0.0405 = 91.744 g CO2e/MJ × 40.5 MJ/kg.
    expect(f.co2eWtwKgPerTeu).toBe(153.3);
    // 62.956 t / (490 TEU × 307 nm × 1.852 km/nm).
    expect(f.gramsPerTeuKm).toBe(226);
    // Fuel 20.217 t × 480 USD/t / 490; ETS 2025: (sea 55.483 t + berth 7.474 t) × 70% × 75 EUR × 1.08 / 490.
    expect(f.price).toMatchObject({ freight: 150, fuel: 19.8, ets: 7.28, allIn: 177.08 });
  });

  it('falls back to the class defaults: Micro Containership, 21 t/day at 16 kn, MGO', () => {
    const f = slotFootprint({
      ...WORKED_EXAMPLE_ROUTE,
      vessel: classVessel('micro_containership'),
      year: 2026,
      freightPerTeu: 0,
    })!;
    // 307/16 = 19.1875 h; 21 × 19.1875/24 = 16.789 t + 1.199 t + 2.4 t = 20.388 t × 3.206 = 65.365 t / 490.
    expect(f.basis).toBe('class');
    expect(f.co2TtwKgPerTeu).toBe(133.4);
    // MGO well-to-wake 14.4 + 3.26089/0.0427 = 90.768 g/MJ × 42.7 MJ/kg = 3.8758 t CO2e per t.
    expect(f.co2eWtwKgPerTeu).toBe(161.3);
    expect(f.factors).toMatchObject({ co2PerFuelT: 3.206, loadFactor: 0.7, speedKnots: 16 });
    // 2026: 100% of ETS; fuel 20.388 t × 754 USD/t / 490 = 31.37.
    expect(f.price.fuel).toBe(31.37);
    expect(f.price.allIn).toBeCloseTo(f.price.fuel + f.price.ets, 2);
  });

  it('has no figure for an unroutable or empty voyage', () => {
    const vessel = classVessel('small_feeder');
    const base = { originCountry: 'DE', destinationCountry: 'NL', vessel, year: 2025, freightPerTeu: 100 };
    expect(slotFootprint({ ...base, distanceNm: Number.POSITIVE_INFINITY })).toBeNull();
    expect(slotFootprint({ ...base, distanceNm: 0 })).toBeNull();
  });
});
