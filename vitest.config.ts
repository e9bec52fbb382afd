import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const alias = { '@': path.join(root, 'client/src'), '@shared': path.join(root, 'shared') };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          // Each file gets its own cloned database; two workers fit these 2-core machines. On PostgreSQL the files
          // of a worker share its module cache (isolate: false): loading the app's modules once per worker instead
          // of once per file took that run from 13 to 4.5 minutes here. Each file builds its own app and database;
          // what the modules keep (port names, sea routes) is pure. On PGlite a worker sharing its files once exited
          // unexpectedly in CI (29 Nov 2026, cause not found): there each file keeps its own process.
          pool: 'forks',
          maxWorkers: 2,
          isolate: !process.env.TEST_DATABASE_URL,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          include: ['client/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['client/src/test/setup.ts'],
          maxWorkers: 2,
          // Isolated, unlike the server's files: shared jsdom globals, timers and i18n state leaked between files
          // when tried (29 Nov 2026), and these files load the client's modules only.
          // A form test types, waits for a lazily loaded page and its answers: seconds of work that a busy
          // machine stretches well past vitest's 5 s default (issue 11 §5). Waits inside use findBy/waitFor.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
