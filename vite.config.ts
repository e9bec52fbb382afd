import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

export default defineConfig({
  root: path.join(root, 'client'),
  publicDir: path.join(root, 'public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': path.join(root, 'client/src'),
      '@shared': path.join(root, 'shared'),
    },
  },
  build: {
    outDir: path.join(root, 'dist/public'),
    emptyOutDir: true,
    // .vite/manifest.json: scripts/size-budget.mjs follows each route's chunk and its static imports.
    manifest: true,
    // The largest chunk is the SmartFeeder map's land outline (Natural Earth 1:50m, ~180 kB gzipped), data
    // that is loaded lazily with the map; the application code chunks stay well under this.
    chunkSizeWarningLimit: 600,
    // The entry lists every lazy chunk it may preload by file name: seven characters of content hash (the fewest
    // the bundler accepts for this many chunks) keep that list short; the name stays readable.
    rollupOptions: { output: { chunkFileNames: 'assets/[name]-[hash:7].js' } },
  },
  server: {
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 5000}` },
  },
});
