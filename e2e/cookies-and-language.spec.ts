import {
  approvedUser,
  expect,
  latestMailTo,
  presetCookieChoice,
  test,
  USER_PASSWORD,
  uniqueEmail,
} from './fixtures';

test('the cookie banner appears after a second, stores the choice and reopens from the footer', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByText('We use cookies')).toBeVisible({ timeout: 5000 });
  await page.getByRole('button', { name: 'Show details' }).click();
  await expect(page.getByText('Essential (always active)')).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('We use cookies')).toBeHidden();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'));
  expect(stored).toMatchObject({ accepted: true, essential: true, functional: true });
  expect(new Date(stored.timestamp).toString()).not.toBe('Invalid Date');

  await page.reload();
  await page.waitForTimeout(1500);
  await expect(page.getByText('We use cookies')).toBeHidden();
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(page.getByText('We use cookies')).toBeVisible();
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null')),
  ).toMatchObject({
    accepted: false,
  });
});

test('switching to German and Chinese translates the page and is remembered', async ({ page }) => {
  await presetCookieChoice(page);
  await page.goto('/login');
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // A translated validation message from the shared schema.
  await page.getByLabel('E-Mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Ungültige E-Mail-Adresse')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();

  await page.getByRole('button', { name: /Sprache/ }).click();
  await page.getByRole('menuitemradio', { name: /中文/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
});

test("a signed-in user's language choice is stored on the account", async ({ page, login, request }) => {
  await presetCookieChoice(page);
  const email = await approvedUser(request, 'lang', 'Wei');
  await login(email);
  await page.getByRole('button', { name: 'Skip tour' }).click();
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
  // A first sign-in is greeted without "back" (issue 13).
  await expect(page.getByRole('heading', { name: 'Willkommen, Wei!' })).toBeVisible();
  const me = await (await page.request.get('/api/auth/user')).json();
  expect(me.preferredLanguage).toBe('de');

  // In a fresh browser with no stored choice, signing in brings the account's language back.
  await page.evaluate(() => localStorage.removeItem('i18nextLng'));
  await page.context().clearCookies();
  await login(email);
  await expect(page.getByRole('heading', { name: 'Willkommen zurück, Wei!' })).toBeVisible();
});

test('registering in German stores German as the account language: the verification mail is German', async ({
  page,
}) => {
  await presetCookieChoice(page);
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'de'));
  const email = uniqueEmail('deutsch');
  await page.goto('/register');
  await page.getByLabel('Vorname').fill('Greta');
  await page.getByLabel('Nachname').fill('Hansen');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(USER_PASSWORD);
  await page.getByLabel('Passwort wiederholen').fill(USER_PASSWORD);
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page).toHaveURL(/\/welcome-tour\?registered=verify$/);
  expect(await latestMailTo(email)).toMatch(/bestätigen Sie Ihre E-Mail-Adresse/);
});
