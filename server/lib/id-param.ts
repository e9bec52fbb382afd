import { uuidSchema } from '@shared/schemas/common';
import { notFound } from './errors';

/** A path id that is not a UUID cannot name a record: 404, exactly like an unknown one. */
export function idParam(raw: unknown, what: string) {
  const id = uuidSchema.safeParse(raw);
  if (!id.success) throw notFound(what);
  return id.data;
}
