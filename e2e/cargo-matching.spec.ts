import type { APIRequestContext } from '@playwright/test';
import {
  approvedUser,
  asAdmin,
  choosePort,
  expect,
  localDateTime,
  openNotifications,
  presetCookieChoice,
  signedInPerson,
  test,
} from './fixtures';

/** The administrator approves the offering through the API (the admin panel's flow has its own spec). */
async function approveOffering(request: APIRequestContext, shipName: string) {
  await asAdmin(request, async () => {
    const pending = await (await request.get('/api/admin/pending-ship-offerings')).json();
    const offering = pending.find((o: { shipName: string }) => o.shipName === shipName);
    expect(offering).toBeTruthy();
    expect((await request.post(`/api/admin/approve-ship-offering/${offering.id}`)).ok()).toBeTruthy();
  });
}

test('capacity from an approved offering meets a fitting transport request; the owner accepts and the voyage’s TEU drop', async ({
  page,
  login,
  request,
  browser,
}) => {
  const ship = `MV Matchday ${Date.now().toString(36)}`;
  const ownerEmail = await approvedUser(request, 'carrier', 'Olaf');
  const shipperEmail = await approvedUser(request, 'shipper', 'Carla');

  // The owner offers a voyage: 200 of 800 TEU free, Hamburg to Rotterdam in ten days.
  await presetCookieChoice(page);
  await login(ownerEmail);
  await expect(page).toHaveURL(/\/welcome-tour$/);
  await page.goto('/ship-management');
  await page.getByRole('button', { name: 'Offer Ship' }).click();
  const offer = page.getByRole('dialog', { name: 'Offer Ship' });
  await offer.getByLabel('Ship name').fill(ship);
  await offer.getByLabel('TEU capacity').fill('800');
  await choosePort(page, 'Origin port', 'Hamburg');
  await choosePort(page, 'Destination port', 'Rotterdam');
  await offer.getByLabel('Departure (date and time)').fill(localDateTime(10));
  await offer.getByLabel('Arrival (optional)').fill(localDateTime(11, 18));
  await offer.getByLabel('Available capacity (TEU)').fill('200');
  await offer.getByLabel('Price per TEU').fill('150.50');
  await offer.getByRole('button', { name: 'Offer Ship' }).click();
  await expect(page.getByTestId('toast')).toContainText('Ship offering created successfully');

  // Before approval it cannot become matchable capacity.
  await page.goto('/cargo-matching');
  await expect(page.getByRole('heading', { level: 1, name: 'Cargo Matching' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Vessel Capacity' }).first().click();
  let capacity = page.getByRole('dialog', { name: 'Add Vessel Capacity' });
  await expect(capacity.getByLabel('Start from').locator('option', { hasText: ship })).toHaveCount(0);
  await capacity.getByRole('button', { name: 'Cancel' }).click();

  await approveOffering(request, ship);

  // Approved, it is offered as a source: route, dates, TEU and price come from it and are locked.
  await page.reload();
  await page.getByRole('button', { name: 'Add Vessel Capacity' }).first().click();
  capacity = page.getByRole('dialog', { name: 'Add Vessel Capacity' });
  const source = capacity.getByLabel('Start from');
  const option = source.locator('option', { hasText: ship });
  await expect(option).toHaveCount(1);
  await source.selectOption((await option.getAttribute('value'))!);
  await expect(capacity.getByLabel('Vessel name')).toHaveValue(ship);
  await expect(capacity.getByLabel('Free TEU on this voyage')).toHaveValue('200');
  await expect(capacity.getByLabel('Free TEU on this voyage')).not.toBeEditable();
  await expect(capacity.getByRole('combobox', { name: 'Origin port' })).toHaveValue('Hamburg (DEHAM)');
  await expect(capacity.getByRole('combobox', { name: 'Origin port' })).toBeDisabled();
  await expect(capacity.getByLabel('Price per TEU')).toHaveValue('150.5');
  await capacity.getByLabel('General (dry)').check();
  await capacity.getByRole('button', { name: 'Add Vessel Capacity' }).click();
  await expect(page.getByTestId('toast')).toContainText('Success');
  await expect(page.getByTestId('toast')).toContainText('0 potential matches found.');
  await expect(capacity).toBeHidden();
  const ownCapacity = page
    .getByRole('region', { name: 'My vessel capacity' })
    .getByRole('article', { name: ship });
  await expect(ownCapacity).toContainText('200 / 800 TEU');
  await expect(ownCapacity).toContainText('From ship offering');

  // A cargo owner asks for 40 TEU Hamburg to Rotterdam in a window around the voyage.
  const shipper = await signedInPerson(browser, shipperEmail);
  await shipper.goto('/cargo-matching');
  await expect(shipper.getByText('No transport requests yet')).toBeVisible();
  await shipper.getByRole('button', { name: 'Add Transport Request' }).first().click();
  const transport = shipper.getByRole('dialog', { name: 'Add Transport Request' });
  await choosePort(shipper, 'Origin port', 'Hamburg');
  await choosePort(shipper, 'Destination port', 'Rotterdam');
  // An alternative port joins the list as a removable chip; the picker empties for the next one.
  const alternatives = transport.getByRole('combobox', { name: 'Alternative destination ports' });
  await alternatives.fill('Amsterdam');
  await expect(shipper.getByRole('option', { name: /Amsterdam/ }).first()).toBeVisible();
  await alternatives.press('Enter');
  await expect(transport.getByRole('button', { name: 'Remove Amsterdam' })).toBeVisible();
  await expect(alternatives).toHaveValue('');
  await transport.getByLabel('Earliest departure').fill(localDateTime(9));
  await transport.getByLabel('Latest arrival').fill(localDateTime(12));
  await transport.getByLabel('Required TEU').fill('40');
  await transport.getByLabel('Max. price per TEU (optional)').fill('200');
  await transport.getByRole('button', { name: 'Add Transport Request' }).click();
  await expect(shipper.getByTestId('toast')).toContainText('Transport request added');
  // Other specs' voyages may fit too: the card named below is this voyage's.
  await expect(shipper.getByTestId('toast')).toContainText(/Found \d+ potential match/);
  await expect(transport).toBeHidden();

  // The match with its breakdown: same ports, inside the window, 40 of 200 TEU, under budget.
  const matchCard = shipper.getByRole('article', { name: `${ship} · 40 TEU · Carla Tester` });
  await expect(matchCard.getByText('Proposed')).toBeVisible();
  await expect(matchCard).toContainText('Your request');
  const percent = (await matchCard.getByTestId('match-score').textContent())!;
  expect(percent).toMatch(/^\d{1,3}\.\d%$/);
  await matchCard.getByRole('button', { name: 'Show score breakdown' }).click();
  const table = matchCard.getByRole('table', { name: `Score breakdown for ${ship}` });
  await expect(table.getByTestId('breakdown-port')).toContainText('Origin: Hamburg, the requested port');
  await expect(table.getByTestId('breakdown-port')).toContainText(
    'Destination: Rotterdam, the requested port',
  );
  await expect(table.getByTestId('breakdown-time')).toContainText(
    'Departs after the cargo is ready and arrives in time',
  );
  await expect(table.getByTestId('breakdown-capacity')).toContainText('40 of 200 free TEU');
  await expect(table.getByTestId('breakdown-price')).toContainText('$150.50 per TEU, budget $200.00');
  const points = await table.locator('[data-points]').allTextContents();
  const sum = points.map(Number).reduce((a, n) => a + n, 0);
  const total = Number(await table.getByTestId('breakdown-total').textContent());
  expect(sum).toBeCloseTo(total, 6);
  expect(`${total.toFixed(1)}%`).toBe(percent);
  // Port 40 + time 30 + capacity 15 × (0.5 + 0.5 × 40/200) + price 15.
  expect(percent).toBe('94.0%');

  // The owner sees the same match on their side and accepts it: the TEU are held for the shipper's confirmation
  // (PRODUCT.md 33).
  await page.reload();
  const ownerCard = page.getByRole('article', { name: `${ship} · 40 TEU · Carla Tester` });
  await expect(ownerCard).toContainText('Your capacity');
  await expect(ownerCard.getByTestId('match-score')).toHaveText(percent);
  await ownerCard.getByRole('button', { name: `Accept match: ${ship}, 40 TEU, Carla Tester` }).click();
  const accept = page.getByRole('dialog', { name: 'Accept match' });
  await accept.getByLabel('Feedback (optional)').fill('Gate-in at CTA by Monday noon');
  await accept.getByRole('button', { name: 'Accept match' }).click();
  await expect(page.getByTestId('toast')).toContainText('Match Accepted');
  await expect(ownerCard.getByText('Held for confirmation', { exact: true })).toBeVisible();
  await expect(ownerCard.getByRole('button', { name: /^Accept match/ })).toHaveCount(0);
  await expect(ownCapacity).toContainText('160 / 800 TEU');

  // The voyage's free TEU dropped by 40 in ship management too (one pool).
  await page.goto('/ship-management');
  const managed = page.getByRole('article', { name: ship });
  await expect(managed.getByText('Free', { exact: true }).locator('xpath=..')).toContainText('160');
  // 40 of the 200 TEU offered are booked: 20 % (issue 13: utilisation over what was offered).
  await expect(managed.getByText('20%')).toBeVisible();

  // Both parties were notified: the owner of the new match, the cargo owner of the acceptance.
  const ownerPanel = await openNotifications(page);
  await expect(ownerPanel.getByText('New cargo match')).toBeVisible();
  await shipper.reload();
  const shipperPanel = await openNotifications(shipper);
  await expect(shipperPanel.getByText('Match accepted: please confirm')).toBeVisible();
  await shipperPanel.getByText('Match accepted: please confirm').click();
  await expect(shipper).toHaveURL(/\/cargo-matching$/);
  // The shipper confirms within the hold: booked, with its reference.
  const shipperCard = shipper.getByRole('article', { name: `${ship} · 40 TEU · Carla Tester` });
  await shipperCard.getByRole('button', { name: /^Confirm booking/ }).click();
  await shipper
    .getByRole('dialog', { name: 'Confirm booking' })
    .getByRole('button', { name: 'Confirm booking' })
    .click();
  await expect(shipperCard.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(shipperCard).toContainText(/FH-\d{4}-\d{6}/);
  await shipper.context().close();
});

test('a match is only visible to its parties', async ({ request, browser }) => {
  const stranger = await signedInPerson(browser, await approvedUser(request, 'stranger', 'Sam'));
  await stranger.goto('/cargo-matching');
  await expect(stranger.getByText('No matches yet')).toBeVisible();
  await expect(stranger.getByText('No vessel capacity yet')).toBeVisible();
  await expect(stranger.getByText('No transport requests yet')).toBeVisible();
  // The platform-wide cards still count everyone's.
  await expect(stranger.getByTestId('stat-activeCapacities')).toHaveText(/^\d+$/);
  await stranger.context().close();
});
