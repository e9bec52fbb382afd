import { approvedUser, asAdmin, asApiUser, expect, localDateTime, signedInPerson, test } from './fixtures';

// Issue 25 §1 (PRODUCT.md 37): an offering priced in EUR keeps its currency; a reader who shows dollars sees it
// converted at the dated rate, marked '≈' with the rate and day on hover; the booking is made and agreed in euros.
test('an offering priced in euros is shown converted to a dollar reader and booked and agreed in euros', async ({
  request,
  browser,
}) => {
  const ship = `MV Euro ${Date.now().toString(36)}`;
  const ownerEmail = await approvedUser(request, 'owner', 'Olaf', 'shipowner');
  const shipperEmail = await approvedUser(request, 'shipper', 'Carla');

  // The owner offers in EUR (the offer form's currency choice is covered by its component test); an admin approves.
  const offering = await asApiUser(request, ownerEmail, async () => {
    const res = await request.post('/api/ship-offerings', {
      data: {
        shipName: ship,
        teuCapacity: 600,
        availableCapacity: 300,
        originPort: 'DEHAM',
        destinationPort: 'PLGDN',
        departureDate: new Date(localDateTime(12)).toISOString(),
        contactName: 'Olaf Tester',
        contactEmail: ownerEmail,
        pricePerTEU: 200,
        priceCurrency: 'EUR',
      },
    });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: string; priceCurrency: string };
  });
  expect(offering.priceCurrency).toBe('EUR');
  await asAdmin(request, async () => {
    expect((await request.post(`/api/admin/approve-ship-offering/${offering.id}`)).ok()).toBeTruthy();
  });

  // A cargo owner who shows dollars: the card's price is converted, marked, and says from what at which rate.
  const shipper = await signedInPerson(browser, shipperEmail);
  await shipper.goto('/ship-offerings?origin=DEHAM&destination=PLGDN');
  const card = shipper.getByRole('article', { name: ship });
  const price = card.locator('[data-converted]').first();
  await expect(price).toHaveText(/^≈ \$\d{3}\.\d{2}$/);
  await expect(price).toHaveAttribute(
    'title',
    /^Entered as €200\.00; converted at 1 EUR = \d\.\d{4} USD of \d{4}-\d{2}-\d{2} \(.+\)$/,
  );

  // Shown in euros after the reader switches (Profile), as entered: no mark, no note.
  await shipper.goto('/profile');
  await shipper.getByRole('button', { name: 'EUR', exact: true }).click();
  await expect(shipper.getByRole('button', { name: 'EUR', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await shipper.goto('/ship-offerings?origin=DEHAM&destination=PLGDN');
  await expect(card).toContainText('€200.00');
  await expect(card.locator('[data-converted]')).toHaveCount(0);

  // The request is in the offering's currency: its budget field says EUR.
  await card.getByRole('button', { name: `Request Booking on ${ship}` }).click();
  const booking = shipper.getByRole('dialog', { name: 'Request Booking' });
  await expect(booking).toContainText('€200.00');
  await booking.getByLabel('Requested TEU').fill('10');
  await expect(booking.getByText('Estimated freight: €2,000.00')).toBeVisible();
  await expect(booking.getByText('EUR', { exact: true })).toBeVisible();
  await booking.getByLabel('Cargo description').fill('Paper rolls');
  await booking.getByRole('button', { name: 'Send request' }).click();
  await expect(shipper.getByTestId('toast')).toContainText('Booking request submitted successfully');

  // The owner accepts; the agreement and its confirmation are in euros.
  const reference = await asApiUser(request, ownerEmail, async () => {
    const incoming = await (await request.get('/api/ship-booking-requests/incoming')).json();
    const mine = incoming.find((r: { shipOfferingId: string }) => r.shipOfferingId === offering.id);
    expect(mine.currency).toBe('EUR');
    const res = await request.post(`/api/ship-booking-requests/${mine.id}/accept`);
    expect(res.ok()).toBeTruthy();
    return (await res.json()).agreement.reference as string;
  });
  await shipper.goto(`/bookings/confirmation?reference=${reference}`);
  await expect(shipper.getByText('€2,000.00')).toBeVisible();
  await shipper.context().close();
});
