import fs from 'node:fs';
import type { Page } from '@playwright/test';
import {
  approvedUser,
  expect,
  newPerson,
  presetCookieChoice,
  signIn,
  signInAsAdmin,
  test,
  uniqueEmail,
} from './fixtures';

// Each person signs in from their own address (the e2e server trusts one hop).
async function adminSignsIn(page: Page) {
  await presetCookieChoice(page);
  await signInAsAdmin(page);
}

test('an admin suspends a user whose open session ends at once, reactivates them and exports the users as CSV', async ({
  page,
  browser,
  request,
}) => {
  const email = await approvedUser(request, 'suspend', 'Sven');

  // Sven works in his own browser.
  const sven = await newPerson(browser, '198.51.100.231');
  await signIn(sven, email);
  await expect(sven).not.toHaveURL(/\/login/);
  expect((await sven.request.get('/api/auth/user')).status()).toBe(200);

  await adminSignsIn(page);
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Cargo Owner', { exact: true })).toHaveAttribute('data-role', 'cargo_owner');

  await row.getByRole('button', { name: 'Actions for Sven Tester' }).click();
  await page.getByRole('menuitem', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend account' });
  await dialog.getByLabel('Reason').fill('Company details could not be confirmed');
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(page.getByTestId('toast').getByText('Sven Tester is suspended')).toBeVisible();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();

  // His open session has ended: the next call is refused and the app sends him to sign in.
  expect((await sven.request.get('/api/auth/user')).status()).toBe(401);
  await sven.goto('/dashboard');
  await expect(sven).toHaveURL(/\/login/);
  await signIn(sven, email);
  await expect(sven.getByText(/Your account has been suspended/).first()).toBeVisible();
  await expect(sven).toHaveURL(/\/login/);

  await row.getByRole('button', { name: 'Actions for Sven Tester' }).click();
  await page.getByRole('menuitem', { name: 'Reactivate' }).click();
  await page
    .getByRole('dialog', { name: 'Reactivate account' })
    .getByRole('button', { name: 'Reactivate' })
    .click();
  await expect(page.getByTestId('toast').getByText('Sven Tester is active again')).toBeVisible();
  await expect(row.getByText('Suspended', { exact: true })).toHaveCount(0);
  await signIn(sven, email);
  await expect(sven).not.toHaveURL(/\/login/);
  expect((await sven.request.get('/api/auth/user')).status()).toBe(200);

  // The CSV is the filtered list: the search applies, so one user.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV: the filtered users' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^feederhub-users-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  // Every cell quoted (OWASP CSV injection advice for both `,` and `;` separators, issue 22).
  expect(lines[0]).toBe(
    '"ID","First name","Last name","Email","Company","Account type","Role","Approval status","Suspended at","Suspension reason","Email verified","Registered","Last sign-in"',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,"Sven","Tester","${email}","","cargo_owner","cargo_owner","approved","","",`);

  // The audit log names him, with the reason before and after.
  await page.getByRole('tab', { name: 'Audit Logs' }).click();
  const suspension = page.getByRole('row').filter({ hasText: 'User suspended' }).first();
  await expect(suspension).toContainText('Sven Tester');
  await suspension.getByRole('button', { name: 'Show changes: User suspended' }).click();
  await expect(page.getByRole('table', { name: 'Changes: User suspended' })).toContainText(
    'Company details could not be confirmed',
  );
  await sven.context().close();
});

test('an admin reads a contact message sent through /contact from the notification, marks it handled', async ({
  page,
  browser,
}) => {
  const subject = `Feeder slots ${Date.now().toString(36)}`;
  const visitor = await newPerson(browser, '198.51.100.232');
  await visitor.goto('/contact');
  await visitor.getByLabel('Name').fill('Grace Hopper');
  await visitor.getByLabel('Email').fill(uniqueEmail('grace'));
  await visitor.getByLabel('Subject').fill(subject);
  await visitor.getByLabel('Message').fill('We run four feeders in the Baltic.\nCan we join the pilot?');
  await visitor.getByRole('button', { name: 'Send message' }).click();
  await expect(visitor.getByTestId('toast').getByText('Message sent', { exact: true })).toBeVisible();
  await visitor.context().close();

  await adminSignsIn(page);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: new RegExp(subject) })
    .click();
  await expect(page).toHaveURL(/\/admin-panel\?tab=contact&message=[0-9a-f-]{36}$/);

  const message = page.getByRole('dialog', { name: subject });
  await expect(message).toContainText('We run four feeders in the Baltic.');
  await expect(message).toContainText('Can we join the pilot?');
  await expect(message).toContainText('Not handled yet');
  await message.getByRole('button', { name: 'Mark handled' }).click();
  await expect(message).toContainText('Handled by Erin Admin');
  await message.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/admin-panel\?tab=contact$/);
  await expect(page.getByRole('tab', { name: 'Contact messages' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row').filter({ hasText: subject })).toContainText('Handled');
});
