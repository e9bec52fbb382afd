import type { Page } from '@playwright/test';
import { expect, presetCookieChoice, test } from './fixtures';

const TRACKER_CHUNK = /\/assets\/live-tracker-[\w-]+\.js$/;
const isTrackerPoll = (url: string) => new URL(url).pathname === '/api/demo/tracker';

/** Every vessel's id and position as the list reports them (full precision, in data attributes). */
const positions = (page: Page) =>
  page
    .locator('[data-vessel-id]')
    .evaluateAll((items) => items.map((el) => `${el.dataset.vesselId} ${el.dataset.lat} ${el.dataset.lon}`));

test.beforeEach(async ({ page }) => {
  await presetCookieChoice(page);
});

test('an anonymous visitor watches the demo vessels move along their routes', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Three feeders on real sea routes' }).scrollIntoViewIfNeeded();

  const list = page.getByRole('list', { name: 'Demo vessels' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('heading', { name: 'FH Elbe Pioneer' })).toBeVisible();
  await expect(page.getByText('Demo data · simulated vessels')).toBeVisible();
  await expect(page.getByTestId('tracker-map').locator('[data-vessel-marker]')).toHaveCount(3);
  // SPEC.md §1's fields, for every vessel.
  for (const label of ['Destination', 'ETA', 'Speed', 'Heading', 'Position']) {
    await expect(list.getByText(label, { exact: true })).toHaveCount(3);
  }
  await expect(list.getByText(/^(En route|Loading)$/)).toHaveCount(3);

  const before = await positions(page);
  const firstLook = await list.screenshot();
  // The next poll (every 3 s); then the list shows it.
  await page.waitForResponse((res) => isTrackerPoll(res.url()) && res.ok());
  await expect.poll(() => positions(page)).not.toEqual(before);
  const after = await positions(page);
  expect(after.filter((p, i) => p !== before[i]).length).toBeGreaterThan(0);
  // What a visitor sees changes too (the positions are written to 0.01′, about 18 m): poll until a refresh shows it.
  await expect
    .poll(async () => Buffer.compare(firstLook, await list.screenshot()) !== 0, { timeout: 15_000 })
    .toBe(true);
});

test('the landing page is complete and usable before the tracker chunk arrives, which takes no extra room', async ({
  page,
}) => {
  let requested = false;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(TRACKER_CHUNK, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join the free beta' })).toBeVisible();
  await expect(page.getByText('Goods carried by EU short sea shipping')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Far below the first screen: not even requested yet.
  expect(requested).toBe(false);

  const heading = page.getByRole('heading', { name: 'Three feeders on real sea routes' });
  await heading.scrollIntoViewIfNeeded();
  await expect.poll(() => requested).toBe(true);
  const placeholder = page.getByRole('status').filter({ hasText: 'Loading the live demo tracker' });
  await expect(placeholder).toBeAttached();
  const frame = page.getByTestId('demo-tracker').locator('..');
  const reserved = (await frame.boundingBox())!;
  // Still usable while the chunk is held back: the next section's link works.
  await expect(page.getByRole('link', { name: 'Register for the beta' })).toBeEnabled();

  release();
  await expect(page.getByRole('list', { name: 'Demo vessels' }).getByRole('listitem')).toHaveCount(3);
  await expect(placeholder).toHaveCount(0);
  const loaded = (await frame.boundingBox())!;
  expect(loaded.height).toBeCloseTo(reserved.height, 0);
  expect(loaded.y).toBeCloseTo(reserved.y, 0);
});

test('the tracker speaks German too', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'de'));
  await page.goto('/');
  await page.getByRole('heading', { name: 'Drei Feeder auf echten Seewegen' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('list', { name: 'Demo-Schiffe' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('Demodaten · simulierte Schiffe')).toBeVisible();
});
