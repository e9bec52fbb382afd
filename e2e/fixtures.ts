import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, test as base, expect, type Page } from '@playwright/test';

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

/** Runs `fn` in an API session of `email` (signed in on `request`), signed out afterwards. */
export async function asApiUser<T>(
  request: APIRequestContext,
  email: string,
  fn: () => Promise<T>,
  password = USER_PASSWORD,
) {
  await request.post('/api/auth/login', { data: { email, password } });
  const result = await fn();
  await request.post('/api/auth/logout');
  return result;
}

/** Runs `fn` in the administrator's API session, for seeding what the test is not about. */
export const asAdmin = <T>(request: APIRequestContext, fn: () => Promise<T>) =>
  asApiUser(request, ADMIN_EMAIL, fn, adminPassword());

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
  await asAdmin(request, async () => {
    const pending = await (await request.get('/api/admin/pending-users')).json();
    const user = pending.find((u: { email: string }) => u.email === email);
    const res =
      decision === 'approve'
        ? await request.post(`/api/admin/approve-user/${user.id}`)
        : await request.post(`/api/admin/reject-user/${user.id}`, { data: { reason } });
    expect(res.ok()).toBeTruthy();
  });
}

type UserType = Parameters<typeof registerViaApi>[3];

/** A new account (a unique address from `prefix`), registered through the API and still pending; its email. */
export async function pendingUser(
  request: APIRequestContext,
  prefix: string,
  firstName?: string,
  userType?: UserType,
) {
  const email = uniqueEmail(prefix);
  await registerViaApi(request, email, firstName, userType);
  return email;
}

/** A registered account an administrator has approved (email verified first); its email. */
export async function approvedUser(
  request: APIRequestContext,
  prefix: string,
  firstName?: string,
  userType?: UserType,
) {
  const email = await pendingUser(request, prefix, firstName, userType);
  await adminDecides(request, email, 'approve');
  return email;
}

/** A registered account an administrator has rejected with `reason`; its email. */
export async function rejectedUser(
  request: APIRequestContext,
  prefix: string,
  firstName: string,
  reason: string,
) {
  const email = await pendingUser(request, prefix, firstName);
  await adminDecides(request, email, 'reject', reason);
  return email;
}

/** The cookie choice a visitor makes by declining the optional cookies (run in the page). */
export const storeCookieChoice = () =>
  localStorage.setItem(
    'cookie-consent',
    JSON.stringify({
      accepted: false,
      essential: true,
      functional: false,
      timestamp: new Date().toISOString(),
    }),
  );

/** Dismisses the cookie banner by storing a choice before the app loads. */
export async function presetCookieChoice(page: Page) {
  await page.addInitScript(storeCookieChoice);
}

/** Another person at their own browser (own cookies, banner choice stored), from address `ip` if given. */
export async function newPerson(browser: Browser, ip?: string) {
  const context = await browser.newContext(ip ? { extraHTTPHeaders: { 'X-Forwarded-For': ip } } : {});
  const page = await context.newPage();
  await presetCookieChoice(page);
  return page;
}

/** Fills and sends the sign-in form (at `loginUrl`, for a page outside the test's base URL). */
export async function signIn(page: Page, email: string, password = USER_PASSWORD, loginUrl = '/login') {
  await page.goto(loginUrl);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
}

/** Another person at their own browser, signed in as `email`: the sign-in page is left behind. */
export async function signedInPerson(browser: Browser, email: string) {
  const page = await newPerson(browser);
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** The administrator signs in through the admin sign-in page and lands on the admin panel. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/super-admin');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(adminPassword());
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/admin-panel$/);
}

/** Skips the welcome tour a first sign-in lands on; the dashboard follows. */
export async function skipTour(page: Page) {
  await page.getByRole('button', { name: 'Skip tour' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export const test = base.extend<{ login: (email: string, password?: string) => Promise<void> }>({
  login: async ({ page }, use) => {
    await use((email, password) => signIn(page, email, password));
  },
});

/** A datetime-local value (browser time zone) `days` from now at `hour`:00. */
export function localDateTime(days: number, hour = 8) {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
}

/** Types a port name into a combobox, waits for its option and takes it with Enter. */
export async function choosePort(page: Page, label: string, name: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.fill(name);
  await expect(page.getByRole('option', { name: new RegExp(name) }).first()).toBeVisible();
  await box.press('Enter');
  await expect(box).toHaveValue(new RegExp(`^${name} \\(`));
}

/** Opens the notifications panel from the header. */
export async function openNotifications(page: Page) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  return page.getByRole('dialog', { name: 'Notifications' });
}

/** Types into a port combobox and picks the first option whose name matches. */
export async function pickPort(page: Page, label: string, query: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(query);
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}
