import { defineConfig } from 'drizzle-kit';

// Migrations are generated offline from the schema; they run at server start (server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './migrations',
});
