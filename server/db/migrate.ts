import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../lib/paths';
import type { Database } from './client';

const MIGRATION_LOCK_ID = 727_001; // arbitrary, constant: one lock for every FeederHub instance

/** Applies pending migrations; on PostgreSQL under an advisory lock so concurrent starts apply each once. */
export async function runMigrations(database: Database, folder = migrationsFolder) {
  if (database.pglite) {
    await migratePglite(drizzlePglite(database.pglite), { migrationsFolder: folder });
    return;
  }
  const client = await database.pgPool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}
