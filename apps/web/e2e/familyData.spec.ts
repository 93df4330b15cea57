import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { newEmail, password, signIn, signUp, storedToken } from './support';

/*
 * A family's own data from the family page (ADR 0026): the download holds the family and nothing of
 * another; the deletion names what will go, asks for the family code, and leaves no account behind.
 */
test("a parent downloads the family's data, then deletes the family for good", async ({ page, browser }) => {
  const neighbour = newEmail('neighbour');
  const neighbourPage = await (await browser.newContext()).newPage();
  await signUp(neighbourPage, neighbour);
  await neighbourPage.context().close();

  const email = newEmail('leaving');
  await signUp(page, email);
  await page.getByRole('link', { name: 'Add a child' }).click();
  await page.getByLabel("Child's name").fill('Mei');
  await page.getByRole('button', { name: 'Create child account' }).click();
  await expect(page).toHaveURL(/\/child-login-info\/\d+$/);
  // Back: the page's top link (a button at its foot leads there too once the login info is shown).
  await page.getByRole('link', { name: 'Family members', exact: true }).first().click();
  await expect(page).toHaveURL(/\/family-member-management$/);

  const data = page.getByRole('region', { name: "Your family's data" });
  const saved = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Download our data' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^t1d-family-\d+-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await readFile(await download.path(), 'utf8');
  const exported = JSON.parse(file) as { format: string; tables: Record<string, Record<string, unknown>[]> };
  expect(exported.format).toBe('t1d-family-export/1');
  expect(exported.tables.users?.map((user) => user.email ?? user.real_name)).toEqual(expect.arrayContaining([email, 'Mei']));
  expect(file).not.toContain(neighbour);
  expect(file).not.toMatch(/password_hash|token_hash|\$argon2|\$scrypt/);
  await expect(page.getByText(`Saved ${download.suggestedFilename()}`)).toBeVisible();

  await data.getByRole('button', { name: 'Delete our family' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your family for good?' });
  const accounts = dialog.getByRole('list', { name: 'Accounts that will be deleted' });
  await expect(accounts.getByRole('listitem')).toHaveCount(2);
  await expect(accounts).toContainText(email);
  await expect(accounts).toContainText('Mei');
  await expect(dialog.getByText(/^[\d,]+ records in all/)).toBeVisible();
  await expect(dialog.getByText("The children's game is told that these children's accounts are gone.")).toBeVisible();

  // The family code is in the field's label; until it is typed, nothing can be deleted.
  const field = dialog.getByLabel(/^Type your family code F-/);
  const code = /F-[A-Z0-9]+/.exec(await dialog.getByText(/^Type your family code F-/).innerText())?.[0];
  expect(code).toMatch(/^F-[A-Z0-9]{8}$/);
  const confirm = dialog.getByRole('button', { name: 'Delete for good' });
  await expect(confirm).toBeDisabled();
  await field.fill('F-WRONG');
  await expect(confirm).toBeDisabled();
  await field.fill(` ${code!.toLowerCase()} `);
  await confirm.click();

  await expect(page).toHaveURL(/\/signup/);
  await expect(page.getByText('Your family and all its data have been deleted.')).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  // The account is gone: signing in with it fails.
  await page.goto('/signup?tab=signin');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Authentication Error' })).toContainText('Sign in failed. Please try again.');

  // The neighbouring family is untouched.
  const neighbourAgain = await (await browser.newContext()).newPage();
  await signIn(neighbourAgain, neighbour);
  await neighbourAgain.context().close();
});
