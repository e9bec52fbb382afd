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
  const template = inject('pgTemplateDb');
  const name = `${template}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return openPostgres(target.toString(), { max: 20 });
}
