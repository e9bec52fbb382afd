import path from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const root = import.meta.dirname;
// Client tests that watch a lazily loaded module arrive: they need it not yet loaded by an earlier file.
const freshModules = ['client/src/app/layout/lazy-language-switcher.test.tsx'];
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
          setupFiles: ['server/test/setup.ts'],
          // Each file gets its own cloned database; two workers fit these 2-core machines. The files of a worker
          // share its module cache (isolate: false): loading the app's modules once per worker instead of once per
          // file took the PostgreSQL run from 13 to 3 minutes and the PGlite one from about 12 to 4 here. Each file
          // builds its own app and database, closed after the file by server/test/setup.ts; what the modules keep
          // (port names, sea routes) is pure. (A worker once ran out of memory on PGlite: the harness's close was
          // registered from inside a beforeAll, which held for a worker's first file only, so every later file's
          // embedded database stayed open. server/test/per-file.ts.)
          pool: 'forks',
          maxWorkers: 2,
          isolate: false,
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
          // The files of a worker share its modules, as the server's do (loading React, Radix and the features once
          // per worker: about 5.5 → 2 minutes here); client/src/test/setup.ts resets what a file may leave behind
          // (timers, stubbed globals, storage, the query cache, the language). A file that needs a module's first
          // load runs in the isolated project below.
          isolate: false,
          exclude: [...configDefaults.exclude, ...freshModules],
          // A form test types, waits for a lazily loaded page and its answers: seconds of work that a busy
          // machine stretches well past vitest's 5 s default (issue 11 §5). Waits inside use findBy/waitFor.
          testTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client-fresh',
          include: freshModules,
          environment: 'jsdom',
          maxWorkers: 2,
          setupFiles: ['client/src/test/setup.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
