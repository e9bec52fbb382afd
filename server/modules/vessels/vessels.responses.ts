import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { vessels } from '../../db/schema';
import { iso, numbers } from '../../lib/response-schemas';

const v = createSelectSchema(vessels).shape;
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
    createdAt: iso,
    updatedAt: iso,
  })
  .meta({ id: 'Vessel' });

export const vesselStats = numbers(['totalVessels', 'activeCharters']);
