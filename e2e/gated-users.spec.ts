import {
  approvedUser,
  expect,
  pendingUser,
  presetCookieChoice,
  signInAsAdmin,
  skipTour,
  test,
} from './fixtures';

test('a rejected user sees the reason and nothing else', async ({ page, login, request }) => {
  await presetCookieChoice(page);
  const email = await pendingUser(request, 'rejected');

  // The admin rejects in the panel; the dialog's confirm waits for a non-blank reason.
  await signInAsAdmin(page);
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: /Reject/ }).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Reject user' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Reason').fill('   ');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Reason').fill('We could not verify your company.');
  await confirm.click();
  await expect(page.getByTestId('toast')).toContainText('User rejected');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await login(email);
  await expect(page.getByRole('heading', { name: 'Registration not approved' })).toBeVisible();
  await expect(page.getByText('We could not verify your company.')).toBeVisible();
  await page.goto('/admin-panel');
  await expect(page.getByRole('heading', { name: 'Registration not approved' })).toBeVisible();
  // The server refuses too, whatever the client shows.
  const res = await page.request.get('/api/notifications');
  expect(res.status()).toBe(403);
});

test('a pending user sees only the pending screen; the server refuses the rest', async ({
  page,
  login,
  request,
}) => {
  await presetCookieChoice(page);
  await login(await pendingUser(request, 'pending', 'Jonas'));
  await expect(page.getByRole('heading', { name: 'Registration successful!' })).toBeVisible();
  await expect(page.getByText(/confirm your email address/)).toBeVisible();
  for (const path of ['/dashboard', '/admin-panel', '/ship-offerings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Registration successful!' })).toBeVisible();
  }
  expect((await page.request.get('/api/notifications/unread-count')).status()).toBe(403);
  expect((await page.request.get('/api/admin/pending-users')).status()).toBe(403);
});

test('an approved user without the tour is redirected to it, and cannot open the admin panel', async ({
  page,
  login,
  request,
}) => {
  await presetCookieChoice(page);
  await login(await approvedUser(request, 'approved', 'Lena'));
  await expect(page).toHaveURL(/\/welcome-tour$/);
  await skipTour(page);
  await page.goto('/admin-panel');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect((await page.request.get('/api/admin/pending-users')).status()).toBe(403);
});
