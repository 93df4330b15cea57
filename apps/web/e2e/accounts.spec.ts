import { expect, test } from './fixtures';
import { clearAppStorage, newEmail, openSignUp, signIn, signUp, submitSignUp } from './support';

test('a new parent sees every validation message, then signs up and lands on family management', async ({ page }) => {
  await openSignUp(page, '?campaign=Spring%20Fair&hospital=St%20Mary');
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  // The campaign and hospital come from the link, read-only.
  await expect(form.getByLabel('Campaign')).toHaveValue('Spring Fair');
  await expect(form.getByLabel('Campaign')).toHaveAttribute('readonly', '');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Password is required')).toBeVisible();
  await expect(form.getByText('Please confirm your password')).toBeVisible();

  await submitSignUp(page, 'not-an-email', '12345', '54321');
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(form.getByText('Passwords do not match')).toBeVisible();

  // A fresh page without the too-short campaign link: the same person signs up for real.
  const email = newEmail();
  await signUp(page, email);
  await expect(page.getByRole('heading', { name: 'Family Members' })).toBeVisible();
  await expect(page.getByText(email.split('@')[0] ?? '')).toBeVisible();
});

test('an e-mail already registered is refused in the Authentication Error modal', async ({ page }) => {
  const email = newEmail();
  await signUp(page, email);
  await page.context().clearCookies();
  await clearAppStorage(page);
  await openSignUp(page);
  await submitSignUp(page, email.toUpperCase());
  const dialog = page.getByRole('dialog', { name: 'Authentication Error' });
  await expect(dialog).toContainText('An account with this email already exists');
});

test('a parent signs out, signs in again and lands on home with the greeting', async ({ page }) => {
  const email = newEmail();
  await signUp(page, email);
  await page.goto('/home');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signup/);

  // A wrong password says only that sign-in failed.
  await page.goto('/signup?tab=signin');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('wrong password');
  await form.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Authentication Error' });
  await expect(dialog).toContainText('Sign in failed. Please try again.');
  await dialog.getByRole('button').first().click();

  await signIn(page, email);
  await expect(page.getByText(/Good (Morning|Afternoon|Evening|Night)/)).toBeVisible();
  await expect(page.getByText('Enter Your Name')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});
