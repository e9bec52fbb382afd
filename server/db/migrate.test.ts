import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import { type Database, openPostgres } from './client';
import { migrationsFolder } from '../lib/paths';
import { runMigrations } from './migrate';

const url = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: Array<{ tag: string }>;
};
const recorded = async (database: Database) =>
  (await database.pool.query('select hash from drizzle.__drizzle_migrations order by id')).rows.map(
    (r) => r.hash as string,
  );

const opened: Database[] = [];
const created: string[] = [];
afterAll(async () => {
  for (const d of opened) await d.close().catch(() => {});
  if (!url || created.length === 0) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe('runMigrations', () => {
  it('re-running on a migrated database applies nothing twice', async () => {
    const database = await createTestDatabase();
    opened.push(database);
    const before = await recorded(database);
    expect(before).toHaveLength(journal.entries.length);
    await runMigrations(database);
    expect(await recorded(database)).toEqual(before);
  });

  it.skipIf(!url)(
    'two instances migrating a fresh PostgreSQL database at once each apply every migration once',
    async () => {
      // Named after the run's template so the global teardown drops it even if this file does not.
      const name = `${inject('pgTemplateDb')}_mig_${crypto.randomBytes(3).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      created.push(name);
      const target = new URL(url!);
      target.pathname = `/${name}`;
      const a = await openPostgres(target.toString(), { max: 2 });
      const b = await openPostgres(target.toString(), { max: 2 });
      opened.push(a, b);

      await Promise.all([runMigrations(a), runMigrations(b)]);

      const hashes = await recorded(a);
      expect(hashes).toHaveLength(journal.entries.length);
      expect(new Set(hashes).size).toBe(hashes.length);
      const { rows } = await b.pool.query(
        `select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = any($1)`,
        [
          [
            'users',
            'session',
            'notifications',
            'rate_limits',
            'email_tokens',
            'activities',
            'audit_logs',
            'contact_messages',
          ],
        ],
      );
      expect(rows[0].n).toBe(8);
    },
  );
});
