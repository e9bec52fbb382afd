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
          // Each file gets its own cloned database; two workers fit these 2-core machines.
          pool: 'forks',
          maxWorkers: 2,
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
          // A form test types, waits for a lazily loaded page and its answers: seconds of work that a busy
          // machine stretches well past vitest's 5 s default (issue 11 §5). Waits inside use findBy/waitFor.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
