import { containerSizes, containerTypes, imoClasses } from '@shared/schemas/box-mix';
import { z } from 'zod';

/** Pieces of the API's response schemas shared by several modules (routes declare their answers with them). */
export const iso = z.iso.datetime({ offset: true });
export const isoOrNull = iso.nullable();
export const money = z.number().describe('USD, at most two decimals');
export const count = z.number().int().min(0);
export const footprint = z
  .looseObject({
    basis: z.enum(['fleet', 'class']),
    vesselType: z.string(),
    fuelType: z.string(),
    distanceNm: z.number(),
    teuBasis: z.number(),
    voyageFuelT: z.number(),
    co2TtwKgPerTeu: z.number(),
    co2eWtwKgPerTeu: z.number(),
    gramsPerTeuKm: z.number(),
  })
  .nullable()
  .optional()
  .describe('CO2 per TEU and all-in price per TEU of a slot (ADR 008); null when the route cannot be sailed');

/** CO2 of an accepted booking or match (shared/domain/voyage/booked-co2.ts); null until accepted or when unsailable. */
export const bookedCo2 = z
  .strictObject({
    teu: count,
    co2TtwKgPerTeu: z.number(),
    co2eWtwKgPerTeu: z.number(),
    co2TtwKg: z.number(),
    co2eWtwKg: z.number(),
    distanceNm: z.number(),
    basis: z.enum(['fleet', 'class']),
  })
  .nullable();

/** A booking's or transport request's boxes as stored (shared/schemas/box-mix.ts; details that apply only). */
export const boxMixAnswer = z
  .array(
    z.strictObject({
      count: z.number().int().min(1),
      size: z.enum(containerSizes),
      type: z.enum(containerTypes),
      grossWeightKg: z.number().describe('Gross weight per box, kg'),
      dangerous: z.boolean(),
      imoClass: z.enum(imoClasses).nullable(),
      unNumber: z.string().nullable(),
      temperatureC: z.number().nullable().describe('Reefer set temperature, °C'),
      oog: z
        .strictObject({
          overHeightCm: z.number().optional(),
          overWidthCm: z.number().optional(),
          overLengthCm: z.number().optional(),
        })
        .nullable(),
    }),
  )
  .describe('Box mix (issue 23): empty for a request made with a plain TEU figure');

export const numbers = (keys: string[]) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, z.number()])));

export const message = z.strictObject({ message: z.string() });

export const data = <T extends z.ZodType>(schema: T) => z.strictObject({ data: schema });
