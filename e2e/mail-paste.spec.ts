import type { Page } from '@playwright/test';
import { approvedUser, asApiUser, expect, presetCookieChoice, test } from './fixtures';

/** Signs in, pastes `mail` on Cargo matching, expects one draft and opens its review form. */
async function pasteOneDraft(
  page: Page,
  login: (email: string) => Promise<unknown>,
  email: string,
  mail: string,
) {
  await presetCookieChoice(page);
  await login(email);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/cargo-matching');
  await page.getByRole('button', { name: 'Paste an email' }).click();
  const paste = page.getByRole('dialog', { name: 'Paste an email' });
  await paste.getByLabel('Email text').fill(mail);
  await paste.getByRole('button', { name: 'Read email' }).click();
  await expect(paste.getByText('1 draft found')).toBeVisible();
  await paste.getByRole('button', { name: 'Review and publish' }).click();
  return page.getByRole('dialog', { name: 'Add Vessel Capacity' });
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);
/** "03.12." as a German broker writes a date. */
const ddmm = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.`;

test('a pasted German position mail becomes vessel capacity after review, and it matches an existing request', async ({
  page,
  login,
  request,
}) => {
  const carrierEmail = await approvedUser(request, 'broker', 'Hinrich');
  const shipperEmail = await approvedUser(request, 'shipper', 'Carla');

  // The shipper's request already waits: 200 TEU Hamburg → Gdansk within the next ten days.
  await asApiUser(request, shipperEmail, async () => {
    const created = await request.post('/api/algorithm/cargo-requests', {
      data: {
        originPort: 'DEHAM',
        destinationPort: 'PLGDN',
        requestedTEU: 200,
        cargoType: 'general',
        preferredDepartureDate: inDays(2).toISOString(),
        latestArrivalDate: inDays(10).toISOString(),
        maxPricePerTEU: 250,
        contactName: 'Carla Cargo',
        contactEmail: shipperEmail,
      },
    });
    expect(created.status()).toBe(201);
  });

  const mail = `Moin zusammen,

folgende Position können wir anbieten:

MS ELBSTROM, 700 TEU, 120 Reefer-Anschlüsse
offen Hamburg ab ${ddmm(inDays(3))}, Ziel Danzig/Gdingen, Ankunft Danzig ${ddmm(inDays(5))}
frei ca. 260 TEU
Rate: 180 USD/TEU

Mit freundlichen Grüßen
Hinrich Claasen
Claasen Befrachtung GmbH
Diese E-Mail enthält vertrauliche Informationen.`;

  // The normal form, prefilled, with the mail beside it; nothing is stored yet.
  const form = await pasteOneDraft(page, login, carrierEmail, mail);
  await expect(form.getByLabel('Vessel name')).toHaveValue('ELBSTROM');
  await expect(form.getByRole('combobox', { name: 'Origin port' })).toHaveValue('Hamburg (DEHAM)');
  await expect(form.getByRole('combobox', { name: 'Destination port' })).toHaveValue('Gdansk (PLGDN)');
  await expect(form.getByLabel('Free TEU on this voyage')).toHaveValue('260');
  await expect(form.getByLabel('Price per TEU')).toHaveValue('180');
  await expect(form.getByTestId('mail-source').locator('mark', { hasText: 'ELBSTROM' })).toBeVisible();
  const stored = await (await page.request.get('/api/algorithm/vessel-availabilities')).json();
  expect(stored.data).toEqual([]);

  // The broker corrects one figure before publishing.
  await form.getByLabel('Free TEU on this voyage').fill('240');
  await form.getByRole('button', { name: 'Add Vessel Capacity' }).click();
  await expect(page.getByTestId('toast')).toContainText('1 potential match found.');
  await expect(form).toBeHidden();
  const own = page
    .getByRole('region', { name: 'My vessel capacity' })
    .getByRole('article', { name: 'ELBSTROM' });
  await expect(own).toContainText('240');
  await expect(page.getByRole('region', { name: /^Active Matches/ })).toContainText('ELBSTROM');
});

/** "03/12" as an English broker writes a date. */
const ddmmSlash = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}`;

// Issue 26: the vessel named only in the subject; the free slots, not the ship's nominal size; one draft.
test('a position mail with the vessel in its subject becomes one draft with every field', async ({
  page,
  login,
  request,
}) => {
  const brokerEmail = await approvedUser(request, 'svea', 'Jonas');
  const open = ddmmSlash(inDays(4));
  const mail = `Subject: SVEA FEEDER - open Rotterdam ${open}

Hi all,

Please find our position below:

Open Rotterdam ${open}, next Helsinki
Slots available approx 200 TEU (508 TEU nominal, 60 plugs)
Rate idea USD 140/teu

Any cargo pls revert.

Best regards
Jonas Berg
Svea Chartering AB, Göteborg`;

  const form = await pasteOneDraft(page, login, brokerEmail, mail);
  await expect(form.getByLabel('Vessel name')).toHaveValue('SVEA FEEDER');
  await expect(form.getByRole('combobox', { name: 'Origin port' })).toHaveValue('Rotterdam (NLRTM)');
  await expect(form.getByRole('combobox', { name: 'Destination port' })).toHaveValue('Helsinki (FIHEL)');
  await expect(form.getByLabel('Free TEU on this voyage')).toHaveValue('200');
  await expect(form.getByLabel('Price per TEU')).toHaveValue('140');
  // The mail gives no arrival: the review says so, and the broker adds it.
  await expect(form.getByText('Not found in the email: Arrival (date and time)')).toBeVisible();
  const arrival = inDays(6);
  await form
    .getByLabel('Arrival (date and time)')
    .fill(
      `${arrival.getFullYear()}-${String(arrival.getMonth() + 1).padStart(2, '0')}-${String(arrival.getDate()).padStart(2, '0')}T08:00`,
    );
  await form.getByRole('button', { name: 'Add Vessel Capacity' }).click();
  await expect(form).toBeHidden();
  const own = page
    .getByRole('region', { name: 'My vessel capacity' })
    .getByRole('article', { name: 'SVEA FEEDER' });
  await expect(own).toContainText('200');
});

// Issue 26: a circular line names the ship by where it stands, not by a phrase the parser knows; the review says the
// name is a guess, and the broker confirms it by publishing.
test('a ship read from a circular line is marked as a guess for the broker to check', async ({
  page,
  login,
  request,
}) => {
  const brokerEmail = await approvedUser(request, 'circular', 'Mette');
  const mail = `Subject: NSF daily positions

Good morning,

${ddmmSlash(inDays(4))} Rotterdam - NORTHERN TRAWL - 350 free / 698 - Felixstowe

All rates on request.
North Sea Feeder Desk`;

  const form = await pasteOneDraft(page, login, brokerEmail, mail);
  await expect(form.getByLabel('Vessel name')).toHaveValue('NORTHERN TRAWL');
  await expect(form.getByTestId('mail-guessed')).toHaveText('Guessed, please check: Vessel name');
  await expect(form.getByLabel('Free TEU on this voyage')).toHaveValue('350');
});
