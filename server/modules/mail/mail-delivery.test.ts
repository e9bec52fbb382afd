import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailJobs } from '../../db/schema';
import { startFlakySmtp } from '../../test/flaky-smtp';
import { setupTestApp, type TestApp, type TestUser } from '../../test/harness';
import { createLogger } from '../../lib/logger';
import { createMailer } from '../../lib/mailer';
import { claimMailJobs, createMailWorker } from './mail-worker';

let t: TestApp;
let user: TestUser;
let smtp: Awaited<ReturnType<typeof startFlakySmtp>>;
const logger = createLogger('silent');
const render = { origin: 'http://feederhub.test', secret: 'test-secret-'.padEnd(40, 'x') };
const mailers: ReturnType<typeof createMailer>[] = [];

beforeAll(async () => {
  t = await setupTestApp();
  user = await t.createUser();
  smtp = await startFlakySmtp();
});
afterAll(async () => {
  for (const m of mailers) m.close?.();
  await smtp.close();
});

function worker(over: Partial<Parameters<typeof createMailWorker>[0]> = {}) {
  const mailer = createMailer({
    smtpUrl: smtp.url,
    from: 'FeederHub <no-reply@feederhub.test>',
    outboxDir: '',
    logger,
  });
  mailers.push(mailer);
  return createMailWorker({ database: t.database, mailer, logger, render, pollMs: 50, ...over });
}

async function queue(n: number, tag: string) {
  const rows = await t.db
    .insert(mailJobs)
    .values(
      Array.from({ length: n }, (_, i) => ({
        userId: user.id,
        kind: 'matches',
        toAddress: `${tag}-${i}@example.com`,
        language: 'en' as const,
        payload: {
          template: 'notice' as const,
          name: 'Test',
          title: `Mail ${i}`,
          message: 'm',
          actionUrl: null,
        },
      })),
    )
    .returning({ id: mailJobs.id });
  return rows.map((r) => r.id);
}

const statusOf = async (ids: string[]) => t.db.select().from(mailJobs).where(inArray(mailJobs.id, ids));
const receivedFor = (tag: string) => smtp.state.accepted.filter((m) => m.to.startsWith(`${tag}-`));

describe('the mail queue delivers every mail once', () => {
  it('through an SMTP outage: nothing lost, nothing doubled, retried with backoff', async () => {
    smtp.state.refusing = true;
    const ids = await queue(20, 'outage');
    const w = worker({ backoffBaseMs: 100, backoffMaxMs: 800 });
    w.start();
    try {
      // Every mail refused at least twice: the outage is seen and retried, not given up.
      await vi.waitFor(
        async () => {
          const rows = await statusOf(ids);
          expect(
            rows.every((r) => r.attempts >= 2 && r.status === 'queued' && r.lastError === 'EENVELOPE:451'),
          ).toBe(true);
        },
        { timeout: 30_000, interval: 100 },
      );
      expect(receivedFor('outage')).toHaveLength(0);
      smtp.state.refusing = false;
      await vi.waitFor(
        async () => expect((await statusOf(ids)).every((r) => r.status === 'sent')).toBe(true),
        { timeout: 30_000, interval: 100 },
      );
    } finally {
      await w.stop();
    }
    const got = receivedFor('outage');
    expect(got).toHaveLength(20);
    expect(new Set(got.map((m) => m.messageId)).size).toBe(20);
    expect(new Set(got.map((m) => m.messageId))).toEqual(new Set(ids.map((id) => `<${id}@feederhub.test>`)));
    expect(got[0].raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  });

  it('two workers racing on the same mails send each once', async () => {
    smtp.state.refusing = false;
    const ids = await queue(60, 'race');
    const a = worker({ batch: 5 });
    const b = worker({ batch: 5 });
    const [sentByA, sentByB] = await Promise.all([a.runOnce(), b.runOnce()]);
    // A round runs until nothing is due, so the two rounds between them sent everything.
    expect(sentByA + sentByB).toBe(60);
    const got = receivedFor('race');
    expect(got).toHaveLength(60);
    expect(new Set(got.map((m) => m.messageId)).size).toBe(60);
    const rows = await statusOf(ids);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    // Both took part (batches of 5 interleave).
    expect(new Set(rows.map((r) => r.claimedBy)).size).toBe(2);
  });

  it('a worker that dies mid-send: its mail is sent by another after the lease, with the same Message-ID', async () => {
    smtp.state.refusing = false;
    const [id] = await queue(1, 'crash');
    // The dead worker claimed it and never came back.
    const claimed = await claimMailJobs(t.db, { workerId: 'dead', batch: 10, leaseMs: 1500 });
    expect(claimed.map((r) => r.id)).toContain(id);
    const survivor = worker();
    expect(await survivor.runOnce()).toBe(0);
    expect(receivedFor('crash')).toHaveLength(0);
    await vi.waitFor(
      async () => {
        await survivor.runOnce();
        expect(receivedFor('crash')).toHaveLength(1);
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(receivedFor('crash')[0].messageId).toBe(`<${id}@feederhub.test>`);
    const [row] = await t.db.select().from(mailJobs).where(eq(mailJobs.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, claimedBy: survivor.workerId });
  });

  it('gives a mail up after its last attempt and says so', async () => {
    smtp.state.refusing = true;
    const [id] = await queue(1, 'giveup');
    const w = worker({ maxAttempts: 2, backoffBaseMs: 50, backoffMaxMs: 50 });
    await vi.waitFor(
      async () => {
        await w.runOnce();
        const [row] = await statusOf([id]);
        expect(row.status).toBe('failed');
      },
      { timeout: 10_000, interval: 100 },
    );
    smtp.state.refusing = false;
  });
});
