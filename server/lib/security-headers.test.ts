import { describe, expect, it } from 'vitest';
import { PASSWORD, setupTestApp } from '../test/harness';

const t = await setupTestApp();

describe('security headers (issue 12)', () => {
  it('sends a strict policy, COOP and Permissions-Policy on every answer, and no HSTS over plain HTTP', async () => {
    const res = await t.request().get('/api/health');
    const csp = res.headers['content-security-policy'];
    for (const d of [
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "connect-src 'self'",
    ])
      expect(csp).toContain(d);
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['permissions-policy']).toContain('geolocation=()');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives each answer its own style nonce', async () => {
    const nonce = async () =>
      (await t.request().get('/api/health')).headers['content-security-policy'].match(/'nonce-([^']+)'/)?.[1];
    const [a, b] = [await nonce(), await nonce()];
    expect(a).toMatch(/^[\w+/]{22}==$/);
    expect(a).not.toBe(b);
  });

  it('over TLS behind the trusted proxy: HSTS and a Secure session cookie', async () => {
    const user = await t.createUser();
    const res = await t
      .request()
      .post('/api/auth/login')
      .set('X-Forwarded-Proto', 'https')
      .set('Origin', 'http://feederhub.test')
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
  });

  it('over plain HTTP the cookie is not marked Secure (it would never come back)', async () => {
    const user = await t.createUser();
    const res = await t.request().post('/api/auth/login').send({ email: user.email, password: PASSWORD });
    expect(String(res.headers['set-cookie'])).not.toMatch(/; Secure/);
  });
});
