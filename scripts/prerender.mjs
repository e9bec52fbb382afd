// Prerenders the landing page per language (client/src/prerender.tsx) after the client build: a server-side build
// of that module into a scratch folder, run here under Node, its markup written beside Vite's manifest
// (dist/public/.vite/prerendered.json, not served) for the server to put into the page it sends.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.join(import.meta.dirname, '..');
const outDir = path.join(root, 'dist/prerender');
await build({
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
});
const { renderFirstScreens } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
const pages = await renderFirstScreens();
fs.writeFileSync(path.join(root, 'dist/public/.vite/prerendered.json'), JSON.stringify(pages));
fs.rmSync(outDir, { recursive: true, force: true });
const sizes = Object.entries(pages).map(
  ([p, byLanguage]) =>
    `${p} ${Object.entries(byLanguage)
      .map(([l, html]) => `${l} ${(html.length / 1024).toFixed(1)} kB`)
      .join(', ')}`,
);
console.log(`prerendered ${sizes.join('; ')}`);
