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

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/**
 * An approved voyage of `ownerEmail` (200 of 800 TEU free at $150.50, Gdańsk to Klaipėda, departing in `departsIn`
 * days and arriving a day later), seeded through the API: the tests are about what follows. No other spec sails
 * this route, so the capacity left open here matches nobody else's request.
 */
async function seedOffering(request: APIRequestContext, ship: string, ownerEmail: string, departsIn: number) {
  const offering = await asApiUser(request, ownerEmail, async () => {
    const res = await request.post('/api/ship-offerings', {
      data: {
        shipName: ship,
        teuCapacity: 800,
        availableCapacity: 200,
        originPort: 'PLGDN',
        destinationPort: 'LTKLJ',
        departureDate: inDays(departsIn),
        arrivalDate: inDays(departsIn + 1),
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
  return offering;
}

/** The voyage and a request for 40 TEU on it by `shipperEmail`. */
async function seedRequest(
  request: APIRequestContext,
  ship: string,
  ownerEmail: string,
  shipperEmail: string,
) {
  const offering = await seedOffering(request, ship, ownerEmail, 10);
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

/** The voyage as capacity on the matching board and a fitting 25 TEU transport request: a proposed match. */
async function seedMatch(request: APIRequestContext, ship: string, ownerEmail: string, shipperEmail: string) {
  const offering = await seedOffering(request, ship, ownerEmail, 3);
  await asApiUser(request, ownerEmail, async () => {
    const res = await request.post('/api/algorithm/vessel-availabilities', {
      data: {
        shipOfferingId: offering.id,
        cargoTypes: ['general'],
        contactName: 'Olaf Tester',
        contactEmail: ownerEmail,
      },
    });
    expect(res.status()).toBe(201);
  });
  await asApiUser(request, shipperEmail, async () => {
    const res = await request.post('/api/algorithm/cargo-requests', {
      data: {
        originPort: 'PLGDN',
        destinationPort: 'LTKLJ',
        requestedTEU: 25,
        cargoType: 'general',
        preferredDepartureDate: inDays(2),
        latestArrivalDate: inDays(6),
        maxPricePerTEU: 200,
        contactName: 'Carla Tester',
        contactEmail: shipperEmail,
      },
    });
    expect(res.status()).toBe(201);
    expect((await res.json()).matchingResult.matches.length).toBeGreaterThan(0);
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
  const booking = shipper.getByRole('listitem', { name: ship });
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

test('a shipper accepts a match and holds the TEU; the owner confirms within the hold; both see the reference', async ({
  page,
  login,
  request,
  browser,
}) => {
  const ship = `MV Holdfast ${Date.now().toString(36)}`;
  const ownerEmail = await approvedUser(request, 'carrier', 'Olaf');
  const shipperEmail = await approvedUser(request, 'shipper', 'Carla');
  await seedMatch(request, ship, ownerEmail, shipperEmail);
  const title = `${ship} · 25 TEU · Carla Tester`;
  const target = `${ship}, 25 TEU, Carla Tester`;

  // The shipper accepts first: the TEU are held for the owner's confirmation.
  const shipper = await signedInPerson(browser, shipperEmail);
  await shipper.goto('/cargo-matching');
  const shipperCard = shipper.getByRole('article', { name: title });
  await shipperCard.getByRole('button', { name: `Accept match: ${target}` }).click();
  const accept = shipper.getByRole('dialog', { name: 'Accept match' });
  await accept.getByRole('button', { name: 'Accept match' }).click();
  await expect(shipper.getByTestId('toast')).toContainText('Match Accepted');
  await expect(shipperCard).toContainText('Held for confirmation');
  await expect(shipperCard).toContainText(/Held for you until .+ — waiting for Olaf Tester to confirm\./);
  await expect(shipperCard.getByRole('button', { name: `Release the hold: ${target}` })).toBeVisible();

  // The owner is asked to confirm before the hold ends, and books it by keyboard.
  await presetCookieChoice(page);
  await login(ownerEmail);
  await expect(page).toHaveURL(/\/welcome-tour$/);
  await page.goto('/cargo-matching');
  const ownerCard = page.getByRole('article', { name: title });
  await expect(ownerCard).toContainText(/Carla Tester accepted this match and holds 25 TEU for you until/);
  await ownerCard.getByRole('button', { name: `Confirm booking: ${target}` }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Confirm booking' });
  await confirm.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByTestId('toast')).toContainText('Booking confirmed');
  const ownerReference = ownerCard.getByTestId('match-reference');
  await expect(ownerReference).toHaveText(REFERENCE);
  const reference = (await ownerReference.textContent())!.trim();
  await expect(ownerCard).toContainText(`Booked · ${reference}`);

  // The shipper's card shows the same booking.
  await shipper.reload();
  await expect(shipper.getByRole('article', { name: title }).getByTestId('match-reference')).toHaveText(
    reference,
  );
  await shipper.context().close();
});
