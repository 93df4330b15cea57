import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clearAppStorage, newEmail, password, signUp } from './support';

const localPart = (email: string) => email.split('@')[0] ?? email;

/** From family management: invite a parent and read the link /invitation-display shows. */
async function inviteParent(page: Page, email: string): Promise<string> {
  await page.goto('/family-member-management');
  await page.getByRole('link', { name: 'Invite a parent' }).click();
  await expect(page).toHaveURL(/\/add-family-member\?type=parent$/);
  await page.getByLabel('Their email (optional)').fill(email);
  await page.getByRole('button', { name: 'Create invitation' }).click();
  await expect(page).toHaveURL(/\/invitation-display\?invitationData=/);
  await expect(page.getByRole('heading', { name: 'Parent invitation created' })).toBeVisible();
  // No SMTP in the journeys: the app says so and shows the link to pass on.
  await expect(page.getByText('No email was sent')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the invitation link' })).toBeVisible();
  await expect(page.getByText(/^inv_[A-Za-z0-9_]+$/)).toBeVisible();
  const link = await page.getByLabel('Invitation link', { exact: true }).inputValue();
  expect(link).toMatch(/\/signup\?invite_code=inv_[A-Za-z0-9_]+/);
  return link;
}

test('two parents share a family through an invitation; a child gets a login link and a new name', async ({ page, browser }) => {
  const emailA = newEmail('parent-a');
  const emailB = newEmail('parent-b');
  await signUp(page, emailA);
  const link = await inviteParent(page, emailB);

  // B opens the link in a browser of their own.
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  await pageB.goto(link);
  const form = pageB.getByRole('tabpanel', { name: 'Sign Up' });
  await expect(form.getByText(`Invited by ${emailA}`)).toBeVisible();
  await expect(form.getByLabel('Invite Code')).toHaveValue(/^inv_/);
  await expect(form.getByLabel('Invite Code')).toHaveAttribute('readonly', '');
  await expect(form.getByLabel('Email')).toHaveValue(emailB);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  const success = pageB.getByRole('dialog', { name: 'Success' });
  await expect(success).toContainText(emailA);
  await success.getByRole('button', { name: 'Continue' }).click();
  await expect(pageB).toHaveURL(/\/family-member-management$/);
  const parentsB = pageB.getByRole('region', { name: 'Parents' });
  await expect(parentsB.getByText(localPart(emailA), { exact: true })).toBeVisible();
  await expect(parentsB.getByText(localPart(emailB), { exact: true })).toBeVisible();

  // A sees B and the accepted invitation.
  await page.goto('/family-member-management');
  await expect(page.getByRole('region', { name: 'Parents' }).getByText(localPart(emailB), { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invitations' }).getByText('Accepted', { exact: true })).toBeVisible();

  // A creates a child and lands on its login info.
  await page.getByRole('link', { name: 'Add a child' }).click();
  await page.getByLabel("Child's name").fill('Mei');
  await page.getByRole('button', { name: 'Create child account' }).click();
  await expect(page).toHaveURL(/\/child-login-info\/\d+$/);
  await expect(page.getByRole('heading', { name: /login info/ })).toBeVisible();
  await expect(page.getByText('Login name', { exact: true })).toBeVisible();
  await expect(page.getByText('No password', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create login link' }).click();
  await expect(page.getByLabel('Login link', { exact: true })).toHaveValue(/^https?:\/\/\S+$/);
  await expect(page.getByRole('img', { name: 'QR code of the login link' })).toBeVisible();
  await expect(page.getByText(/This link expires at/)).toBeVisible();

  // A renames the child; B sees the new name after a reload.
  await page.getByRole('link', { name: 'Family members', exact: true }).click();
  await page
    .getByRole('button', { name: /^Edit name of / })
    .and(page.getByRole('region', { name: 'Children' }).getByRole('button'))
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Name' });
  await dialog.getByLabel('Real Name').fill('Mei Chen');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Children' }).getByText('Mei Chen', { exact: true })).toBeVisible();
  await pageB.reload();
  await expect(pageB.getByRole('region', { name: 'Children' }).getByText('Mei Chen', { exact: true })).toBeVisible();
  await contextB.close();
});

test('a parent names themself from the home top section', async ({ page }) => {
  const email = newEmail();
  await signUp(page, email);
  await page.goto('/home');
  await page.getByRole('button', { name: 'Enter Your Name' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Name' });
  await expect(dialog).toContainText(email);
  // An empty name just closes the modal.
  await dialog.getByLabel('Real Name').fill('   ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Enter Your Name' })).toBeVisible();

  await page.getByRole('button', { name: 'Enter Your Name' }).click();
  await dialog.getByLabel('Real Name').fill('Sam Lee');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: /Sam Lee/ })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user_data') ?? '{}').real_name)).toBe('Sam Lee');
  await page.reload();
  await expect(page.getByRole('heading', { name: /Sam Lee/ })).toBeVisible();
});

test('a pending invitation can be revoked, after a confirmation', async ({ page }) => {
  await signUp(page, newEmail());
  const invitee = newEmail('invitee');
  const link = await inviteParent(page, invitee);
  await page.getByRole('link', { name: 'Back to family members' }).click();
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await expect(invitations.getByText('Pending', { exact: true })).toBeVisible();
  await invitations.getByRole('button', { name: `Revoke invitation for ${invitee}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this invitation?' });
  await confirm.getByRole('button', { name: 'Revoke invitation' }).click();
  await expect(confirm).toBeHidden();
  await expect(invitations.getByText('Revoked', { exact: true })).toBeVisible();

  // The revoked link no longer works.
  await page.context().clearCookies();
  await clearAppStorage(page);
  await page.goto(link);
  await expect(page.getByRole('dialog', { name: 'Authentication Error' })).toContainText('Invalid invite code');
});

test('a child creates its game account from an invitation', async ({ page, browser }) => {
  const parentEmail = newEmail();
  await signUp(page, parentEmail);
  await page.goto('/add-family-member?type=child');
  await page.getByText('By email').click();
  await page.getByLabel("Child's name").fill('Bo');
  await page.getByLabel("Child's email").fill(newEmail('bo'));
  await page.getByRole('button', { name: 'Create invitation' }).click();
  await expect(page.getByRole('heading', { name: 'Child invitation created' })).toBeVisible();
  const link = await page.getByLabel('Invitation link', { exact: true }).inputValue();
  expect(link).toMatch(/\/child-signup\?invite_code=inv_/);

  const child = await (await browser.newContext()).newPage();
  await child.goto(link);
  await expect(child.getByText(`Invited by ${parentEmail}`)).toBeVisible();
  const username = `bo-${Date.now().toString(36)}`;
  await child.getByLabel('Username').fill(username);
  await child.getByLabel('Password', { exact: true }).fill(password);
  await child.getByLabel('Confirm Password', { exact: true }).fill(password);
  await child.getByLabel("Your parent's email").fill(parentEmail);
  await child.getByRole('button', { name: 'Create my account' }).click();
  await expect(child.getByText('Your account is ready!')).toBeVisible();
  await expect(child.getByText(username, { exact: true })).toBeVisible();
  await child.context().close();

  await page.goto('/family-member-management');
  await expect(page.getByRole('region', { name: 'Children' }).getByText(`Login name: ${username}`)).toBeVisible();
});

test('an invalid invite code in the link shows "Invalid invite code" and is cleared', async ({ page }) => {
  await page.goto('/signup?invite_code=inv_NoSuchCode_123');
  const dialog = page.getByRole('dialog', { name: 'Authentication Error' });
  await expect(dialog).toContainText('Invalid invite code');
  await dialog.getByRole('button', { name: 'OK' }).click();
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Invite Code')).toHaveCount(0);
});

test('a damaged invitation link says so and leads back to family management', async ({ page }) => {
  await signUp(page, newEmail());
  await page.goto('/invitation-display?invitationData=%7Bnot-json&invitationType=parent');
  await expect(page.getByRole('heading', { name: "We couldn't read this invitation" })).toBeVisible();
  await page.getByRole('link', { name: 'Back to family members' }).click();
  await expect(page).toHaveURL(/\/family-member-management$/);
});
