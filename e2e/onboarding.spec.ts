import {
  expect,
  latestMailTo,
  linkIn,
  presetCookieChoice,
  signInAsAdmin,
  test,
  USER_PASSWORD,
  uniqueEmail,
} from './fixtures';

// The journey of the foundation issue: register, verify, wait, get approved, sign in, tour, dashboard.
test('a new user registers, verifies, is approved by an admin, takes the tour and lands on the dashboard', async ({
  page,
  login,
}) => {
  await presetCookieChoice(page);
  const email = uniqueEmail('journey');

  await page.goto('/register');
  await page.getByLabel('First name').fill('Marit');
  await page.getByLabel('Last name').fill('Jensen');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/Company name/).fill('Jensen Feeder Lines');
  await page.getByLabel('I am a').selectOption('shipowner');
  await page.getByLabel('Password', { exact: true }).fill(USER_PASSWORD);
  await page.getByLabel('Repeat password').fill(USER_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // The next steps stay on the page (issue 13), not in a toast over the tour's buttons.
  await expect(page).toHaveURL(/\/welcome-tour\?registered=verify$/);
  await expect(page.getByRole('region', { name: 'Registration successful: your next steps' })).toContainText(
    'typically within 24–48 hours',
  );

  // The verification link arrives by mail (the embedded outbox in this setup).
  await page.goto(linkIn(await latestMailTo(email), '/verify-email'));
  await expect(page.getByText('Email verified').first()).toBeVisible();

  await login(email);
  await expect(page.getByRole('heading', { name: 'Registration successful!' })).toBeVisible();
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  await page.goto('/dashboard'); // every other path shows the same screen while pending
  await expect(page.getByRole('heading', { name: 'Registration successful!' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  // An administrator approves the registration in the admin panel.
  await signInAsAdmin(page);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /Approve/ }).click();
  await expect(page.getByTestId('toast')).toContainText('User approved successfully');
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The approved user signs in, is sent to the tour once, and finishes it.
  await login(email);
  await expect(page).toHaveURL(/\/welcome-tour$/);
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Their first sign-in as a member: greeted as new (issue 27), with the next steps of their role.
  await expect(page.getByRole('heading', { name: 'Welcome, Marit!' })).toBeVisible();
  const steps = page.getByRole('region', { name: 'Your next steps' });
  await expect(steps).toContainText('0 of 2 done');
  await expect(steps.getByRole('link', { name: /Add your first vessel/ })).toHaveAttribute('href', '/fleet');
  await expect(steps.getByRole('link', { name: /Offer a voyage/ })).toBeVisible();

  // The approval reached the user in the app as well.
  const bell = page.getByRole('button', { name: /Notifications, 1 unread/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByText('Account approved')).toBeVisible();

  // The tour is shown once: the dashboard stays after a reload.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
});
