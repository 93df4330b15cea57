import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { serverTool } from './serverTools';
import { expectLabelCentred, gatewayData, newEmail, readInChinese, signInAs, signUp, storedToken } from './support';

/*
 * Two screens of the content library: a parent spends the family's coins on a gift for a child, and
 * the game (through its integration API, as the partner's servers do) hands it over; and the AI chat
 * answers from the library as it streams. The journeys' server has no model configured, so the chat
 * answers with the library's passages.
 *
 * The gift journey uses a demo family of its own (gift<project>, written here with `npm run demo`), so
 * its balance counts exactly while the other journeys spend and earn in theirs.
 */
const boots = { name: 'Rocket boots', cost: 120 };

/** The family's coins at the top of /gift. */
async function giftBalance(page: Page): Promise<number> {
  const balance = page.getByRole('status', { name: /^(Family coins|家庭金币)$/ });
  await expect(balance).toHaveText(/^\d[\d,]*$/);
  return Number((await balance.innerText()).replaceAll(',', ''));
}

/** Screenshots of the screen as a phone shows it, for review (with `at` scrolled into view first). */
async function shoot(page: Page, name: string, at?: Locator) {
  if (test.info().project.name !== 'phone') return;
  if (at) await at.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), scale: 'css' });
}

test('a parent sends a gift with the family’s coins, and the game delivers it', async ({ page, request }, testInfo) => {
  const label = `gift${testInfo.project.name}`;
  serverTool('demoMain.js', '--label', label, '--allow-real-families');
  const key = /^(\S{32,})$/m.exec(
    serverTool('operatorMain.js', 'game-key', 'create', `gift-journey-${testInfo.project.name}-${Date.now()}`),
  )?.[1];
  expect(key).toBeTruthy();
  await signInAs(page, { email: `demo.${label}@t1dfamily.example`, password: 'demo-family-2026' });

  const sentGift = page.getByRole('list', { name: 'Sent gifts' }).getByRole('listitem').filter({ hasText: boots.name }).first();
  const before = await test.step('the gift page shows the coins, the children and the gifts', async () => {
    // In the app from the dashboard, whose coin total is then in the page's cache: sending must refresh it.
    await expect(page.getByRole('region', { name: 'Coins earned' }).getByText(/^\d[\d,]*$/)).toBeVisible();
    await page.getByRole('link', { name: 'Choose a gift' }).click();
    await expect(page).toHaveURL(/\/gift$/);
    await expect(page.getByRole('heading', { name: 'Send a gift', level: 1 })).toBeVisible();
    await expect(page.getByText('The game hands the gift over the next time your child plays.')).toBeVisible();
    const coins = await giftBalance(page);
    expect(coins).toBeGreaterThanOrEqual(boots.cost);
    await expect(page.getByRole('button', { name: `Send ${boots.name}` })).toBeDisabled();
    await page.getByRole('radio', { name: 'Mei' }).check();
    await shoot(page, 'gift-en');
    return coins;
  });

  await test.step('the parent confirms, and the gift is listed as sent and paid for', async () => {
    await page.getByRole('button', { name: `Send ${boots.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this gift?' });
    await expect(dialog.getByText(`Send ${boots.name} to Mei for ${boots.cost} coins?`)).toBeVisible();
    await shoot(page, 'gift-confirm-en');
    await dialog.getByRole('button', { name: 'Send gift' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${boots.name} is on its way to Mei.`)).toBeVisible();
    await expect(sentGift.getByText('To Mei')).toBeVisible();
    await expect(sentGift.getByText('Sent — waiting for the game')).toBeVisible();
    await expect.poll(() => giftBalance(page)).toBe(before - boots.cost);
    await shoot(page, 'gift-sent-en', sentGift);
  });

  await test.step("the dashboard's coin total has dropped too", async () => {
    await page.getByRole('link', { name: 'Back to home' }).click();
    const total = page.getByRole('region', { name: 'Coins earned' }).getByText(/^\d[\d,]*$/);
    await expect(total).toHaveText((before - boots.cost).toLocaleString('en-US'));
  });

  await test.step('the game delivers it through its API, and the page says Delivered', async () => {
    const token = await storedToken(page);
    const { list } = await gatewayData(request, 'GiftApi.list', { page: 1, per_page: 1 }, token);
    expect(list[0]).toMatchObject({ name: boots.name, status: 'sent' });
    const auth = { Authorization: `Bearer ${key}` };
    const pending = await request.get('/api/game/v1/gifts?limit=500', { headers: auth });
    expect(pending.status()).toBe(200);
    expect((await pending.json()).list.map((gift: { gift_id: number }) => gift.gift_id)).toContain(list[0].gift_id);
    const delivered = await request.post(`/api/game/v1/gifts/${list[0].gift_id}/deliver`, { headers: auth });
    expect(delivered.status(), await delivered.text()).toBe(200);
    await page.goto('/gift');
    await expect(sentGift.getByText('Delivered', { exact: true })).toBeVisible();
    await readInChinese(page);
    await expect(page.getByRole('heading', { name: '送礼物', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: '已送出的礼物' }).getByText('已送达', { exact: true }).first()).toBeVisible();
    await shoot(page, 'gift-zh');
    await shoot(page, 'gift-delivered-zh', page.getByRole('list', { name: '已送出的礼物' }));
  });
});

