import {
  ADMIN_EMAIL,
  expect,
  pendingUser,
  presetCookieChoice,
  rejectedUser,
  signInAsAdmin,
  test,
} from './fixtures';

test('an administrator finds accounts, reads sign-ins and the before/after of a rejection', async ({
  page,
  request,
}) => {
  const waiting = await pendingUser(request, 'waiting', 'Wanda');
  const refused = await rejectedUser(request, 'refused', 'Rufus', 'Company could not be verified');

  await presetCookieChoice(page);
  await signInAsAdmin(page);

  // Users: search narrows the list; the status filter applies on top of it.
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search').fill(waiting);
  const rows = page.getByRole('row').filter({ hasText: '@example.com' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Wanda Tester');
  await expect(rows.first()).toContainText('Pending');
  await page.getByLabel('Status').selectOption({ label: 'Rejected' });
  await expect(page.getByText('No users found')).toBeVisible();
  await page.getByLabel('Search').fill(refused);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Rejected');

  // Activities: this sign-in is the newest entry.
  await page.getByRole('tab', { name: 'Activities' }).click();
  const newest = page.getByRole('row').nth(1);
  await expect(newest).toContainText('Sign-in');
  await expect(newest).toContainText(ADMIN_EMAIL);

  // Audit logs: the rejection with its reason, before and after.
  await page.getByRole('tab', { name: 'Audit Logs' }).click();
  await page.getByRole('button', { name: 'Show changes: User rejected' }).first().click();
  const changes = page.getByRole('table', { name: 'Changes: User rejected' });
  await expect(changes).toContainText('Approval status');
  await expect(changes).toContainText('pending');
  await expect(changes).toContainText('Company could not be verified');
});
