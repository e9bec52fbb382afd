import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { request } from './http';
import { waitFor } from './run';

export type Instance = {
  port: number;
  child: ChildProcess;
  logFile: string;
  exited: Promise<{ code: number | null; signal: string | null; at: number }>;
};

/** One FeederHub server process (tsx, like `npm run dev` without watch), its output in a log file. */
export function startInstance(o: {
  root: string;
  dir: string;
  port: number;
  env: Record<string, string>;
}): Instance {
  const dataDir = path.join(o.dir, `instance-${o.port}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(o.dir, `instance-${o.port}.log`);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: o.root,
    env: { PATH: process.env.PATH, PORT: String(o.port), DATA_DIR: dataDir, ...o.env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const exited = new Promise<{ code: number | null; signal: string | null; at: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return { port: o.port, child, logFile, exited };
}

export const readyStatus = (port: number) =>
  request({ port, path: '/api/health/ready' }).then(
    (r) => r.status,
    () => 0,
  );

export const waitReady = (i: Instance, timeoutMs = 120_000) =>
  waitFor(`instance ${i.port} to be ready`, async () => (await readyStatus(i.port)) === 200, timeoutMs, 200);

/** The JSON log lines of an instance with the given message (the logger writes one object per line). */
export function logLines(i: Instance, msg: string): Record<string, unknown>[] {
  return fs
    .readFileSync(i.logFile, 'utf8')
    .split('\n')
    .filter((l) => l.includes(`"${msg}"`))
    .flatMap((l) => {
      try {
        return [JSON.parse(l)];
      } catch {
        return [];
      }
    });
}

/** SIGTERM, then the exit code, the time to exit and the event-loop delay the instance logged on its way out. */
export async function stopInstance(i: Instance) {
  const signalled = Date.now();
  i.child.kill('SIGTERM');
  const exit = await i.exited;
  const stopped = logLines(i, 'stopped').at(-1) as { eventLoopDelayMs?: Record<string, number> } | undefined;
  return { code: exit.code, exitMs: exit.at - signalled, eventLoopDelayMs: stopped?.eventLoopDelayMs };
}
