import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { loadDotEnv } from '../lib/paths';
import { syncOfferingCo2 } from '../modules/ship-offerings/offering-co2';

/** Opens and migrates the database the server would use (embedded or DATABASE_URL). */
export async function openFromEnv() {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(config);
  await runMigrations(database);
  await syncOfferingCo2(database.db);
  return { config, database };
}
