import type { FuelType } from '../../schemas/vessels';
import { defaultFuelType } from './fuel';
import {
  estimateGrossTonnage,
  type ShipDimensions,
  VESSEL_CLASSES,
  type VesselType,
  vesselTypes,
} from './vessel-classes';

/** The particulars a voyage is computed with: a class default or a fleet vessel's own figures. */
export type VoyageVessel = {
  source: 'class' | 'fleet';
  vesselType: VesselType;
  vesselId?: string;
  name: string;
  teuCapacity: number;
  grossTonnage: number;
  serviceSpeedKnots: number;
  /** Main-engine fuel at service speed, t/day. */
  fuelTonnesPerDay: number;
  fuelType: FuelType;
  scrubberFitted: boolean;
  /** Length, beam and draught for the passages the route may take (the Sound, the Kiel Canal); class defaults fill gaps. */
  dimensions?: ShipDimensions;
};

/** The class a ship of this size belongs to (the nearest band when between or outside them). */
export function classForTeu(teu: number): VesselType {
  return vesselTypes.find((t) => teu <= VESSEL_CLASSES[t].maxTeu) ?? 'regional_feeder';
}

export function classVessel(type: VesselType): VoyageVessel {
  const c = VESSEL_CLASSES[type];
  return {
    source: 'class',
    vesselType: type,
    name: c.label,
    teuCapacity: c.designTeu,
    grossTonnage: estimateGrossTonnage(c.designTeu),
    serviceSpeedKnots: c.serviceSpeedKnots,
    fuelTonnesPerDay: c.fuelTonnesPerDay,
    fuelType: defaultFuelType(false),
    scrubberFitted: false,
    dimensions: c.dimensions,
  };
}

export type FleetVesselFigures = {
  id: string;
  name: string;
  teuCapacity: number;
  grossTonnage: number | null;
  serviceSpeedKnots: number | null;
  fuelConsumptionTonnesPerDay: number | null;
  mainEnginePowerKw: number | null;
  fuelType: FuelType;
  scrubberFitted: boolean;
  /** Particulars (vessels table since migration 0013); a missing one falls back to the class default. */
  lengthOverallM?: number | null;
  beamM?: number | null;
  maxDraughtM?: number | null;
};

/**
 * A fleet vessel with its own figures; a missing figure falls back to its size class. Without a
 * consumption figure but with the engine's power, the daily fuel is derived from it:
 * power × 85% MCR × 24 h × SFOC 190 g/kWh (a typical medium-speed engine, IMO Fourth GHG Study 2020).
 */
export function fleetVessel(v: FleetVesselFigures): VoyageVessel {
  const type = classForTeu(v.teuCapacity);
  const c = VESSEL_CLASSES[type];
  const fromPower = v.mainEnginePowerKw ? (v.mainEnginePowerKw * 0.85 * 24 * 190) / 1e6 : null;
  return {
    source: 'fleet',
    vesselType: type,
    vesselId: v.id,
    name: v.name,
    teuCapacity: v.teuCapacity,
    grossTonnage: v.grossTonnage ?? estimateGrossTonnage(v.teuCapacity),
    serviceSpeedKnots: v.serviceSpeedKnots ?? c.serviceSpeedKnots,
    fuelTonnesPerDay: v.fuelConsumptionTonnesPerDay ?? fromPower ?? c.fuelTonnesPerDay,
    // A ship that names LNG or methanol burns it; an oil burner in an ECA burns MGO unless it has a scrubber.
    fuelType:
      v.fuelType === 'lng' || v.fuelType === 'methanol' ? v.fuelType : defaultFuelType(v.scrubberFitted),
    scrubberFitted: v.scrubberFitted,
    dimensions: {
      lengthM: v.lengthOverallM ?? c.dimensions.lengthM,
      beamM: v.beamM ?? c.dimensions.beamM,
      draughtM: v.maxDraughtM ?? c.dimensions.draughtM,
    },
  };
}
