import { approvedUser, expect, pickPort, presetCookieChoice, test, USER_PASSWORD } from './fixtures';

test('an operator plans Hamburg → Gdansk, sees route, map and comparison, saves and reopens it', async ({
  page,
  login,
  request,
}) => {
  await presetCookieChoice(page);
  const email = await approvedUser(request, 'smartfeeder');
  await login(email);
  await expect(page).toHaveURL(/welcome-tour|dashboard/);

  await page.goto('/smartfeeder-tool');
  await expect(page.getByRole('heading', { name: 'SmartFeeder', level: 1 })).toBeVisible();
  await expect(page.getByTestId('calculator-idle')).toBeVisible();

  // The twelve calculator ports come first; any catalogue port can be found by name or code.
  const origin = page.getByRole('combobox', { name: 'Origin port' });
  await origin.click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(12);
  await origin.fill('Hamburg');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /Hamburg/ })
    .first()
    .click();
  const destination = page.getByRole('combobox', { name: 'Destination port' });
  await destination.fill('PLGDN');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /Gdansk/ })
    .first()
    .click();
  await page.getByLabel('Cargo weight (t)').fill('3000');
  await page.getByRole('button', { name: 'Calculate' }).click();

  await expect(page.getByTestId('toast')).toContainText('Calculation Complete');
  await expect(page.getByTestId('toast')).toContainText('SmartFeeder route analysis completed successfully.');
  const distance = page.getByTestId('route-distance');
  await expect(distance).toContainText('nm');
  const nm = Number((await distance.innerText()).replace(/[^\d.]/g, ''));
  expect(nm).toBeGreaterThan(380);
  expect(nm).toBeLessThan(520);
  await expect(page.getByTestId('suggested-vessel-type')).toContainText('Small Feeder');
  await expect(page.getByTestId('route-passages')).toContainText('Kiel Canal');

  // The map is drawn offline: land polygons and the route line in an SVG.
  await expect(page.getByTestId('route-map-land')).toBeVisible();
  await expect(page.getByTestId('route-map-line')).toBeVisible();
  // Three vessel types across speeds, for cost and for CO2.
  await expect(page.getByTestId('comparison-cost').locator('polyline')).toHaveCount(3);
  await expect(page.getByTestId('comparison-co2').locator('polyline')).toHaveCount(3);
  await expect(page.getByTestId('cost-breakdown')).toContainText('EU ETS allowances');
  // Issue 25: the canal's dues by the ship's gross tonnage, its leg at the 6.5 kn limit (12 km/h since July 2023).
  await expect(page.getByTestId('cost-breakdown')).toContainText('Kiel Canal dues and pilotage');
  await expect(page.getByTestId('cost-breakdown')).toContainText('for 5,000 GT');
  await expect(page.getByTestId('cost-breakdown')).toContainText('53 nm at the 6.5 kn limit');
  await expect(page.getByTestId('assumptions')).toContainText('MGO price');

  await page.getByRole('button', { name: 'Save calculation' }).click();
  await expect(page.getByTestId('toast')).toContainText('Calculation saved');
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
  const history = page.getByTestId('history-list');
  await expect(history).toContainText('Hamburg → Gdansk');

  // A fresh visit starts idle; the saved calculation reopens with the numbers it was saved with.
  await page.reload();
  await expect(page.getByTestId('calculator-idle')).toBeVisible();
  await page.getByRole('button', { name: 'Open: Hamburg → Gdansk' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Showing a saved calculation' })).toBeVisible();
  await expect(page.getByTestId('route-distance')).toHaveText(await distance.innerText());
  await expect(page.getByTestId('route-map-line')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Origin port' })).toHaveValue('Hamburg (DEHAM)');

  // Another user cannot open it.
  const [saved] = await (await page.request.get('/api/smartfeeder-calculations')).json();
  const stranger = await approvedUser(request, 'stranger');
  await request.post('/api/auth/login', { data: { email: stranger, password: USER_PASSWORD } });
  expect((await request.get(`/api/smartfeeder-calculations/${saved.id}`)).status()).toBe(404);
});

test('invalid input shows field messages and the calculation error toast', async ({
  page,
  login,
  request,
}) => {
  await presetCookieChoice(page);
  await login(await approvedUser(request, 'smartfeeder-invalid'));
  await page.goto('/smartfeeder-tool');
  await pickPort(page, 'Origin port', 'Rotterdam', /Rotterdam/);
  await pickPort(page, 'Destination port', 'Rotterdam', /Rotterdam/);
  await page.getByLabel('Speed (kn)').fill('30');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('Speed must be between 4 and 25 knots')).toBeVisible();

  // The same port at both ends is allowed and answered as a port call.
  await page.getByLabel('Speed (kn)').fill('');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('toast')).toContainText('Calculation Complete');
  await expect(page.getByTestId('route-distance')).toContainText('0.0 nm');
  await expect(page.getByText('Origin and destination are the same port')).toBeVisible();
});
