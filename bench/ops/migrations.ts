import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../../server/lib/paths';
import { check } from './checks';

/** Rows drizzle recorded: one per applied migration, never two for one file. */
export async function migrationRows(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    'select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations',
  );
  await client.end();
  return rows[0] as { n: number; distinct_hashes: number };
}

/**
 * The control: drizzle's migrator run twice at once on a fresh database WITHOUT server/db/migrate.ts's
 * advisory lock. It shows what the lock prevents (one start failing on "already exists", or a file applied twice).
 */
export async function migrateWithoutLock(url: string) {
  const pools = [0, 1].map(() => new pg.Pool({ connectionString: url, max: 1 }));
  const results = await Promise.allSettled(pools.map((p) => migrate(drizzle(p), { migrationsFolder })));
  await Promise.all(pools.map((p) => p.end()));
  const failed = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
  const codes = failed.map((f) => f.reason?.cause?.code ?? f.reason?.code ?? f.reason?.name);
  const rows = await migrationRows(url).catch(() => ({ n: -1, distinct_hashes: -1 }));
  return { failed: failed.length, codes, rows };
}

export function migrationCheck(
  expected: number,
  rows: { n: number; distinct_hashes: number },
  starts: { port: number; ready: boolean; startMs: number }[],
  control: Awaited<ReturnType<typeof migrateWithoutLock>>,
) {
  return check(
    'migrations run once when both instances start together',
    rows.n === expected && rows.distinct_hashes === expected && starts.every((s) => s.ready),
    `${starts.map((s) => `:${s.port} ready in ${(s.startMs / 1000).toFixed(1)} s`).join(', ')}; ` +
      `${rows.n} migration rows for ${expected} files. Control without the lock: ${control.failed} of 2 ` +
      `migrators failed (${control.codes.join(', ') || 'none'}), ${control.rows.n} rows`,
  );
}
