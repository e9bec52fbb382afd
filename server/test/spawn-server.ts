import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { projectRoot } from '../lib/paths';

/** A port the kernel just handed out and released (a server started right after gets it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type SpawnedServer = {
  child: ChildProcess;
  port: number;
  origin: string;
  output: () => string;
  /** Resolves with the exit code and the time of exit. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
};

/** `server/index.ts` run by tsx as its own process (signals go to node itself, not to a wrapper). */
export async function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      APP_ORIGIN: origin,
      SESSION_SECRET: 'spawned-test-secret-'.padEnd(40, 'x'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return { child, port, origin, output: () => out, exited };
}

/** One GET on a fresh connection: the status, or 0 when the connection is refused or reset. */
export function getStatus(port: number, path: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
  });
}
