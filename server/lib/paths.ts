import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json: the same answer from server/ sources and from the dist/server bundle. */
function findProjectRoot() {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = path.join(projectRoot, 'migrations');
export const clientDist = path.join(projectRoot, 'dist/public');

/** Reads .env from the project root when present; real environment variables win. */
export function loadDotEnv() {
  const file = path.join(projectRoot, '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}
