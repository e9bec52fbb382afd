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

  // Compressed once at build time (scripts/compress-assets.mjs): brotli where the client takes it.
  const br = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['content-type']).toMatch(/javascript/);
  expect(br.headers().vary).toMatch(/Accept-Encoding/i);
  expect(await br.text()).toBe(await asset.text());
  // The page carries a nonce per answer (CSP), so it is compressed per response.
  const html = await request.get('/login', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(html.headers()['content-encoding']).toBe('gzip');
  expect(html.headers()['content-type']).toMatch(/^text\/html/);
  expect(html.headers()['cache-control']).toBe('no-cache');
});
