// Compresses the built client once (issue 11 §3): next to every text asset in dist/public a .br (brotli,
// quality 11) and a .gz (gzip -9), which the server sends as they are (server/lib/precompressed.ts) instead
// of compressing each response again. Files under 1 kB and files that do not shrink are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const outDir = path.join(import.meta.dirname, '../dist/public');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // .vite/ holds the build manifest, which is never served.
    // index.html is not among them: the server writes a CSP nonce into each answer and compresses that.
    if (entry.name.startsWith('.') || entry.name === 'index.html') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(outDir)) {
  const raw = readFileSync(file);
  if (raw.length < MIN_BYTES) continue;
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = gzipSync(raw, { level: 9 });
  if (br.length < raw.length) writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
  count += 1;
  before += statSync(file).size;
  after += br.length;
}
console.log(
  `compressed ${count} files in dist/public: ${(before / 1024).toFixed(0)} kB, brotli ${(after / 1024).toFixed(0)} kB`,
);
