import type { APIRequestContext } from '@playwright/test';
import { approvedUser, asAdmin, asApiUser, expect, signedInPerson, test } from './fixtures';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** An approved voyage of the owner (Gdańsk to Klaipėda) and the forwarder's pending request for 30 TEU on it. */
async function seedRequest(
  request: APIRequestContext,
  ship: string,
  ownerEmail: string,
  forwarderEmail: string,
) {
  const offering = await asApiUser(request, ownerEmail, async () => {
    const res = await request.post('/api/ship-offerings', {
      data: {
        shipName: ship,
        teuCapacity: 600,
        availableCapacity: 120,
        originPort: 'PLGDN',
        destinationPort: 'LTKLJ',
        departureDate: inDays(12),
        arrivalDate: inDays(13),
        pricePerTEU: 140,
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
  return asApiUser(request, forwarderEmail, async () => {
    const res = await request.post('/api/ship-booking-requests', {
      data: {
        shipOfferingId: offering.id,
        contactName: 'Carla Tester',
        contactEmail: forwarderEmail,
        requestedTEU: 30,
        cargoDescription: 'Paper reels in 40ft high cubes',
      },
    });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: string };
  });
}

// Issue 24 §2: My bookings showed "Pending" for a minute after the owner's answer, until a reload. The list has
// no polling at all (staleTime Infinity), so only the live stream can bring the answer in.
test("a forwarder sees the owner's answer appear in My bookings within 2 s, without reloading", async ({
  request,
  browser,
}) => {
  const ship = `MV Live ${Date.now().toString(36)}`;
  const ownerEmail = await approvedUser(request, 'owner', 'Olaf', 'shipowner');
  const forwarderEmail = await approvedUser(request, 'forwarder', 'Carla');
  const booking = await seedRequest(request, ship, ownerEmail, forwarderEmail);

  const forwarder = await signedInPerson(browser, forwarderEmail);
  // The page's stream is open once its answer's headers arrive (the server answers after it listens).
  const streamOpen = forwarder.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/events' && res.status() === 200,
  );
  await forwarder.goto('/my-bookings');
  const item = forwarder.getByRole('listitem', { name: ship });
  await expect(item).toContainText('Pending');
  await streamOpen;
  let navigations = 0;
  forwarder.on('framenavigated', (frame) => {
    if (frame === forwarder.mainFrame()) navigations++;
  });

  await asApiUser(request, ownerEmail, async () => {
    expect((await request.post(`/api/ship-booking-requests/${booking.id}/accept`)).status()).toBe(200);
  });
  const answered = Date.now();
  await expect(item).toContainText('Accepted', { timeout: 2000 });
  const ms = Date.now() - answered;
  test.info().annotations.push({ type: 'answer shown after', description: `${ms} ms` });
  console.log(`the answer showed in My bookings ${ms} ms after the owner's accept answered`);
  expect(ms).toBeLessThan(2000);
  expect(navigations).toBe(0);
  await forwarder.context().close();
});
