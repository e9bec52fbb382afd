/**
 * Mails queued vs delivered through an SMTP outage and a process kill (docs/RELIABILITY.md, "Mail queue").
 * Needs PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres): a fresh database is
 * created and dropped. Steps: start a real SMTP peer that refuses (451) every mail; start the server; queue N mails
 * as events would; after OUTAGE_MS the peer accepts (slowly, so the queue takes a while); SIGKILL the server when
 * about half are delivered; start it again; wait until every mail is `sent`. Prints queued, delivered, duplicates.
 *
 *   npx tsx bench/mail-outage.ts [N=300] [OUTAGE_MS=15000]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startFlakySmtp } from '../server/test/flaky-smtp';

const N = Number(process.argv[2] ?? 300);
const OUTAGE_MS = Number(process.argv[3] ?? 15_000);
const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 600_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

async function main() {
  const name = `feederhub_mail_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const smtp = await startFlakySmtp({ delayMs: 20 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feederhub-mail-'));
  const port = 5400 + Math.floor(Math.random() * 500);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
    SMTP_URL: smtp.url,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    MAIL_POLL_MS: '200',
  };
  // The server is this child itself (no npx or shell between), so SIGKILL kills the server.
  const start = () => spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { env, stdio: 'ignore' });
  const up = () =>
    until('the server', () =>
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      ),
    );
  let server: ChildProcess = start();
  await up();
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const [{ id: userId }] = (
    await db.query(
      `insert into users (email, password_hash, first_name, last_name, email_verified_at)
       values ('bench@example.com', 'x', 'Bench', 'User', now()) returning id`,
    )
  ).rows;
  const t0 = Date.now();
  await db.query(
    `insert into mail_jobs (user_id, kind, to_address, language, payload)
     select $1, 'matches', 'to-' || g || '@example.com', 'en',
            jsonb_build_object('template', 'notice', 'name', 'Bench', 'title', 'Mail ' || g, 'message', 'm', 'actionUrl', null)
     from generate_series(1, $2) g`,
    [userId, N],
  );
  const count = async (status: string) =>
    Number((await db.query(`select count(*)::int n from mail_jobs where status = $1`, [status])).rows[0].n);
  await sleep(OUTAGE_MS);
  const refusedDuringOutage = smtp.state.refused;
  const sentDuringOutage = await count('sent');
  smtp.state.refusing = false;
  const tAccept = Date.now();
  await until('half delivered', () => smtp.state.accepted.length >= N / 2);
  server.kill('SIGKILL');
  const tKill = Date.now();
  const atKill = { delivered: smtp.state.accepted.length, markedSent: await count('sent') };
  await new Promise((r) => server.once('exit', r));
  server = start();
  await up();
  await until('every mail sent', async () => (await count('sent')) === N);
  const tDone = Date.now();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  const ids = smtp.state.accepted.map((m) => m.messageId);
  const unique = new Set(ids).size;
  console.log(
    JSON.stringify(
      {
        queued: N,
        outageMs: OUTAGE_MS,
        refusedDuringOutage,
        sentDuringOutage,
        atKill,
        deliveredTotal: ids.length,
        deliveredUnique: unique,
        duplicates: ids.length - unique,
        lost: N - unique,
        secondsFromAcceptToKill: (tKill - tAccept) / 1000,
        secondsFromKillToAllSent: (tDone - tKill) / 1000,
        secondsTotal: (tDone - t0) / 1000,
      },
      null,
      2,
    ),
  );
  await db.end();
  await smtp.close();
  await admin.query(`drop database ${name} with (force)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
