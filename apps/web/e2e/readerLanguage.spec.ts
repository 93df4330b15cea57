import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { serverTool } from './serverTools';
import { clinic, gatewayData, newEmail, readInChinese, signUp, storedToken } from './support';

/*
 * Content in the reader's language: a parent who reads the app in Chinese sees the names of the tasks
 * and goals in the coin history, the skills the game reports (sent with `skill_zh` through the real game
 * API) and a token grant's reason (granted by the clinic desk with `reason_zh`) in Chinese, with no
 * English left in them, and the notification of the coins the child earned in the game quotes the task in
 * Chinese. The same family read in English sees the English.
 */
const skill = { en: 'Carb-counting at a party', zh: '在派对上计算碳水' };
const grant = { en: 'Joined the spring programme', zh: '加入春季项目' };
const task = { en: 'Read: carb counting basics', zh: '阅读：碳水化合物计算入门' };
const goal = { en: 'A family walk after dinner', zh: '晚饭后全家散步' };
/** A task the child finishes in the game: its coins notification goes to the parent. */
const gameTask = { en: "Ask your child about today's game", zh: '问问孩子今天玩了什么' };

/** `npm run operator -- <args>` on the e2e server's database; answers what it printed. */
const operator = (...args: string[]) => serverTool('operatorMain.js', ...args);

/** Text the reader sees in `region` holds no Latin letter: no English word is left. */
async function expectNoEnglish(region: Locator) {
  await expect(region).not.toHaveText(/[A-Za-z]/);
}

test("a parent reading Chinese sees the coin history, the notifications, the game's skills and token grants in Chinese", async ({
  page,
  request,
}, testInfo) => {
  // One long journey through six screens and the game's and the clinic's doors: three times the suite's limit.
  test.slow();
  await signUp(page, newEmail('reader'));
  const token = await storedToken(page);

  const childId = await test.step('a child (named in Chinese) and a task and a goal done, in the app', async () => {
    const child = await gatewayData(request, 'ParentInviteHandler.create_child', { child_name: '小美' }, token);
    const profile = await gatewayData(request, 'ParentAuthHandler.getUserProfile', {}, token);
    const tasks = await gatewayData(request, 'GmsInfluenceApi.getParentTasks', { parent_code: profile.p_code }, token);
    const read = tasks.list.find((x: { name: string }) => x.name === task.en);
    await gatewayData(request, 'GmsInfluenceApi.completeTask', { task_instance_id: read.id, parent_code: profile.p_code }, token);
    const goals = await gatewayData(request, 'FamilyGoalsApi.list', {}, token);
    const walk = goals.list.find((x: { name: string }) => x.name === goal.en);
    await gatewayData(request, 'FamilyGoalsApi.complete', { goal_id: walk.id }, token);
    return child.user_id as number;
  });

  await test.step('the game reports a skill with its Chinese name, and a task the child finished, through the game API', async () => {
    const name = `reader-${testInfo.project.name}-${Date.now()}`;
    const key = /^(\S{32,})$/m.exec(operator('game-key', 'create', name))?.[1] ?? '';
    expect(key).not.toBe('');
    const profile = await gatewayData(request, 'ParentAuthHandler.getUserProfile', {}, token);
    const tasks = await gatewayData(request, 'GmsInfluenceApi.getParentTasks', { parent_code: profile.p_code }, token);
    const chat = tasks.list.find((x: { name: string }) => x.name === gameTask.en);
    const at = Math.floor(Date.now() / 1000);
    try {
      const events = [
        { event_id: `${name}-skill`, child_id: childId, type: 'skill_learned', skill: skill.en, skill_zh: skill.zh, occurred_at: at },
        { event_id: `${name}-task`, child_id: childId, type: 'task_completed', task_instance_id: chat.id, occurred_at: at },
      ];
      const answer = await request.post('/api/game/v1/activity', { data: { events }, headers: { Authorization: `Bearer ${key}` } });
      expect(await answer.json()).toEqual({ accepted: 2, duplicates: 0, errors: [] });
    } finally {
      operator('game-key', 'revoke', name);
    }
  });

  await test.step('the clinic desk grants tokens with the reason in both languages', async () => {
    const family = await gatewayData(request, 'ParentFamilyHandler.get_family_info', {}, token);
    const desk = await gatewayData(request, 'ParentAuthHandler.signin', clinic, null);
    const input = { family_code: family.p_code, amount: 30, reason: grant.en, reason_zh: grant.zh };
    await gatewayData(request, 'OperatorEconomyHandler.grantTokens', input, desk.token);
  });

  await test.step('read in English, the dashboard names the skill in English', async () => {
    await page.goto('/home');
    await expect(page.getByRole('region', { name: 'Habits & skills' }).getByText(skill.en)).toBeVisible();
  });

  await test.step('switched to Chinese, the dashboard names it in Chinese', async () => {
    await readInChinese(page);
    const skills = page.getByRole('region', { name: '习惯与技能' });
    await expect(skills.getByText(skill.zh)).toBeVisible();
    await expectNoEnglish(skills.getByRole('list'));
  });

  await test.step('the notifications quote the task the child finished in Chinese', async () => {
    await page.goto('/notifications');
    const coins = page.getByRole('listitem').filter({ hasText: '获得金币' });
    await expect(coins).toHaveCount(1);
    await expect(coins.getByText(`小美 完成了“${gameTask.zh}”`, { exact: false })).toBeVisible();
    await expectNoEnglish(coins);
    await page.screenshot({ path: testInfo.outputPath('notifications-zh.png'), fullPage: true });
  });

  await test.step('the coin history names the tasks and the goal in Chinese', async () => {
    await page.goto('/coins-earned-logs');
    const history = page.getByRole('list', { name: '金币记录' });
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(history.getByText(task.zh)).toBeVisible();
    await expect(history.getByText(goal.zh)).toBeVisible();
    await expect(history.getByText(gameTask.zh)).toBeVisible();
    await expectNoEnglish(history);
    await page.screenshot({ path: testInfo.outputPath('coin-history-zh.png'), fullPage: true });
  });

  await test.step("the child's progress names the skill in Chinese", async () => {
    await page.goto('/kids-progress');
    const mei = page.getByRole('region', { name: '小美' });
    await expect(mei.getByText(skill.zh)).toBeVisible();
    await expectNoEnglish(mei);
  });

  await test.step('the token history gives the reason in Chinese', async () => {
    await page.goto('/heroic-token-ownership');
    const history = page.getByRole('region', { name: '代币来源' });
    await expect(history.getByText(grant.zh)).toBeVisible();
    await expectNoEnglish(history);
    await page.screenshot({ path: testInfo.outputPath('token-history-zh.png'), fullPage: true });
  });
});
