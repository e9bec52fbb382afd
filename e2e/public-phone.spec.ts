import { expect, test } from './fixtures';

const PHONE = { width: 390, height: 844 };

// Issue 27 §1: on a phone the public header keeps Register in sight and moves the company links into a menu; the
// cookie sheet stays compact and keeps clear of the landing's map.
test('on a phone a visitor finds every public page through the header menu, under a compact cookie sheet', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');

  const sheet = page.getByRole('region', { name: 'We use cookies' });
  await expect(sheet).toBeVisible({ timeout: 5000 });
  const sheetBox = await sheet.boundingBox();
  expect(sheetBox?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(PHONE.height * 0.25);
  // The tracker loads when its section comes into view.
  await page.getByRole('heading', { name: 'Three feeders on real sea routes' }).scrollIntoViewIfNeeded();
  const map = page.getByTestId('tracker-map');
  await map.scrollIntoViewIfNeeded();
  const overlap = async () => {
    const [m, c] = [await map.boundingBox(), await sheet.boundingBox()];
    if (!m || !c) return Number.NaN;
    return Math.min(m.y + m.height, c.y + c.height) - Math.max(m.y, c.y);
  };
  await expect.poll(overlap, { message: 'the cookie sheet covers the map' }).toBeLessThanOrEqual(0);
  await sheet.getByRole('button', { name: 'Accept' }).click();
  await expect(sheet).toBeHidden();

  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'About us' })).toBeHidden();

  await header.getByLabel('Menu').click();
  for (const name of ['About us', 'Beta partners', 'Contact'])
    await expect(header.getByRole('link', { name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(header.getByRole('link', { name: 'Contact' })).toBeHidden();

  await header.getByLabel('Menu').click();
  await header.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Beta partners' })).toBeHidden();
});
