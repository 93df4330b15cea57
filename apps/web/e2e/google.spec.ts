import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gatewayData, newEmail, password, signInAs, signUp, storedToken, submitSignUp } from './support';

/*
 * Google sign-in and SSO from the game, end to end. The e2e server (scripts/e2e-server.mjs) points
 * the app at a real OpenID Connect issuer on loopback (port + 1) and runs a stub of the game's website
 * (port + 2, on ALLOWED_ORIGINS) whose SSO callback redeems the token through /api/game/v1/sso/redeem.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const issuerOrigin = `http://127.0.0.1:${port + 1}`;
const gameCallback = `http://localhost:${port + 2}/sso/back`;

/** A game link in SSO mode, as the game opens the app; its callback carries the game's own session. */
function ssoLink(session: string, callback = `${gameCallback}?game_session=${session}`) {
  const query = new URLSearchParams({ sso: '1', session_id: session, callback_url: callback, source: 'game', tab: 'signin' });
  return `/?${query.toString()}`;
}

/** Presses 'Sign in with Google' and signs in at the issuer's page as `email` (unless it remembers the browser). */
async function signInWithGoogle(page: Page, email: string) {
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.waitForURL((url) => url.origin === issuerOrigin || url.pathname !== '/signup');
  if (new URL(page.url()).origin === issuerOrigin) {
    await expect(page.getByRole('heading', { name: 'Sign in to the loopback issuer' })).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  // A parent who has just signed out is offered Sign In.
  await expect(page).toHaveURL(/\/signup\?tab=signin$/);
}

test('a new parent signs up with Google, and later signs in with Google or with the password set then', async ({ page }, testInfo) => {
  const email = newEmail('google');
  await page.goto('/signup');
  await signInWithGoogle(page, email);

  await test.step("'Complete your account setup' with the e-mail the issuer verified", async () => {
    await expect(page).toHaveURL(/\/signup-with-google$/);
    await expect(page.getByText('Complete your account setup')).toBeVisible();
    const emailField = page.getByLabel('Email');
    await expect(emailField).toHaveValue(email);
    await expect(emailField).toBeDisabled();
    await expect(page.getByText('Verified by Google')).toBeVisible();
    // Nothing secret rides in the address.
    expect(page.url()).not.toContain('ticket');
    await page.screenshot({ path: testInfo.outputPath('google-complete-account.png'), fullPage: true });
  });

  await test.step("a password is still set; 'Account Created Successfully!' offers the two ways on", async () => {
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    const created = page.getByRole('dialog', { name: 'Account Created Successfully!' });
    await expect(created.getByRole('button', { name: 'Go Back to Game' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('google-account-created.png') });
    await created.getByRole('button', { name: 'Stay on App' }).click();
    await expect(page).toHaveURL(/\/family-member-management$/);
  });

  await test.step("an existing Google user is signed straight in ('Signing you in...')", async () => {
    await page.goto('/home');
    await logOut(page);
    await signInWithGoogle(page, email);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  await test.step('the password works for e-mail sign-in', async () => {
    await logOut(page);
    await signInAs(page, { email, password });
  });
});

test('the owner of an account someone made with their e-mail takes it back with Google, and removes whom its maker let in', async ({
  browser,
  request,
}, testInfo) => {
  const email = newEmail('premade');
  // Someone who does not own the address makes the account, and brings a second parent in.
  const makerContext = await browser.newContext();
  const maker = await makerContext.newPage();
  await signUp(maker, email);
  const makerToken = await storedToken(maker);
  const accompliceEmail = newEmail('accomplice');
  const invitation = await gatewayData(request, 'ParentInviteHandler.create_parent', { invitee_email: accompliceEmail }, makerToken);
  await gatewayData(request, 'ParentAuthHandler.signup', { email: accompliceEmail, password, invite_code: invitation.invite_code });
  const pending = await gatewayData(request, 'ParentInviteHandler.create_parent', { invitee_email: newEmail('later') }, makerToken);

  // The owner, on another device, signs in with Google by the verified e-mail.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await owner.goto('/signup?tab=signin');
  await signInWithGoogle(owner, email);

  await test.step('the owner is shown the family first, with why', async () => {
    await expect(owner).toHaveURL(/\/family-member-management$/);
    await expect(owner.getByRole('alert').filter({ hasText: 'Check who is in your family' })).toBeVisible();
    await expect(owner.getByText(accompliceEmail.split('@')[0]!, { exact: true })).toBeVisible();
    await owner.screenshot({ path: testInfo.outputPath('premade-account-notice.png'), fullPage: true });
  });

  await test.step("the maker's session, persistent login and pending invitation no longer work", async () => {
    await maker.reload();
    await expect(maker).toHaveURL(/\/signup/);
    const lookUp = await request.post('/api/gateway', {
      data: { cmd: 'ParentInviteHandler.get_invitation', invite_code: pending.invite_code },
    });
    expect(lookUp.status()).not.toBe(200);
  });

  await test.step('the owner removes the parent the maker let in, after being asked', async () => {
    await owner.getByRole('button', { name: /^Remove .+ from the family$/ }).click();
    const dialog = owner.getByRole('dialog', { name: 'Remove this parent from the family?' });
    await expect(dialog).toBeVisible();
    await owner.screenshot({ path: testInfo.outputPath('premade-account-remove.png') });
    await dialog.getByRole('button', { name: 'Remove from family' }).click();
    await expect(owner.getByText(accompliceEmail.split('@')[0]!, { exact: true })).toHaveCount(0);
    await expect(owner.getByRole('button', { name: /^Remove .+ from the family$/ })).toHaveCount(0);
  });

  await makerContext.close();
  await ownerContext.close();
});

test("from a game link in SSO mode: sign up, 'Go Back to Game', and the game redeems the token once", async ({ page }, testInfo) => {
  const email = newEmail('sso');
  await page.goto(ssoLink('game-session-42'));

  await test.step('SSO mode on /signup: Sign In selected, the game named', async () => {
    await expect(page).toHaveURL(/\/signup\?/);
    await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
    await expect(page.getByText('You came from game.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('sso-signup-page.png'), fullPage: true });
  });

  await test.step('signing up ends in the choice, and going back lands on the game with a token', async () => {
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await submitSignUp(page, email);
    const choice = page.getByRole('dialog', { name: 'Account Created Successfully!' });
    await expect(choice.getByRole('button', { name: 'Stay on App' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('sso-choice.png') });
    await choice.getByRole('button', { name: 'Go Back to Game' }).click();
    await expect(page).toHaveURL(new RegExp(`^${gameCallback}\\?`));
    const back = new URL(page.url());
    // The callback exactly as the game gave it, plus the token and the action.
    expect(back.searchParams.get('game_session')).toBe('game-session-42');
    expect(back.searchParams.get('action')).toBe('signup');
    expect(back.searchParams.get('token')?.length).toBeGreaterThanOrEqual(43);
    await expect(page.getByRole('heading', { name: 'Welcome back to the game' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${email} (signup).`)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('sso-game-page.png') });
  });

  await test.step('the same token a second time is refused', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'The game could not sign you in' })).toBeVisible();
    await expect(page.getByText('Invalid or expired token')).toBeVisible();
  });
});

test('SSO with Google: an existing Google user comes back from the issuer to the choice, and goes back signed in', async ({ page }) => {
  const email = newEmail('sso.google');
  // First, the account (through Google).
  await page.goto('/signup');
  await signInWithGoogle(page, email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('dialog', { name: 'Account Created Successfully!' }).getByRole('button', { name: 'Stay on App' }).click();
  await page.goto('/home');
  await logOut(page);

  await page.goto(ssoLink('game-session-7'));
  await signInWithGoogle(page, email);
  const choice = page.getByRole('dialog', { name: "You're signed in" });
  await choice.getByRole('button', { name: 'Go Back to Game' }).click();
  await expect(page.getByText(`Signed in as ${email} (signin).`)).toBeVisible();
  expect(new URL(page.url()).searchParams.get('game_session')).toBe('game-session-7');
});

test('a game link whose callback is off the allow-list is refused, with no way back offered', async ({ page }, testInfo) => {
  await page.goto(ssoLink('s-1', 'https://game.example.org.evil.example/cb'));
  await expect(page.getByRole('alert').filter({ hasText: 'Link from the game not accepted' })).toBeVisible();
  await expect(page.getByText('the address it returns to is not allowed')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('sso-refused.png') });
  const email = newEmail('refused');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await submitSignUp(page, email);
  // The ordinary sign-up: no choice, nothing sent anywhere.
  await expect(page.getByRole('dialog', { name: 'Success' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back to Game' })).toHaveCount(0);
});

test('a campaign link selects Sign Up even with tab=signin', async ({ page }) => {
  await page.goto('/?campaign=Spring%20walk&tab=signin');
  await expect(page).toHaveURL(/\/signup\?/);
  await expect(page.getByRole('tab', { name: 'Sign Up', selected: true })).toBeVisible();
  await expect(page.getByLabel('Campaign')).toHaveValue('Spring walk');
});
