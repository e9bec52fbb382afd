import { ApiError } from '@/lib/api-client';

/** The server's own message when it sent one; otherwise (network failure, proxy page) the given text. */
export function serverMessageOr(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.body?.message ? err.body.message : fallback;
}
