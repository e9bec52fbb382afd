import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { migrationsFolder } from '../../lib/paths';

/** A probe that waits longer than this on a hung database is worse than a quick "not ready". */
const PROBE_TIMEOUT_MS = 2000;

/** The newest migration this build ships (drizzle records each applied one with the journal's `when`). */
export function latestShippedMigration(folder = migrationsFolder): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

export type Readiness = { database: 'up' | 'down'; migrations: 'applied' | 'pending' | 'unknown' };

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('probe timeout')), ms).unref()),
  ]);

/** Reachable, and every migration of this build applied (an instance newer than its schema is not ready). */
export async function checkReadiness(database: Database, latestMigration: number): Promise<Readiness> {
  try {
    const result = await withTimeout(
      database.db.execute<{ latest: string | null }>(
        sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`,
      ),
      PROBE_TIMEOUT_MS,
    );
    // node-postgres answers { rows }, PGlite an array-like result with rows as well.
    const rows = (result as unknown as { rows: { latest: string | null }[] }).rows;
    const applied = Number(rows[0]?.latest ?? 0);
    return { database: 'up', migrations: applied >= latestMigration ? 'applied' : 'pending' };
  } catch (err) {
    // A missing migrations table (42P01 / 3F000) means the database answers but was never migrated.
    const code = (err as { cause?: { code?: string } })?.cause?.code;
    if (code === '42P01' || code === '3F000') return { database: 'up', migrations: 'pending' };
    return { database: 'down', migrations: 'unknown' };
  }
}
