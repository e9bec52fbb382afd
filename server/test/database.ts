import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, fromPglite, openPostgres } from '../db/client';

/** A fresh migrated database for one test file, cloned from the run's template. */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const blob = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    return fromPglite(await PGlite.create({ loadDataDir: blob }));
  }
  return openPostgres(await clonePgTemplate(url), { max: 20 });
}

/** A fresh database cloned from the run's migrated template (dropped with it at the end of the run). */
async function clonePgTemplate(url: string) {
  const template = inject('pgTemplateDb');
  const name = `${template}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * A migrated database for a server process the test spawns: its environment (DATA_DIR with an embedded data
 * directory written from the template, or DATABASE_URL of a fresh PostgreSQL clone) and a way to open it
 * afterwards (after the server exited: PGlite has no lock between processes).
 */
export async function createServerDatabase(
  dataDir: string,
): Promise<{ env: Record<string, string>; open: () => Promise<Database> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const blob = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    const pgdata = `${dataDir}/pgdata`;
    await (await PGlite.create(pgdata, { loadDataDir: blob })).close();
    return {
      env: { DATA_DIR: dataDir },
      open: async () => fromPglite(await PGlite.create(pgdata)),
    };
  }
  const target = await clonePgTemplate(url);
  return { env: { DATA_DIR: dataDir, DATABASE_URL: target }, open: () => openPostgres(target, { max: 2 }) };
}
