import { imoClasses } from '@shared/schemas/box-mix';
import { iceClasses } from '@shared/schemas/vessels';
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { vessels } from '../../db/schema';
import { iso, numbers } from '../../lib/response-schemas';

const v = createSelectSchema(vessels).shape;

/** A fleet vessel's particulars (null: not stated); offerings and capacities answer them too. */
export const vesselParticulars = {
  lengthOverallM: z.number().nullable(),
  beamM: z.number().nullable(),
  maxDraughtM: z.number().nullable(),
  reeferPlugs: z.number().int().nullable(),
  craneCount: z.number().int().nullable(),
  craneSwlTonnes: z.number().nullable(),
  iceClass: z.enum(iceClasses).nullable(),
  dgClasses: z.array(z.enum(imoClasses)).nullable(),
};

export const vesselDto = z
  .strictObject({
    id: v.id,
    ownerId: v.ownerId,
    name: v.name,
    imoNumber: v.imoNumber,
    teuCapacity: v.teuCapacity,
    deadweightTonnes: v.deadweightTonnes,
    grossTonnage: v.grossTonnage,
    yearBuilt: v.yearBuilt,
    mainEnginePowerKw: v.mainEnginePowerKw,
    serviceSpeedKnots: z.number().nullable(),
    fuelConsumptionTonnesPerDay: z.number().nullable(),
    fuelType: v.fuelType,
    scrubberFitted: v.scrubberFitted,
    status: v.status,
    ...vesselParticulars,
    createdAt: iso,
    updatedAt: iso,
  })
  .meta({ id: 'Vessel' });

export const vesselStats = numbers(['totalVessels', 'activeCharters']);
