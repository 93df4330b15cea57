import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { installPopupSeen } from './installPopupSeen';
import { OwnServer } from './ownServer';
import { askTheClinicToCall, clinic, openConsoleSection, readInChinese, signInAs } from './support';

/*
 * The operator console (ADR 0023), on an operator's tablet: the operator signs in to it (ADR 0039), the
 * clinic rewords the sign-up greeting, publishes an article and changes a reward, and a new visitor and a
 * parent see all three, in English and Chinese; the parent asks the clinic to call back, and the desk
 * shows how; each write, and the view of the details, is in the audit log. What it changes is the whole server's, so the journey
 * runs on a server of its own, in one project (the desktop's, at a tablet's width).
 */
const greeting = { en: 'Welcome to the clinic!', zh: '欢迎来到诊所！' };
const article = {
  slug: 'clinic-open-day',
  en: { title: 'Our open day for families', summary: 'Meet the diabetes team on Saturday.', heading: 'What to bring' },
  zh: { title: '家庭开放日', summary: '周六与糖尿病团队见面。', heading: '需要带什么' },
};
const communityCoins = 12;
const contactPhone = '+86 (21) 5550-7788';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-console-'));
const server = new OwnServer(Number(process.env.E2E_PORT ?? 3210) + 8, path.join(work, 'app.db'));
test.use({ baseURL: server.url, storageState: installPopupSeen(server.url) });

