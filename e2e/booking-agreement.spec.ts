import type { APIRequestContext } from '@playwright/test';
import {
  approvedUser,
  asAdmin,
  asApiUser,
  expect,
  presetCookieChoice,
  signedInPerson,
  test,
} from './fixtures';

const REFERENCE = /FH-\d{4}-\d{6}/;

/**
 * An approved voyage of `ownerEmail` (200 of 800 TEU free at $150.50, Hamburg to Rotterdam in ten days) and a
 * request for 40 TEU on it by `shipperEmail`, both seeded through the API: the test is about the answer to it.
 */
async function seedRequest(
  request: APIRequestContext,
  ship: string,
  ownerEmail: string,
  shipperEmail: string,
) {
  const day = 86_400_000;
  const offering = await asApiUser(request, ownerEmail, async () => {
    const res = await request.post('/api/ship-offerings', {
      data: {
        shipName: ship,
        teuCapacity: 800,
        availableCapacity: 200,
        originPort: 'DEHAM',
        destinationPort: 'NLRTM',
        departureDate: new Date(Date.now() + 10 * day).toISOString(),
        arrivalDate: new Date(Date.now() + 11 * day).toISOString(),
        pricePerTEU: 150.5,
        contactName: 'Olaf Tester',
        contactEmail: ownerEmail,
      },
    });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: string };
  });
  await asAdmin(request, async () => {
    expect((await request.post(`/api/admin/approve-ship-offering/${offering.id}`)).ok()).toBeTruthy();
  });
  await asApiUser(request, shipperEmail, async () => {
    const res = await request.post('/api/ship-booking-requests', {
      data: {
        shipOfferingId: offering.id,
        contactName: 'Carla Tester',
        contactEmail: shipperEmail,
        requestedTEU: 40,
        cargoDescription: 'Machine parts in 20ft dry containers',
      },
    });
    expect(res.status()).toBe(201);
  });
}

test('an owner counters a booking request, the requester accepts the counter, both see the reference', async ({
  page,
  login,
  request,
  browser,
}) => {
  const ship = `MV Counter ${Date.now().toString(36)}`;
  const ownerEmail = await approvedUser(request, 'owner', 'Olaf');
  const shipperEmail = await approvedUser(request, 'shipper', 'Carla');
  await seedRequest(request, ship, ownerEmail, shipperEmail);

  // The owner answers the pending request with other terms: 8 TEU at $165.50.
  await presetCookieChoice(page);
  await login(ownerEmail);
  await expect(page).toHaveURL(/\/welcome-tour$/);
  await page.goto('/ship-management');
  const managed = page.getByRole('article', { name: ship });
  await expect(managed).toContainText('1 pending');
  await managed.getByRole('button', { name: 'Counter-offer to Carla Tester for 40 TEU' }).click();
  const dialog = page.getByRole('dialog', { name: 'Counter-offer' });
  await expect(dialog.getByLabel('Price per TEU')).toHaveValue('150.5');
  await expect(dialog.getByLabel('TEU', { exact: true })).toHaveValue('40');
  await dialog.getByLabel('TEU', { exact: true }).fill('0');
  await dialog.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(dialog.getByText('Enter a whole number of TEU greater than 0')).toBeVisible();
  await dialog.getByLabel('Price per TEU').fill('165.50');
  await dialog.getByLabel('TEU', { exact: true }).fill('8');
  await dialog
    .getByLabel('Note to the requester (optional)')
    .fill('The other 32 TEU fit on next week’s sailing.');
  await dialog.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(page.getByTestId('toast')).toContainText('Counter-offer sent');
  await expect(dialog).toBeHidden();
  await expect(managed).toContainText('Counter-offer sent: 8 TEU at $165.50, waiting for the requester.');
  await expect(managed.getByRole('button', { name: /^Accept 40 TEU/ })).toHaveCount(0);

  // The requester sees the counter beside what they asked, and accepts it.
  const shipper = await signedInPerson(browser, shipperEmail);
  await shipper.goto('/my-bookings');
  const booking = shipper.getByRole('listitem').filter({ hasText: ship });
  await expect(booking).toContainText('Counter-offer');
  const counter = booking.getByRole('region', { name: 'Counter-offer from the ship owner' });
  await expect(counter.getByRole('row', { name: /^Price per TEU/ })).toContainText('$150.50');
  await expect(counter.getByRole('row', { name: /^Price per TEU/ })).toContainText('$165.50');
  await expect(counter).toContainText('The other 32 TEU fit on next week’s sailing.');
  await counter.getByRole('button', { name: 'Accept counter-offer' }).click();
  await expect(shipper.getByTestId('toast')).toContainText('Counter-offer accepted');
  const shipperReference = booking.getByTestId('booking-reference');
  await expect(shipperReference).toHaveText(REFERENCE);
  const reference = (await shipperReference.textContent())!.trim();
  await expect(booking).toContainText('Agreed: 8 TEU at $165.50 per TEU');
  await expect(booking).toContainText('Accepted');

  // The owner sees the same reference on the voyage's requests; the 8 TEU are taken from it.
  await page.reload();
  const managedAgain = page.getByRole('article', { name: ship });
  await managedAgain.getByRole('button', { name: /booking request/i }).click();
  await expect(managedAgain.getByTestId('booking-reference')).toHaveText(reference);
  await expect(managedAgain.getByText('Free', { exact: true }).locator('xpath=..')).toContainText('192');

  // Both open the booking's confirmation from their list.
  await booking.getByRole('link', { name: 'Booking confirmation' }).click();
  await expect(shipper).toHaveURL(new RegExp(`/bookings/confirmation\\?reference=${reference}`));
  await expect(shipper.getByText(reference).first()).toBeVisible();
  await managedAgain.getByRole('link', { name: 'Booking confirmation' }).click();
  await expect(page.getByText(reference).first()).toBeVisible();
  await shipper.context().close();
});
