import type { APIRequestContext, Page } from '@playwright/test';
import {
  approvedUser,
  asAdmin,
  asApiUser,
  expect,
  newPerson,
  presetCookieChoice,
  signInAsAdmin,
  test,
} from './fixtures';

type PrintWindow = Window & { printCalls?: number };

/** An approved ship owner with one fleet vessel (no size figures beyond TEU and GT), created through the API. */
async function shipOwnerWithVessel(request: APIRequestContext, shipName: string) {
  const email = await approvedUser(request, 'refit', 'Marit', 'shipowner');
  await asApiUser(request, email, async () => {
    const res = await request.post('/api/vessels', {
      data: {
        name: shipName,
        imoNumber: '9074729',
        teuCapacity: 800,
        grossTonnage: 7800,
        yearBuilt: 2008,
        serviceSpeedKnots: 16.5,
        fuelConsumptionTonnesPerDay: 22.5,
      },
    });
    expect(res.status()).toBe(201);
  });
  return email;
}

/** Shipyards have no accounts: an administrator adds one (the admin panel's form has its own component tests). */
async function addShipyard(request: APIRequestContext, name: string) {
  await asAdmin(request, async () => {
    const res = await request.post('/api/greenrefit/shipyards', {
      data: {
        name,
        port: 'DEHAM',
        measures: ['hull_coating', 'slow_steaming'],
        certifications: 'ISO 9001',
        contactEmail: 'yard@refit.example',
      },
    });
    expect(res.status()).toBe(201);
  });
}

/** window.print is replaced before the app loads, so the test can count the calls without a dialog. */
async function stubPrint(page: Page) {
  await page.addInitScript(() => {
    const w = window as PrintWindow;
    w.printCalls = 0;
    w.print = () => {
      w.printCalls = (w.printCalls ?? 0) + 1;
    };
  });
}

