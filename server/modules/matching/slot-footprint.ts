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
import type { VesselRow } from '../../db/schema';
import { seaDistanceNm } from './port-proximity';

const num = (value: string | null) => (value === null ? null : Number(value));

export const fleetFigures = (row: VesselRow): FleetVesselFigures => ({
  id: row.id,
  name: row.name,
  teuCapacity: row.teuCapacity,
  grossTonnage: row.grossTonnage,
  serviceSpeedKnots: num(row.serviceSpeedKnots),
  fuelConsumptionTonnesPerDay: num(row.fuelConsumptionTonnesPerDay),
  mainEnginePowerKw: row.mainEnginePowerKw,
  fuelType: row.fuelType,
  scrubberFitted: row.scrubberFitted,
});

/**
 * CO2 per TEU and the all-in price of a slot on a listed voyage (ADR 008): the fleet vessel's own figures when the
 * voyage names one, the class default for its TEU otherwise. Computed on read: the sea distance is cached per
 * port pair and the voyage model is arithmetic, so a list page costs microseconds per row.
 */
export function footprintOf(input: {
  originPort: string;
  destinationPort: string;
  teuCapacity: number;
  pricePerTeu: number;
  departure: Date | string;
  fleet?: FleetVesselFigures | null;
}): SlotFootprint | null {
  const origin = findPort(input.originPort);
  const destination = findPort(input.destinationPort);
  if (!origin || !destination) return null;
  // Without a fleet vessel: the class's figures, shared over this ship's own TEU.
  const vessel = input.fleet
    ? fleetVessel(input.fleet)
    : {
        ...classVessel(classForTeu(input.teuCapacity)),
        teuCapacity: input.teuCapacity,
        grossTonnage: estimateGrossTonnage(input.teuCapacity),
      };
  return slotFootprint({
    distanceNm: seaDistanceNm(input.originPort, input.destinationPort),
    originCountry: origin.country,
    destinationCountry: destination.country,
    vessel,
    year: new Date(input.departure).getUTCFullYear(),
    freightPerTeu: input.pricePerTeu,
  });
}
