import { z } from 'zod';

export const health = z.strictObject({ status: z.literal('ok') });
export const readiness = z.strictObject({
  status: z.enum(['ready', 'not ready']),
  database: z.string(),
  migrations: z.string(),
  stopping: z.boolean(),
});
