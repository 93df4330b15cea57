import { expect, test } from './fixtures';
import { demoFamilyOf, gatewayData, newEmail, signInAs, signUp, storedToken } from './support';

test('a revoked session shows Session Expired, then goes to /signup', async ({ page, request }) => {
  await signUp(page, newEmail());
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  // Another device signs this session out (the server revokes it); this page does not know yet.
  const signout = await request.post('/api/gateway', {
    data: { cmd: 'ParentAuthHandler.signout' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(signout.status()).toBe(200);

  // Move within the app (no reload): the next call meets the revoked token. A background refresh
  // may meet it first; either way the modal must show on this page.
  await page.getByRole('link', { name: 'Home' }).dispatchEvent('click');
  const dialog = page.getByRole('dialog', { name: 'Session Expired' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your login session has expired. Please sign in again to continue.');
  await expect(dialog).toContainText('Your data is safe and will be restored after signing in');
  await expect(dialog.getByRole('button', { name: 'Sign In Again' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/signup/);
  expect(await storedToken(page)).toBeNull();
  // The persistent login of this device is gone too: its cookie no longer signs anyone in, so no page
  // bounces it to /home (asked as the page would, with the page's cookies).
  expect(await gatewayData(page.request, 'ParentAuthHandler.checkPersistentAuth', { optional: true })).toBeNull();
  await expect(page).toHaveURL(/\/signup/);
});

test('a returning parent with the persistent cookie goes from Let’s Go! straight to /home', async ({ page }) => {
  await signUp(page, newEmail());
  // The session token is gone (a new browser session); the HttpOnly cookie remains.
  await page.evaluate(() => {
    localStorage.removeItem('parent_token');
    localStorage.removeItem('user_data');
  });
  await page.goto('/');
  await page.getByRole('button', { name: "Let's Go!" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Enter Your Name')).toBeVisible();
});

test('without a persistent login, Let’s Go! leads to /signup', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Every day with T1D')).toBeVisible();
  await page.getByRole('button', { name: "Let's Go!" }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('an unauthenticated visit to a protected page goes to /signup keeping the query', async ({ page }) => {
  await page.goto('/family-member-management?from=email');
  await expect(page).toHaveURL(/\/signup\?from=email$/);
});

test('Logout while the dashboard is still filling signs out quietly: no Session Expired, Sign In ready', async ({ page }, testInfo) => {
  // A slow network: the reads that follow the dashboard's first answers (each child's cards) are on
  // their way when the parent taps Logout. They reach the server just after it has ended the session,
  // and its refusals come back before its answer to the sign-out.
  let sessionEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (sessionEnded = resolve));
  const held: Promise<unknown>[] = [];
  let firstLetThrough = false;
  // Only the reads a session asked for after the dashboard's first batch are held: that batch draws the
  // cards and the Logout button. The signed-out pages' own go on.
  await page.route('**/api/gateway/batch', (route) => {
    const request = route.request();
    if (!request.headers().authorization) return route.continue();
    if (!firstLetThrough) {
      firstLetThrough = true;
      return route.continue();
    }
    const refused = ended
      .then(() => route.fetch())
      .then((response) => route.fulfill({ response }))
      .catch(() => undefined);
    held.push(refused);
    return refused;
  });
  await page.route('**/api/gateway', async (route) => {
    const response = await route.fetch();
    if ((route.request().postData() ?? '').includes('"ParentAuthHandler.signout"')) {
      sessionEnded();
      await Promise.all(held);
    }
    await route.fulfill({ response });
  });
  await signInAs(page, demoFamilyOf(testInfo).parent);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signup\?tab=signin$/);
  await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog', { name: 'Session Expired' })).toHaveCount(0);
});
