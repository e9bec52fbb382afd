import type { FuelType } from '../../schemas/vessels';
import { FUEL_PROPERTIES, wellToWakeIntensity } from '../greenrefit/fuels';
import { defaultAssumptions, fuelPriceKey } from './assumptions';
import type { VoyageVessel } from './vessel';
import { computeVoyage } from './voyage';

/**
 * What one TEU slot on a voyage emits and really costs (docs/adr/008-broker-mail-parser.md, "CO2 per TEU"),
 * GLEC Framework / ISO 14083 style: the SmartFeeder voyage model (main engine by the cube law, auxiliaries at
 * sea, fuel in port at both calls) at the ship's service speed on the sea-lane distance, divided over the ship's
 * average load (capacity × the 70% load factor, DOMAIN.md), since a feeder carries other boxes too.
 *
 * - Tank-to-wake: CO2 from the fuel burned with IMO's conversion factor (MEPC.364(79), DOMAIN.md).
 * - Well-to-wake: CO2e, the fuel's well-to-tank emissions plus combustion CO2, CH4 and N2O
 *   (Regulation (EU) 2023/1805 Annex II defaults, the figures GreenRefit uses).
 * - All-in price: the quoted freight plus the slot's share of the voyage's fuel and EU ETS allowances, for
 *   prices quoted as base freight (FeederHub's prices are).
 */
export type SlotFootprint = {
  basis: 'fleet' | 'class';
  vesselType: VoyageVessel['vesselType'];
  fuelType: FuelType;
  distanceNm: number;
  /** TEU the voyage's emissions are shared over. */
  teuBasis: number;
  voyageFuelT: number;
  /** kg CO2 per TEU, tank-to-wake, one decimal. */
  co2TtwKgPerTeu: number;
  /** kg CO2e per TEU, well-to-wake, one decimal. */
  co2eWtwKgPerTeu: number;
  /** g CO2 per TEU-km, tank-to-wake, one decimal. */
  gramsPerTeuKm: number;
  factors: {
    co2PerFuelT: number;
    wtwGPerMj: number;
    lcvMjPerKg: number;
    loadFactor: number;
    speedKnots: number;
  };
  /** USD per TEU. */
  price: {
    freight: number;
    fuel: number;
    ets: number;
    allIn: number;
    fuelPriceUsdPerT: number;
    allowancePriceEur: number;
  };
};

const round1 = (n: number) => Math.round(n * 10) / 10;

export function slotFootprint(input: {
  distanceNm: number;
  originCountry: string;
  destinationCountry: string;
  vessel: VoyageVessel;
  /** Year of the sailing (EU ETS phase-in and allowance price). */
  year: number;
  freightPerTeu: number;
  /**
   * USD per EUR for the allowances (priced in EUR): the dated rate every conversion uses (PRODUCT.md 37) when the
   * caller has it, so a slot's ETS share and a freight quoted in EUR convert alike; the assumption's default else.
   */
  eurUsd?: number;
}): SlotFootprint | null {
  const { vessel } = input;
  if (!Number.isFinite(input.distanceNm) || input.distanceNm <= 0 || vessel.teuCapacity <= 0) return null;
  const a = {
    ...defaultAssumptions({ vesselType: vessel.vesselType, year: input.year }),
    ...(input.eurUsd !== undefined && { eurUsd: input.eurUsd }),
  };
  const v = computeVoyage({
    distanceNm: input.distanceNm,
    originCountry: input.originCountry,
    destinationCountry: input.destinationCountry,
    vessel,
    speedKnots: vessel.serviceSpeedKnots,
    fuelType: vessel.fuelType,
    cargoWeightTonnes: 0,
    year: input.year,
    assumptions: a,
  });
  const teuBasis = v.cargo.teuBasis;
  const props = FUEL_PROPERTIES[vessel.fuelType];
  const wtw = wellToWakeIntensity(vessel.fuelType);
  // t fuel × MJ/g × g CO2e/MJ = t CO2e.
  const wtwT = v.fuel.totalT * props.lcvMjPerG * wtw;
  const freightCents = Math.round(input.freightPerTeu * 100);
  const fuelCents = Math.round((v.cost.fuelUsd * 100) / teuBasis);
  const etsCents = Math.round((v.cost.euEtsUsd * 100) / teuBasis);
  return {
    basis: vessel.source,
    vesselType: vessel.vesselType,
    fuelType: vessel.fuelType,
    distanceNm: Math.round(input.distanceNm),
    teuBasis,
    voyageFuelT: Math.round(v.fuel.totalT * 100) / 100,
    co2TtwKgPerTeu: round1((v.co2.totalT * 1000) / teuBasis),
    co2eWtwKgPerTeu: round1((wtwT * 1000) / teuBasis),
    gramsPerTeuKm: round1(v.co2.gramsPerTeuKm ?? 0),
    factors: {
      co2PerFuelT: v.co2.factor,
      wtwGPerMj: Math.round(wtw * 100) / 100,
      lcvMjPerKg: props.lcvMjPerG * 1000,
      loadFactor: a.loadFactor,
      speedKnots: vessel.serviceSpeedKnots,
    },
    price: {
      freight: freightCents / 100,
      fuel: fuelCents / 100,
      ets: etsCents / 100,
      allIn: (freightCents + fuelCents + etsCents) / 100,
      fuelPriceUsdPerT: a[fuelPriceKey[vessel.fuelType]],
      allowancePriceEur: a.allowancePriceEur,
    },
  };
}
