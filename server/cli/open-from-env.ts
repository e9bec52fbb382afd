import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { loadDotEnv } from '../lib/paths';

/** Opens and migrates the database the server would use (embedded or DATABASE_URL). */
export async function openFromEnv() {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(config);
  await runMigrations(database);
  return { config, database };
}
