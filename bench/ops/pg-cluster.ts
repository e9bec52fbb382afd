import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { run, runAsync, waitFor } from './run';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * A private PostgreSQL cluster for fault runs (never the machine's shared server): initdb into `dir`,
 * listening on 127.0.0.1:`port` only, trust authentication, stopped and started at will.
 */
export async function createPrivatePostgres(dir: string, port: number) {
  const pgdata = path.join(dir, 'pgdata');
  const logFile = path.join(dir, 'postgres.log');
  fs.mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) run('chown', ['-R', 'postgres:', dir]);
  run(path.join(BIN, 'initdb'), ['-D', pgdata, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'], {
    asPostgres: true,
  });
  const options = `-p ${port} -h 127.0.0.1 -k ${dir} -c max_connections=100`;
  const url = (db = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${db}`;
  const pgCtl = (...args: string[]) =>
    runAsync(path.join(BIN, 'pg_ctl'), ['-D', pgdata, ...args], { asPostgres: true });

  const start = async () => {
    await pgCtl('start', '-w', '-l', logFile, '-o', options);
    await waitFor(
      'PostgreSQL to accept connections',
      async () => {
        const client = new pg.Client({ connectionString: url() });
        await client.connect();
        await client.end();
        return true;
      },
      30_000,
    );
  };
  /** Fast mode: running transactions are aborted, sessions cut (57P01), as in a failover or a restart. */
  const stop = () => pgCtl('stop', '-m', 'fast', '-w');

  await start();
  return {
    url,
    start,
    stop,
    createDatabase: async (name: string) => {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      return url(name);
    },
    destroy: async () => {
      await stop().catch(() => {}); // already stopped
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type PrivatePostgres = Awaited<ReturnType<typeof createPrivatePostgres>>;
