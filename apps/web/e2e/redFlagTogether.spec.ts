import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gameRaisesConcern } from './serverTools';
import { gatewayData, newEmail, password, readInChinese, signInAs } from './support';

/*
 * Two parents of one family on two phones, the morning a red flag arrives (ADR 0031): Mei reads in
 * English and sees it first; Wei reads in Chinese, sees that Mei has seen it, and takes it on; Mei sees
 * who is on it; Wei handles it with what was tried; Mei resolves it; the history shows every step.
 */
const reason = 'Shared a home address in public chat';

/** The one red flag on the red-flag page, found by the game's words. */
async function theFlag(page: Page) {
  await page.goto('/red-flag-and-interventions');
  const flag = page.getByRole('listitem').filter({ hasText: reason }).first();
  await expect(flag).toBeVisible();
  return flag;
}

test('two parents handle a red flag together, each on their own phone, in English and Chinese', async ({ browser, request }, testInfo) => {
  const mei = { email: newEmail('together-mei'), password };
  const wei = { email: newEmail('together-wei'), password };
  await test.step('a family of two parents and a child, and the game raises a concern', async () => {
    const first = await gatewayData(request, 'ParentAuthHandler.signup', mei);
    await gatewayData(request, 'ParentFamilyHandler.update_parent_real_name', { parent_id: first.user_id, real_name: 'Mei' }, first.token);
    const invitation = await gatewayData(request, 'ParentInviteHandler.create_parent', {}, first.token);
    const second = await gatewayData(request, 'ParentAuthHandler.signup', { ...wei, invite_code: invitation.invite_code });
    await gatewayData(
      request,
      'ParentFamilyHandler.update_parent_real_name',
      { parent_id: second.user_id, real_name: 'Wei' },
      second.token,
    );
    const child = await gatewayData(request, 'ParentInviteHandler.create_child', { child_name: 'Lin' }, first.token);
    await gameRaisesConcern(request, child.user_id, reason, `together-${testInfo.project.name}`);
  });

  const meiPhone = await (await browser.newContext()).newPage();
  const weiPhone = await (await browser.newContext()).newPage();

  await test.step('Mei sees it first and reads it', async () => {
    await signInAs(meiPhone, mei);
    await expect(meiPhone.getByRole('region', { name: 'Red flag: Lin' })).toBeVisible();
    const flag = await theFlag(meiPhone);
    await expect(flag.getByText('New: nobody has opened it yet')).toBeVisible();
    await flag.getByRole('checkbox', { name: 'Mark as read' }).click();
    await expect(flag.getByText('Seen by you')).toBeVisible();
  });

  await test.step('Wei, reading Chinese, sees that Mei has seen it and takes it on', async () => {
    await signInAs(weiPhone, wei);
    await readInChinese(weiPhone);
    const flag = await theFlag(weiPhone);
    await expect(flag.getByText('Mei 已查看')).toBeVisible();
    await flag.getByRole('button', { name: '我来处理' }).click();
    await expect(flag.getByText('您正在处理')).toBeVisible();
    await weiPhone.screenshot({ path: testInfo.outputPath('wei-on-it-zh.png'), fullPage: true });
  });

  await test.step('Mei sees who is on it', async () => {
    const flag = await theFlag(meiPhone);
    await expect(flag.getByText('Wei is on it')).toBeVisible();
    await expect(flag.getByRole('list', { name: 'What happened' })).toContainText('Wei took it on');
    await expect(flag.getByRole('button', { name: "I'm on it" })).toBeVisible();
  });

  await test.step('Wei handles it with what was tried', async () => {
    const flag = await theFlag(weiPhone);
    await flag.getByRole('button', { name: '标记为已处理' }).click();
    await flag.getByRole('checkbox', { name: '联系了游戏的客服团队' }).check();
    await flag.getByRole('textbox', { name: /其他情况/ }).fill('已经屏蔽了那个陌生人');
    await flag.getByRole('button', { name: '保存' }).click();
    await expect(flag.getByText('已处理', { exact: true })).toBeVisible();
  });

  await test.step('Mei resolves it, and the history shows every step', async () => {
    const flag = await theFlag(meiPhone);
    await expect(flag.getByText('Handled', { exact: true })).toBeVisible();
    await flag.getByRole('button', { name: 'Resolve' }).click();
    await expect(flag.getByText('Resolved', { exact: true })).toBeVisible();
    await meiPhone.getByRole('link', { name: 'History for your care team (last 90 days)' }).click();
    const lin = meiPhone.getByRole('region', { name: 'Lin' });
    const steps = lin.getByRole('list', { name: 'What happened' }).getByRole('listitem');
    await expect(steps).toHaveText([/^Raised/, /^You saw it/, /^Wei saw it/, /^Wei took it on/, /^Wei handled it/, /^You resolved it/]);
    await expect(lin).toContainText("Tried: Contacted the game's support team");
    await expect(lin).toContainText('Note: 已经屏蔽了那个陌生人');
    await meiPhone.screenshot({ path: testInfo.outputPath('history-en.png'), fullPage: true });
    // On paper: the history alone, with when it was read, and no navigation or buttons.
    await meiPhone.emulateMedia({ media: 'print' });
    await expect(meiPhone.getByText(/^As it stood on /)).toBeVisible();
    await expect(meiPhone.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(meiPhone.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await expect(lin).toBeVisible();
    await meiPhone.screenshot({ path: testInfo.outputPath('history-print.png'), fullPage: true });
  });

  await test.step('Wei reads the same history in Chinese', async () => {
    await weiPhone.goto('/red-flag-history');
    const lin = weiPhone.getByRole('region', { name: 'Lin' });
    await expect(lin.getByText('Mei 已标记为解决')).toBeVisible();
    await expect(lin).toContainText('尝试过：联系了游戏的客服团队');
    await expect(weiPhone.getByRole('button', { name: '打印' })).toBeVisible();
    await weiPhone.screenshot({ path: testInfo.outputPath('history-zh.png'), fullPage: true });
  });
});
