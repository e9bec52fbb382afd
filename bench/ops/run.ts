import { type SpawnSyncOptions, spawn, spawnSync } from 'node:child_process';

/** Runs a command and throws with its output when it fails (setup steps: initdb, openssl, nginx -t). */
export function run(cmd: string, args: string[], opts: SpawnSyncOptions & { asPostgres?: boolean } = {}) {
  // PostgreSQL refuses to run as root: on a root shell its tools run as the postgres user.
  const asUser = opts.asPostgres && process.getuid?.() === 0;
  const [file, argv] = asUser ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const res = spawnSync(file, argv, { encoding: 'utf8', ...opts });
  if (res.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed (${res.status}):\n${res.stdout}\n${res.stderr}`);
  }
  return String(res.stdout ?? '');
}

/** The same without blocking the event loop (used while the load runs: a blocked loop would skew latencies). */
export function runAsync(cmd: string, args: string[], opts: { asPostgres?: boolean } = {}) {
  const asUser = opts.asPostgres && process.getuid?.() === 0;
  const [file, argv] = asUser ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  return new Promise<void>((resolve, reject) => {
    const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed (${code}):\n${out}`)),
    );
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` is true; returns the milliseconds it took, or throws after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, everyMs = 50) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await sleep(everyMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}
