import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newEmail, readInChinese, signUp } from './support';

/*
 * What a parent meets on the pages of a first visit: token figures with their units and an
 * explanation, a clear 'not found' for another family's ids, links built on PUBLIC_URL that work,
 * and a hash link that lands on its section after the cards above it have loaded.
 */

const appUrl = () => test.info().project.use.baseURL ?? '';

async function createChild(page: Page, name: string): Promise<number> {
  await page.goto('/family-member-management');
  await page.getByRole('link', { name: 'Add a child' }).click();
  await page.getByLabel("Child's name").fill(name);
  await page.getByRole('button', { name: 'Create child account' }).click();
  await expect(page).toHaveURL(/\/child-login-info\/\d+$/);
  return Number(/\/child-login-info\/(\d+)$/.exec(page.url())?.[1]);
}

test('token figures carry their units and explain themselves, in English and Chinese', async ({ page }) => {
  await signUp(page, newEmail('tokens'));
  await page.goto('/heroic-token-ownership');
  await expect(page.getByText('0 tokens').first()).toBeVisible();
  await expect(page.getByText('$1', { exact: true })).toBeVisible();
  // A new family reads how to earn tokens; the valuation shows no figure the programme did not publish.
  await expect(page.getByText('Heroic acts in the game: up to 20 tokens a day for each child')).toBeVisible();
  await expect(page.getByText('The programme has not published a value yet.')).toBeVisible();
  await expect(page.getByText('$1,000,000', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'What do these numbers mean?' }).click();
  const dialog = page.getByRole('dialog', { name: 'About heroic tokens' });
  await expect(dialog).toContainText("the programme's recognition of your family's effort");
  await expect(dialog).toContainText('They are not money and not an investment.');
  await expect(dialog).toContainText('Tokens are not shares and give your family no ownership of any company.');
  await page.screenshot({ path: test.info().outputPath('tokens-info.png') });
  await dialog.getByRole('button', { name: 'Got it' }).click();

  await readInChinese(page);
  await expect(page.getByText('枚代币').first()).toBeVisible();
  await expect(page.getByText('项目尚未公布价值。')).toBeVisible();
  await page.getByRole('button', { name: '这些数字是什么意思？' }).click();
  await expect(page.getByRole('dialog', { name: '关于英雄代币' })).toContainText('它不是钱，也不是投资。');
});

test("another family's child shows a clear 'not found' with nothing to act on", async ({ page, browser }) => {
  await signUp(page, newEmail('family-a'));
  const childOfA = await createChild(page, 'Ivy');

  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const other = await context.newPage();
  await signUp(other, newEmail('family-b'));
  await other.goto(`/child-login-info/${childOfA}`);
  await expect(other.getByRole('alert').filter({ hasText: 'Child not found' })).toBeVisible();
  await expect(other.getByText('This child is not in your family, or the link is out of date.')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Create login link' })).toHaveCount(0);
  await expect(other.getByText('Failed to get password info')).toHaveCount(0);
  await expect(other.getByRole('link', { name: 'Family members' }).first()).toBeVisible();
  await other.screenshot({ path: test.info().outputPath('child-not-found.png') });

  await readInChinese(other);
  await expect(other.getByText('未找到该孩子')).toBeVisible();
  await context.close();
});

test('invitation and child login links are built on PUBLIC_URL, and the login link opens the game', async ({ page, context }) => {
  await signUp(page, newEmail('links'));
  await page.goto('/family-member-management');
  await page.getByRole('link', { name: 'Invite a parent' }).click();
  await page.getByRole('button', { name: 'Create invitation' }).click();
  const invitation = await page.getByLabel('Invitation link', { exact: true }).inputValue();
  expect(invitation.startsWith(`${appUrl()}/signup?invite_code=inv_`)).toBe(true);

  await createChild(page, 'Mei');
  await page.getByRole('button', { name: 'Create login link' }).click();
  const link = await page.getByLabel('Login link', { exact: true }).inputValue();
  expect(link.startsWith(`${appUrl()}/child-login?login_token=`)).toBe(true);

  // On the child's device: the link forwards to the game's sign-in page, which redeems it.
  const child = await context.newPage();
  await child.goto(link);
  await expect(child.getByRole('heading', { name: 'Hello, player' })).toBeVisible();
  await expect(child.getByText(/Signed in as Mei/)).toBeVisible();
  // Used once: the same link again is refused by the game.
  await child.goto(link);
  await expect(child.getByRole('heading', { name: 'The game could not sign you in' })).toBeVisible();
});

test('a child login link without its token explains itself', async ({ page }) => {
  await page.goto('/child-login');
  await expect(page.getByRole('alert')).toContainText('This login link is incomplete.');
});

test('/home#my-tasks on a cold load lands on the section after the cards above it have loaded', async ({ page }) => {
  await signUp(page, newEmail('hash'));
  // A slow network for the dashboard's reads (its batches), so the cards above fill in after the first scroll.
  await page.route(/\/api\/gateway(\/batch)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto('/home#my-tasks');
  const section = page.locator('#my-tasks');
  await expect(section.getByRole('heading', { name: 'My tasks' })).toBeVisible();
  // Once every card has its answers, the section starts at the top, below the sticky header: the page's
  // scroll padding keeps 64 px for it (layout.module.css). Asked until the cards have been drawn.
  await page.waitForLoadState('networkidle');
  const top = () => section.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  await expect
    .poll(async () => {
      const now = await top();
      return now >= 40 && now <= 90 ? 'below the header' : now;
    })
    .toBe('below the header');
  await page.screenshot({ path: test.info().outputPath('hash-my-tasks.png') });
});
