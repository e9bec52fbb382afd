import { expect, test } from '@playwright/test';

test('the built client is served compressed, hashed assets cached for good and the page revalidated', async ({
  request,
}) => {
  const page = await request.get('/ship-offerings');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(script).toBeTruthy();

  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.ok()).toBe(true);
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