test('a ship owner assesses a fleet ship, saves, prints and asks a shipyard; the administrator quotes', async ({
  page,
  login,
  request,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const ship = `MV Greenwave ${stamp}`;
  const yard = `Elbe Refit ${stamp}`;
  const email = await shipOwnerWithVessel(request, ship);
  await addShipyard(request, yard);

  // From the welcome tour's GreenRefit step to the tool.
  await presetCookieChoice(page);
  await stubPrint(page);
  await login(email);
  await expect(page).toHaveURL(/\/welcome-tour$/);
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Explore GreenRefit' }).click();
  await expect(page).toHaveURL(/\/greenrefit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'GreenRefit' })).toBeVisible();

  // The fleet ship fills the form; the deadweight it lacks is an estimate.
  await page.getByLabel('Ship from your fleet').selectOption({ label: `${ship} (800 TEU)` });
  await expect(page.getByLabel(/^Ship name/)).toHaveValue(ship);
  await expect(page.getByLabel(/^Deadweight/)).toHaveValue('10400');
  await expect(page.locator('label', { hasText: 'Deadweight (t)' })).toContainText('estimate');
  await expect(page.getByTestId('profile-source')).toContainText('service speed and consumption');

  // A measure moves the 2030 rating "with measures"; the figures follow without a request.
  const summary = page.getByTestId('summary');
  const rating2030 = summary.getByTestId('rating-step-2030');
  const asIs = (await rating2030.textContent())?.match(/from (\w) to (\w)/);
  expect(asIs?.[1]).toBe(asIs?.[2]);
  await page.getByRole('checkbox', { name: 'Slow steaming / engine power limitation' }).check();
  await page.getByRole('checkbox', { name: 'Hull coating and cleaning' }).check();
  await expect(rating2030).not.toHaveText(`from ${asIs?.[1]} to ${asIs?.[1]}`);
  await expect(rating2030).toContainText(`from ${asIs?.[1]} to`);
  await expect(summary.getByTestId('summary-payback')).toHaveText(/\d years/);
  await expect(page.getByRole('table', { name: 'Measures compared' })).toContainText('All chosen together');

  // Saved under a name; it appears in the saved assessments.
  await page.getByLabel(/^Assessment name/).fill('Greenwave retrofit');
  await page.getByRole('button', { name: 'Save assessment' }).click();
  await expect(page.getByTestId('toast')).toContainText('Assessment saved');
  await expect(page.getByRole('list', { name: 'Saved assessments' })).toContainText('Greenwave retrofit');
  await expect(summary).toContainText('Saved.');

  // The printed report: window.print, and the print style shows the report without the app's chrome.
  await page.getByRole('button', { name: 'Print report' }).click();
  await expect.poll(() => page.evaluate(() => (window as PrintWindow).printCalls)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('print-report')).toBeVisible();
  await expect(page.getByTestId('print-report')).toContainText('Greenwave retrofit');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('print-report')).toBeHidden();

  // Quote request to the administrator's shipyard.
  await page.getByRole('button', { name: 'Ask shipyards for quotes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask shipyards for quotes' });
  await dialog.getByLabel('Sea region').selectOption({ label: 'North Sea' });
  await dialog.getByRole('checkbox', { name: new RegExp(yard) }).check();
  await dialog.getByRole('button', { name: 'Send requests' }).click();
  await expect(page.getByTestId('toast')).toContainText('Sent to 1 shipyard.');
  await expect(dialog).toBeHidden();
  const mine = page
    .getByRole('list', { name: 'My quote requests' })
    .getByRole('listitem', { name: new RegExp(yard) });
  await expect(mine).toContainText('Sent');

  // The administrator opens the quote tab from its address, sees the request and quotes it.
  const admin = await newPerson(browser);
  await signInAsAdmin(admin);
  await admin.goto('/admin-panel?tab=quotes');
  await expect(admin.getByRole('tab', { name: 'Quote requests' })).toHaveAttribute('aria-selected', 'true');
  const request_ = admin.getByRole('listitem', { name: `${yard}: Greenwave retrofit` });
  await expect(request_).toContainText(ship);
  await expect(request_).toContainText(email);
  await request_.getByLabel('Status').selectOption({ label: 'Quoted' });
  await request_.getByLabel('Note for the requester').fill('Offer of EUR 290,000 sent by email.');
  await request_.getByRole('button', { name: 'Update' }).click();
  await expect(admin.getByTestId('toast')).toContainText('Quote request updated');
  await admin.context().close();

  // The owner sees the new status and the note.
  await page.reload();
  await expect(mine).toContainText('Quoted');
  await expect(mine).toContainText('Offer of EUR 290,000 sent by email.');
});

const languages = [
  { lang: 'en', name: /English/, which: 'Which ship?', cii: 'Carbon Intensity Indicator (CII)' },
  { lang: 'zh', name: /中文/, which: '哪艘船？', cii: '碳强度指标（CII）' },
  { lang: 'de', name: /Deutsch/, which: 'Welches Schiff?', cii: 'Carbon Intensity Indicator (CII)' },
] as const;

for (const l of languages) {
  test(`GreenRefit reads in ${l.lang}, reached from the sidebar`, async ({ page, login, request }) => {
    const ship = `MV Polyglot ${Date.now().toString(36)}`;
    const email = await shipOwnerWithVessel(request, ship);
    await presetCookieChoice(page);
    await login(email);
    await expect(page).toHaveURL(/\/welcome-tour$/);
    // The tour is still pending (it would take /dashboard over): the fleet page has the sidebar too.
    await page.goto('/fleet');
    if (l.lang !== 'en') {
      await page.getByRole('button', { name: /Change language/ }).click();
      await page.getByRole('menuitemradio', { name: l.name }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
    }
    await page.getByRole('navigation').getByRole('link', { name: 'GreenRefit' }).first().click();
    await expect(page).toHaveURL(/\/greenrefit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'GreenRefit' })).toBeVisible();
    await expect(page.getByRole('heading', { name: l.which })).toBeVisible();
    const fleet = page.locator('#gr-fleet-vessel');
    await fleet.selectOption((await fleet.locator('option', { hasText: ship }).getAttribute('value')) ?? '');
    await expect(page.getByRole('heading', { name: l.cii })).toBeVisible();
    await expect(page.getByTestId('cii-chart').first()).toBeVisible();
  });
}
