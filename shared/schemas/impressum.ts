import { z } from 'zod';

/** The fields a German business page must name (§ 5 DDG, § 18 (2) MStV), in the order the page shows them. */
export const impressumKeys = [
  'name',
  'street',
  'city',
  'country',
  'representative',
  'registerCourt',
  'registerNumber',
  'vatId',
  'email',
  'phone',
  'responsible',
] as const;
export type ImpressumKey = (typeof impressumKeys)[number];

const field = z.object({ value: z.string(), demo: z.boolean() });

/** GET /api/legal/impressum: each field from the server's configuration, or a demo value marked as such. */
export const impressumSchema = z.object(
  Object.fromEntries(impressumKeys.map((k) => [k, field])) as Record<ImpressumKey, typeof field>,
);
export type Impressum = z.infer<typeof impressumSchema>;
