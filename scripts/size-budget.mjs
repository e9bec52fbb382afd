// JavaScript size budget (issue 11 §3), run after `vite build`. Fails when
//  - the initial JavaScript (index.html's entry and its static imports, the same for every page) is above
//    130 kB gzip, or the landing page's whole first load (entry + its route chunk) is;
//  - any lazily loaded chunk with its own static imports (beyond the entry's) is above 120 kB.
// The whole first load of /login and /dashboard (entry + route) is printed for the record (docs/PERFORMANCE.md).
// Sizes are gzip -9 of each built file, summed; dynamic imports inside a route (a map's data, a section
// loaded on scroll, the form schemas) are not counted in the route.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ENTRY_BUDGET = 130 * 1024;
const ROUTE_BUDGET = 120 * 1024;
const root = path.join(import.meta.dirname, '..');
const outDir = path.join(root, 'dist/public');
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));

/** The first screens (shared/app/first-screens.json): the chunks a visitor's browser runs for them on a cold load. */
const firstScreens = JSON.parse(readFileSync(path.join(root, 'shared/app/first-screens.json'), 'utf8')).screens;
const screenBudgets = { '/': ENTRY_BUDGET };

const gzipCache = new Map();
const gzipSize = (file) => {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length);
  }
  return gzipCache.get(file);
};

/** Manifest keys of a chunk and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}
const jsBytes = (keys) => [...keys].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure(entryKey);
const failures = [];
const rows = [];

const weighed = new Set();
for (const [page, { modules }] of Object.entries(firstScreens)) {
  if (weighed.has(String(modules))) continue; // /landing is /
  weighed.add(String(modules));
  const chunks = new Set(entry);
  for (const key of modules) {
    if (!manifest[key])
      throw new Error(`${key} is not in the build manifest: update shared/app/first-screens.json`);
    closure(key, chunks);
  }
  rows.push([`first load ${page} (entry + route)`, jsBytes(chunks), screenBudgets[page]]);
}

// Every lazily imported chunk of the app (routes and the sections they load), counted with what it
// imports statically beyond the entry, which the browser already has.
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry || !chunk.file.endsWith('.js')) continue;
  // Data loaded on demand inside a page (the SmartFeeder map's land outline) is not application code.
  if (key.includes('node_modules/')) {
    console.log(
      `data  ${kB(jsBytes([key])).padStart(9)}  ${key.replace(/.*node_modules\//, '')} (loaded on demand)`,
    );
    continue;
  }
  const own = closure(key);
  for (const k of entry) own.delete(k);
  rows.push([`lazy ${key.replace(/^src\//, '')}`, jsBytes(own), ROUTE_BUDGET]);
}

rows.push(['initial JavaScript (entry + static imports)', jsBytes(entry), ENTRY_BUDGET]);
rows.sort((a, b) => b[1] - a[1]);
for (const [name, bytes, budget] of rows) {
  const over = budget !== undefined && bytes > budget;
  if (over) failures.push(name);
  if (over || !process.argv.includes('--quiet') || !name.startsWith('lazy')) {
    const limit = budget === undefined ? '(record)' : `/ ${kB(budget)}`;
    console.log(`${over ? 'OVER' : 'ok  '} ${kB(bytes).padStart(9)} ${limit.padEnd(10)}  ${name}`);
  }
}
if (failures.length > 0) {
  console.error(`\nJavaScript size budget exceeded: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\nJavaScript size budget: the initial JavaScript and every lazy chunk are within budget.');