test.beforeAll(async () => {
  server.seedDemo('console');
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

async function textCard(page: Page, key: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(key);
  const card = page.getByRole('listitem', { name: key });
  await expect(card).toBeVisible();
  return card;
}

test('an operator rewords the greeting, publishes an article and changes a reward; families see all three', async ({
  page,
  browser,
}, testInfo) => {
  // The console's three screens, the family's call back and two families in their own browsers: three
  // times the suite's limit.
  test.slow();
  await page.setViewportSize({ width: 820, height: 1180 });
  // An operator's sign-in lands in the console (ADR 0039): signInAs waits for it.
  await signInAs(page, clinic);
  // Straight to the texts: the console opens on what is not configured yet, which firstDay.spec.ts reads.
  await page.goto('/admin/texts');
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  for (const section of ['Setup', 'Texts', 'Home configurations', 'Clinic desk'])
    await expect(nav.getByRole('link', { name: section })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Texts' })).toHaveAttribute('aria-current', 'page');

  await test.step('a placeholder the app fills cannot be dropped', async () => {
    const card = await textCard(page, 'home.editName');
    await card.getByRole('textbox', { name: 'English' }).fill('Edit your name');
    await expect(card.getByText('Keep {{name}}: the app puts a value there.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Save' })).toBeDisabled();
    await card.getByRole('button', { name: 'Discard' }).click();
  });

  await test.step('the greeting is saved in both languages', async () => {
    const card = await textCard(page, 'auth.header.hello');
    await expect(card.getByText('Shown on /signup')).toBeVisible();
    await card.getByRole('textbox', { name: 'English' }).fill(greeting.en);
    await card.getByRole('textbox', { name: 'Chinese' }).fill(greeting.zh);
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Changed', { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('console-texts-tablet.png'), fullPage: true });
  });

  await test.step("a new visitor's sign-up page says it, in English and in Chinese", async () => {
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const signup = await visitor.newPage();
    await signup.goto('/signup');
    await expect(signup.getByText(greeting.en)).toBeVisible();
    await readInChinese(signup);
    await expect(signup.getByText(greeting.zh)).toBeVisible();
    await signup.screenshot({ path: testInfo.outputPath('signup-reworded-zh.png') });
    await visitor.close();
  });

  await test.step('an article is written in both languages beside its preview, saved hidden, then published', async () => {
    await openConsoleSection(page, 'Content');
    await expect(page).toHaveURL(/\/admin\/content\/articles$/);
    await page.getByRole('link', { name: 'New article' }).click();
    await page.getByRole('textbox', { name: /Address name/ }).fill(article.slug);
    const bodies = { en: "- Your child's meter\n- A snack", zh: '- 孩子的血糖仪\n- 一份零食' };
    for (const lang of ['en', 'zh'] as const) {
      const words = page.getByRole('group', { name: lang === 'en' ? 'English' : 'Chinese' });
      await words.getByRole('textbox', { name: /Title/ }).fill(article[lang].title);
      await words.getByRole('textbox', { name: /Summary/ }).fill(article[lang].summary);
      await words.getByRole('textbox', { name: /^Text/ }).fill(`## ${article[lang].heading}\n\n${bodies[lang]}`);
    }
    await expect(page.getByRole('region', { name: 'Chinese preview' }).getByRole('heading', { name: article.zh.heading })).toBeVisible();
    await expect(page.getByRole('region', { name: 'English preview' }).getByText("Your child's meter")).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/articles\/\d+$/);
    await expect(page.getByText('Hidden', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('console-article-tablet.png'), fullPage: true });
  });

  await test.step('the settings gather the rewards, the workflow addresses with the video, the community link and the locations', async () => {
    await openConsoleSection(page, 'Settings');
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('textbox', { name: /Coins for a lesson plan/ })).toHaveValue(/^\d+$/);
    await expect(page.getByLabel('Introduction video')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Locations offered at sign-up' }).getByRole('listitem').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('console-settings-tablet.png'), fullPage: true });
  });

  await test.step('a reward changes: the coins for a community visit, with the community link to open', async () => {
    await page.getByRole('textbox', { name: /Coins for a community visit/ }).fill(String(communityCoins));
    await page.getByRole('button', { name: 'Save rewards and economy' }).click();
    await expect(page.getByText('Rewards and economy saved.')).toBeVisible();
    await page.getByRole('textbox', { name: /Community address/ }).fill('https://parents.example/group');
    await page.getByRole('button', { name: 'Save community link' }).click();
    await expect(page.getByText('Community link saved.')).toBeVisible();
  });

  await test.step('a parent asks the clinic to call back, reads the article in the library and the new reward, in en and zh', async () => {
    const family = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const parent = await family.newPage();
    await signInAs(parent, { email: 'demo.console@t1dfamily.example', password: 'demo-family-2026' });
    // This deployment has no booking page: the family asks the clinic to call back (ADR 0039).
    const care = parent.getByRole('region', { name: 'Diabetes care plan' });
    await askTheClinicToCall(parent, care, contactPhone);
    await expect(care.getByText('Appointment Requested')).toBeVisible();
    await parent.goto('/urgent-learning');
    await parent
      .getByRole('region', { name: 'All articles' })
      .getByRole('link', { name: new RegExp(article.en.title) })
      .click();
    await expect(parent).toHaveURL(new RegExp(`/article/${article.slug}$`));
    const read = parent.getByRole('article', { name: article.en.title });
    await expect(read.getByRole('heading', { name: article.en.heading })).toBeVisible();
    await parent.goto('/community');
    await expect(parent.getByText(`Opening the group earns your family ${communityCoins} coins, once a day.`)).toBeVisible();
    await readInChinese(parent);
    await expect(parent.getByText(`打开社群可为您的家庭赢得 ${communityCoins} 枚金币，每天一次。`)).toBeVisible();
    await parent.goto(`/article/${article.slug}`);
    await expect(parent.getByRole('article', { name: article.zh.title }).getByRole('heading', { name: article.zh.heading })).toBeVisible();
    await parent.screenshot({ path: testInfo.outputPath('parent-article-zh.png'), fullPage: true });
    await family.close();
  });

  await test.step('the clinic desk shows how to call the family back, to call or write at a click', async () => {
    await openConsoleSection(page, 'Clinic desk');
    await expect(page.getByText('Families in the free-consultation workflow.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Show contact details' }).click();
    await expect(page.getByRole('link', { name: contactPhone })).toHaveAttribute('href', 'tel:+862155507788');
    await expect(page.getByRole('link', { name: 'demo.console@t1dfamily.example' })).toHaveAttribute(
      'href',
      'mailto:demo.console@t1dfamily.example',
    );
    await page.screenshot({ path: testInfo.outputPath('console-desk-contact.png'), fullPage: true });
  });

  await test.step('a game key is shown once, then revoked after asking', async () => {
    await openConsoleSection(page, 'Game keys');
    await expect(page).toHaveURL(/\/admin\/game-keys$/);
    const name = `journey-${Date.now()}`;
    await page.getByRole('textbox', { name: /Key name/ }).fill(name);
    await page.getByRole('button', { name: 'Create key' }).click();
    const made = page.getByRole('status').filter({ hasText: `Key ${name} created` });
    await expect(made.getByText(/^gk_/)).toBeVisible();
    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByRole('dialog', { name: 'Revoke this key?' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByRole('listitem', { name }).getByText('Revoked', { exact: true })).toBeVisible();
  });

  await test.step('the audit log has each write, with what it changed before and after', async () => {
    await openConsoleSection(page, 'Audit log');
    await page.getByRole('textbox', { name: /Search/ }).fill('auth.header.hello');
    const changes = page.getByRole('region', { name: 'What changed in text:auth.header.hello' });
    await expect(changes.first()).toBeVisible();
    await expect(page.getByRole('row', { name: `zh 您好！ ${greeting.zh}` })).toBeVisible();
    await expect(page.getByRole('row', { name: `en Hello! ${greeting.en}` })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('console-audit.png'), fullPage: true });
    await page.getByRole('textbox', { name: /Search/ }).fill(`article:${article.slug}`);
    await expect(page.getByRole('region', { name: `What changed in article:${article.slug}` })).toHaveCount(2);
    await expect(page.getByRole('row', { name: 'published false true' })).toBeVisible();
    await page.getByRole('textbox', { name: /Search/ }).fill('consultation-contact');
    await expect(page.getByRole('row', { name: 'shown — ["phone","email"]' })).toBeVisible();
    await page.getByRole('textbox', { name: /Search/ }).fill('settings:economy');
    await expect(page.getByRole('row', { name: new RegExp(`^community_entry_coins \\d+ ${communityCoins}$`) })).toBeVisible();
    await openConsoleSection(page, 'Texts');
  });

  await test.step('the console reads in Chinese too: the greeting goes back to the app’s own, and the article opens in its editor', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await readInChinese(page);
    await expect(page.getByRole('navigation', { name: '控制台栏目' }).getByRole('link', { name: '文本' })).toBeVisible();
    // The language change reloads every read: the list is searched once it is back, in Chinese.
    await expect(page.getByRole('status').filter({ hasText: /^[\d,]+ 条文本$/ })).toBeVisible();
    await page.getByRole('textbox', { name: '搜索' }).fill('auth.header.hello');
    await expect(page.getByRole('status').filter({ hasText: /^1 条文本$/ })).toBeVisible();
    const card = page.getByRole('listitem', { name: 'auth.header.hello' });
    await expect(card).toBeVisible();
    await card.getByRole('textbox', { name: '英文' }).fill('Hello!');
    await card.getByRole('textbox', { name: '中文' }).fill('您好！');
    await page.screenshot({ path: testInfo.outputPath('console-texts-zh-desktop.png'), fullPage: true });
    await card.getByRole('button', { name: '保存' }).click();
    await expect(card.getByText('已修改', { exact: true })).toHaveCount(0);
    await page.getByRole('navigation', { name: '控制台栏目' }).getByRole('link', { name: '内容' }).click();
    await page.getByRole('link', { name: `编辑 ${article.en.title}` }).click();
    await expect(page.getByRole('region', { name: '中文预览' }).getByRole('heading', { name: article.zh.title })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('console-article-zh-desktop.png'), fullPage: true });
  });
});
