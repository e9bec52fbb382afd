import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export { expect };

const dataDir = '.tmp/e2e-data';
export const ADMIN_EMAIL = 'e2e-admin@feederhub.test';
export const adminPassword = () => fs.readFileSync('.tmp/e2e-admin-password', 'utf8').trim();
export const USER_PASSWORD = 'Harbour-Crane-42';

let seq = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${seq++}@example.com`;

/** Quoted-printable mail text (soft line breaks, =XX escapes) as UTF-8. */
export const decodeQp = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** The newest mail to an address in the embedded outbox (the server writes .eml files without SMTP_URL). */
export async function latestMailTo(email: string) {
  const outbox = path.join(dataDir, 'outbox');
  for (let i = 0; i < 50; i++) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
    for (const f of files) {
      const raw = fs.readFileSync(path.join(outbox, f), 'utf8');
      if (raw.includes(`To: ${email}`)) return decodeQp(raw);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${email}`);
}

export const linkIn = (mail: string, pathStart: string) => {
  const m = mail.match(new RegExp(`https?://[^\\s]+${pathStart}\\?token=[\\w-]+`));
  if (!m) throw new Error(`no ${pathStart} link in mail`);
  return new URL(m[0]).pathname + new URL(m[0]).search;
};

let clientNo = 0;

/**
 * Registers through the API (what the register form sends), each time from another client address (the e2e
 * server trusts one proxy hop), so the suite's many sign-ups stay under the per-address registration limit.
 */
export async function registerViaApi(
  request: APIRequestContext,
  email: string,
  firstName = 'Pat',
  userType: 'cargo_owner' | 'shipowner' = 'cargo_owner',
) {
  const res = await request.post('/api/auth/register', {
    data: { email, password: USER_PASSWORD, firstName, lastName: 'Tester', userType },
    headers: { 'X-Forwarded-For': `198.51.100.${(clientNo++ % 250) + 1}` },
  });
  expect(res.status()).toBe(201);
}

/** An admin's API session, for seeding decisions the test is not about. */
export async function adminDecides(
  request: APIRequestContext,
  email: string,
  decision: 'approve' | 'reject',
  reason = 'Not a shipping business',
) {
  if (decision === 'approve') {
    // Approval waits for a verified email (PRODUCT.md 23): follow the mailed link first, as the user would.
    const token = new URLSearchParams(linkIn(await latestMailTo(email), '/verify-email').split('?')[1]).get(
      'token',
    );
    await request.post('/api/auth/verify-email', { data: { token } });
  }
  await request.post('/api/auth/login', { data: { email: ADMIN_EMAIL, password: adminPassword() } });
  const pending = await (await request.get('/api/admin/pending-users')).json();
  const user = pending.find((u: { email: string }) => u.email === email);
  const res =
    decision === 'approve'
      ? await request.post(`/api/admin/approve-user/${user.id}`)
      : await request.post(`/api/admin/reject-user/${user.id}`, { data: { reason } });
  expect(res.ok()).toBeTruthy();
  await request.post('/api/auth/logout');
}

/** Dismisses the cookie banner by storing a choice before the app loads. */
export async function presetCookieChoice(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({
        accepted: false,
        essential: true,
        functional: false,
        timestamp: new Date().toISOString(),
      }),
    );
  });
}

export const test = base.extend<{ login: (email: string, password?: string) => Promise<void> }>({
  login: async ({ page }, use) => {
    await use(async (email, password = USER_PASSWORD) => {
      await page.goto('/login');
      await page.getByLabel(/email/i).fill(email);
      await page.getByLabel(/^password/i).fill(password);
      await page.getByRole('button', { name: /sign in|log in/i }).click();
    });
  },
});

/** Types into a port combobox and picks the first option whose name matches. */
export async function pickPort(page: Page, label: string, query: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(query);
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}
