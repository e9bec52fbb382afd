import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestApp, type TestApp, uniqueIp } from '../../test/harness';
import { expectError } from '../../test/http';
import { limits } from '../rate-limit/rate-limit.service';

// Counts bcrypt hashes through the module seam every password hash goes through.
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../users/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../users/passwords')>();
  return {
    ...original,
    hashPassword: (password: string) => {
      hashes.count++;
      return original.hashPassword(password);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const reset = (ip: string, token = 'bogus-token-'.padEnd(43, 'x')) =>
  t
    .request()
    .post('/api/auth/reset-password')
    .set('X-Forwarded-For', ip)
    .send({ token, password: 'Fresh-Lighthouse-77' });

// Seen (issue 12 §1): 40 bogus calls cost 3.4 s of bcrypt CPU and slowed every other request tenfold.
describe('POST /api/auth/reset-password cost', () => {
  it('checks the token before hashing: bogus tokens cost no bcrypt hash', async () => {
    const before = hashes.count;
    for (let i = 0; i < 3; i++) expectError(await reset(uniqueIp()), 400, 'BAD_REQUEST');
    expect(hashes.count).toBe(before);
  });

  it('is rate-limited per address like the other auth calls', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < limits.resetPasswordPerIp.limit; i++) expect((await reset(ip)).status).toBe(400);
    const res = await reset(ip);
    expectError(res, 429, 'RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await reset(uniqueIp())).status).toBe(400); // another address is not affected
  });
});