test('the chat answers from the library as it streams, emergencies first, and forgets on request', async ({ page }) => {
  await signUp(page, newEmail('chat'));
  await page.goto('/ai-chat');
  const log = page.getByRole('log', { name: 'Conversation with the library' });
  const box = page.getByLabel('Your question');
  const answers = log.locator('[data-answer]');

  await test.step('an empty conversation offers questions, and the notice stands above the box', async () => {
    await expect(page.getByRole('group', { name: 'Suggested questions' }).getByRole('button')).toHaveCount(3);
    await expect(page.getByText(/never works out insulin doses/)).toBeVisible();
    await shoot(page, 'chat-empty-en');
  });

  await test.step('a question is answered from the library, with its source', async () => {
    await box.fill('what is the rule of 15?');
    await box.press('Enter');
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    await expect(log.getByText('what is the rule of 15?')).toBeVisible();
    await expect(answers.last().getByText("Answered from the library's passages")).toBeVisible();
    const source = answers.last().getByRole('link', { name: /^Source: .*rule of 15/ });
    await expect(source).toBeVisible();
    await shoot(page, 'chat-answer-en');
    await source.click();
    await expect(page).toHaveURL(/\/article\/hypoglycaemia$/);
    await page.goBack();
    await expect(log.getByText('what is the rule of 15?')).toBeVisible();
  });

  await test.step('an emergency is answered with the call for help first, and the number to tap', async () => {
    await box.fill('my son is unconscious');
    await page.getByRole('button', { name: 'Send' }).click();
    const emergency = answers.last();
    await expect(emergency.getByText('Emergency', { exact: true })).toBeVisible();
    const callForHelp = emergency.getByRole('alert').first();
    await expect(callForHelp).toContainText('Call emergency services now on 112.');
    // The deployment's number (EMERGENCY_NUMBER, 112 by default) is a link to tap under the answer.
    await expect(emergency.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    await expectLabelCentred(emergency.getByRole('link', { name: 'Call 112' }));
    // The answer is read from its first line: the call for help is on screen, not scrolled past.
    await expect(callForHelp).toBeInViewport();
    await shoot(page, 'chat-emergency-en');
  });

  await test.step('the history can be deleted, after a question', async () => {
    await page.getByRole('button', { name: 'Delete history' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the whole conversation?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(answers).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Suggested questions' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete history' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('group', { name: 'Suggested questions' })).toBeVisible();
  });

  await test.step('in Chinese', async () => {
    await readInChinese(page);
    await page.getByRole('button', { name: '什么是“15-15法则”？' }).click();
    const zhLog = page.getByRole('log', { name: '与资料库的对话' });
    await expect(zhLog.getByText('回答摘自资料库中的段落')).toBeVisible();
    await shoot(page, 'chat-zh');
  });
});
