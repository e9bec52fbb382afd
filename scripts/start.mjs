// `npm start`: builds first when there is no build (a fresh clone), then runs the server in this process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = existsSync('dist/server/index.js') && existsSync('dist/public/index.html');
if (!built) {
  console.log('No build found: building FeederHub first (about a minute)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.setSourceMapsEnabled(true);
await import('../dist/server/index.js');
