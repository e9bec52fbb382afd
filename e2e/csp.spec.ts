import type { Page } from '@playwright/test';
import { approvedUser, expect, presetCookieChoice, signInAsAdmin, skipTour, test } from './fixtures';
import { adminTabs, memberPages, publicPages } from './pages';

// Issue 12: the built SPA runs under a strict Content-Security-Policy; any violation on any page fails.
type Violation = { page: string; directive: string; blocked: string; source: string };

/**
 * Collects violations two ways: the DOM's `securitypolicyviolation` event (registered before any page script
 * runs) and Chromium's console errors, which also report what the event cannot (a blocked worker or manifest).
 */
async function watchCsp(page: Page) {
  const found: Violation[] = [];
  let current = '';
  await page.exposeFunction('__cspViolation', (v: Omit<Violation, 'page'>) =>
    found.push({ ...v, page: current }),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (v: unknown) => void }).__cspViolation;
      report({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber} ${e.sample}`,
      });
    });
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text()))
      found.push({ page: current, directive: 'console', blocked: '', source: msg.text() });
  });
  return {
    found,
    /** Visits a path and waits until its page has rendered and stopped loading. */
    async visit(path: string) {
      current = path;
      await page.goto(path);
      await expect(page.locator('main h1, h1').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    },
    at(label: string) {
      current = label;
    },
  };
}

test('the policy is sent with the page and forbids inline script', async ({ request }) => {
  const res = await request.get('/');
  const csp = res.headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers()['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers()['permissions-policy']).toContain('camera=()');
});

test('an injected inline script is blocked (the watcher can fail)', async ({ page }) => {
  const csp = await watchCsp(page);
  await presetCookieChoice(page);
  await csp.visit('/');
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.append(s);
    return new Promise((r) =>
      setTimeout(() => r((window as unknown as { __injected?: boolean }).__injected), 0),
    );
  });
  expect(ran).toBeUndefined();
  await expect
    .poll(() => csp.found.filter((v) => v.directive.startsWith('script-src')).length)
    .toBeGreaterThan(0);
});

test('no page of the app violates the policy', async ({ page, login, request }) => {
  test.setTimeout(240_000);
  const csp = await watchCsp(page);
  await presetCookieChoice(page);

  for (const [, path] of publicPages) await csp.visit(path);

  await login(await approvedUser(request, 'csp', 'Cleo', 'shipowner'));
  await expect(page).toHaveURL(/\/welcome-tour$/);
  await expect(page.locator('h1').first()).toBeVisible();
  await skipTour(page);
  for (const [, path] of memberPages) await csp.visit(path);

  // Dialogs, menus and the phone drawer mount portals and scroll locks (Radix injects styles there).
  await csp.visit('/fleet');
  csp.at('/fleet add-vessel dialog');
  await page.getByRole('button', { name: 'Add vessel' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Add vessel' })).toBeVisible();
  await page.keyboard.press('Escape');
  await csp.visit('/dashboard');
  csp.at('/dashboard menus');
  await page
    .getByRole('button', { name: /^Account menu/ })
    .first()
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.context().clearCookies();
  await signInAsAdmin(page);
  for (const tab of adminTabs) {
    csp.at(`/admin-panel ${tab}`);
    await page.getByRole('tab', { name: new RegExp(`^${tab}`, 'i') }).click();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  }
  await csp.visit('/enterprise-dashboard');

  expect(csp.found, JSON.stringify(csp.found, null, 2)).toEqual([]);
});
