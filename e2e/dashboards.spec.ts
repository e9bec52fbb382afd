import type { Locator } from '@playwright/test';
import {
  approvedUser,
  choosePort,
  expect,
  localDateTime,
  pendingUser,
  presetCookieChoice,
  signInAsAdmin,
  skipTour,
  test,
} from './fixtures';

/** The number on a statistic card, read once it has loaded (no skeleton left in it). */
async function cardNumber(card: Locator) {
  await expect(card.locator('.animate-pulse')).toHaveCount(0);
  const text = await card.locator('.text-3xl').innerText();
  return Number(text.replace(/[^\d.]/g, ''));
}
const statCard = (scope: Locator, label: string) =>
  scope
    .locator('div.rounded-lg, a.rounded-lg')
    .filter({ has: scope.page().getByText(label, { exact: true }) });

test('an administrator reads the statistics, opens the enterprise dashboard and changes its period', async ({
  page,
  request,
}) => {
  await presetCookieChoice(page);
  await signInAsAdmin(page);

  // The cards are the server's figures, and move when someone registers.
  const statistics = page.getByRole('region', { name: 'Platform statistics' });
  const accounts = statCard(statistics, 'Accounts');
  const api = await (await page.request.get('/api/admin/statistics')).json();
  expect(await cardNumber(accounts)).toBe(api.users.total);
  expect(await cardNumber(statCard(statistics, 'Active users'))).toBe(api.users.active);
  expect(await cardNumber(statCard(statistics, 'Ship offerings'))).toBe(api.totalShipOfferings);
  await expect(accounts).toContainText(`${api.users.pending} awaiting approval`);

  await pendingUser(request, 'newcomer', 'Nora');
  await page.reload();
  await expect.poll(() => cardNumber(statCard(statistics, 'Accounts'))).toBe(api.users.total + 1);
  await expect(statCard(statistics, 'Accounts')).toContainText(`${api.users.pending + 1} awaiting approval`);

  // The enterprise dashboard, from the sidebar: the last 90 days by day include today's registrations.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /Enterprise Dashboard/ })
    .click();
  await expect(page).toHaveURL(/\/enterprise-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enterprise Dashboard' })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totals for the period' });
  const registrations = statCard(totals, 'Registrations');
  const recent = await cardNumber(registrations);
  expect(recent).toBeGreaterThanOrEqual(1);

  const chart = page.getByRole('region', { name: 'Registrations' });
  await chart.getByRole('button', { name: 'Table view: Registrations' }).click();
  // 90 days and the header row.
  await expect(chart.getByRole('row')).toHaveCount(91);

  // By week: 13 or 14 weeks touch a 90-day range.
  await page.getByRole('group', { name: 'Show by' }).getByText('Week', { exact: true }).click();
  await expect(page).toHaveURL(/granularity=week/);
  await expect(chart.getByRole('columnheader', { name: 'Week starting' })).toBeVisible();
  const weeks = (await chart.getByRole('row').count()) - 1;
  expect([13, 14]).toContain(weeks);
  expect(await cardNumber(registrations)).toBe(recent);

  // A month long before the platform existed holds nothing.
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-31');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31&granularity=week/);
  await expect.poll(() => cardNumber(registrations)).toBe(0);
  await expect(page.getByText('Nothing was recorded in this period.').first()).toBeVisible();
  // Weeks starting 30 Dec 2019, then 6, 13, 20 and 27 January.
  await expect(chart.getByRole('row')).toHaveCount(6);

  // A range the server would refuse is explained in the form.
  await page.getByRole('group', { name: 'Show by' }).getByText('Day', { exact: true }).click();
  await expect(page).toHaveURL(/granularity=day/);
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2024-01-01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This period is too long for the chosen granularity')).toBeVisible();

  // Back to the last 90 days: the figures return.
  await page.getByRole('button', { name: '90 days' }).click();
  await expect.poll(() => cardNumber(registrations)).toBe(recent);
  await expect(page.getByRole('region', { name: 'Utilisation by route' })).toBeVisible();
});

test("a member's dashboard numbers change after they offer a ship", async ({ page, login, request }) => {
  const email = await approvedUser(request, 'owner', 'Olaf');

  await presetCookieChoice(page);
  await login(email);
  await expect(page).toHaveURL(/\/welcome-tour$/);
  await skipTour(page);

  const mine = page.getByRole('region', { name: 'Your activity' });
  const platform = page.getByRole('region', { name: 'Platform' });
  const myOfferings = mine.getByRole('link', { name: /My offerings/ });
  expect(await cardNumber(myOfferings)).toBe(0);
  const listed = await cardNumber(platform.getByRole('link', { name: /Ship offerings/ }));
  // No administrator part for a member.
  await expect(page.getByRole('region', { name: 'Platform overview' })).toHaveCount(0);

  await page.goto('/ship-offerings');
  await page.getByRole('button', { name: 'Offer Ship' }).first().click();
  const offer = page.getByRole('dialog', { name: 'Offer Ship' });
  await offer.getByLabel('Ship name').fill(`MV Dashboard ${Date.now().toString(36)}`);
  await offer.getByLabel('TEU capacity').fill('600');
  await choosePort(page, 'Origin port', 'Hamburg');
  await choosePort(page, 'Destination port', 'Rotterdam');
  await offer.getByLabel('Departure (date and time)').fill(localDateTime(12));
  await offer.getByLabel('Available capacity (TEU)').fill('300');
  await offer.getByLabel('Price per TEU').fill('140');
  await offer.getByRole('button', { name: 'Offer Ship' }).click();
  await expect(page.getByTestId('toast')).toContainText('Ship offering created successfully');

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /^Dashboard/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => cardNumber(myOfferings)).toBe(1);
  // SPEC.md §4: an offering makes a ship owner.
  await expect(page.getByText('Ship Owner', { exact: true })).toBeVisible();
  // It waits for approval, so the public count has not moved.
  expect(await cardNumber(platform.getByRole('link', { name: /Ship offerings/ }))).toBe(listed);
});
