import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { acquireDirLock } from './dir-lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What connect-pg-simple needs: `query(text, params)` returning `{ rows }`. */
export type QueryablePool = { query: (text: string, params?: unknown[]) => Promise<{ rows: any[] }> };

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  pool: QueryablePool;
  /** True when this start created the embedded data directory (PRODUCT.md 32: a demo start). */
  isNew: boolean;
  pglite?: PGlite;
  pgPool?: pg.Pool;
  close: () => Promise<void>;
};

export async function openPostgres(url: string, opts: { max?: number } = {}): Promise<Database> {
  // A bounded wait for a connection (a refused one fails at once anyway): a request behind an unreachable host
  // or an exhausted pool answers 503 instead of hanging; long enough for bursts on a busy 2-core machine.
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10, connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  // Neither may a checked-out client between two queries (inside a transaction) when PostgreSQL shuts down:
  // pg emits 'error' on it with no listener attached; its next query then fails, the pool discards it.
  pool.on('connect', (client) => client.on('error', () => {}));
  await pool.query('select 1');
  return {
    kind: 'postgres',
    db: drizzlePg(pool, { schema }) as unknown as Db,
    pool,
    isNew: false,
    pgPool: pool,
    close: () => pool.end(),
  };
}

/** Wraps a PGlite instance (tests build them from a migrated template). */
export function fromPglite(client: PGlite, opts: { isNew?: boolean; onClose?: () => void } = {}): Database {
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
    pool: client as unknown as QueryablePool,
    isNew: opts.isNew ?? false,
    pglite: client,
    close: async () => {
      await client.close();
      opts.onClose?.();
    },
  };
}

/** The embedded default: PGlite under dataDir/pgdata, guarded by a pid lock (PGlite has none between processes). */
export async function openEmbedded(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireDirLock(dataDir);
  const pgdata = path.join(dataDir, 'pgdata');
  const isNew = !fs.existsSync(path.join(pgdata, 'PG_VERSION'));
  try {
    const client = await PGlite.create(pgdata);
    return fromPglite(client, { isNew, onClose: release });
  } catch (err) {
    release();
    throw err;
  }
}

export function openDatabase(config: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openEmbedded(config.DATA_DIR);
}
