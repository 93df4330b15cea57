import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newEmail, readInChinese, signUp } from './support';

/*
 * A new parent reads the content library in Chinese: the urgent articles (and a link inside one), a
 * trusted product that pays for being explored, and a lesson plan done together. Each project signs up
 * a family of its own, so every reward is paid fresh. (The juicebox series needs episodes with a video,
 * which this deployment has none of: firstDay.spec.ts adds one and watches it.)
 */
const zh = {
  hypo: '低血糖：识别信号和“15-15法则”',
  hypoEn: 'Low blood glucose: the signs and the rule of 15',
  severe: '严重低血糖：怎么处理，怎么用胰高血糖素',
  glucagon: '胰高血糖素（严重低血糖急救药）',
  lessonPlan: '身体小侦探：认出低血糖',
};

/** The coin overlay celebrates `coins`, then closes by itself after the reward's 3 s. */
async function expectRewardOverlay(page: Page, coins: number) {
  const overlay = page.getByRole('status').filter({ hasText: `您获得了 ${coins} 枚金币！` });
  await expect(overlay).toBeVisible();
  await expect(overlay).toBeHidden({ timeout: 6_000 });
}

test('a new parent reads the library in Chinese and is rewarded for exploring it', async ({ page }) => {
  // The library's pages in two languages: three times the suite's limit.
  test.slow();
  await signUp(page, newEmail('library'));

  await test.step('the urgent set comes first, and follows the language switch', async () => {
    await page.goto('/urgent-learning');
    const urgentSet = page.getByRole('region', { name: "When it's urgent" });
    await expect(urgentSet.getByRole('link', { name: zh.hypoEn })).toBeVisible();
    await readInChinese(page);
    await expect(page.getByRole('heading', { level: 1, name: '紧急知识' })).toBeVisible();
    await expect(page.getByText('紧急情况请立即拨打急救电话', { exact: true })).toBeVisible();
    // The banner dials the deployment's number (EMERGENCY_NUMBER, 112 unless the server is told otherwise).
    await expect(page.getByRole('link', { name: '拨打 112' })).toHaveAttribute('href', 'tel:112');
    const chineseSet = page.getByRole('region', { name: '紧急时刻' });
    await expect(chineseSet.getByRole('link', { name: zh.hypo })).toBeVisible();
    await expect(page.getByText(zh.hypoEn)).toHaveCount(0);
    // Only urgent articles in the emergency set; the screening article lives under all articles.
    await expect(chineseSet.getByRole('link')).toHaveCount(5);
    await expect(page.getByRole('region', { name: '全部文章' }).getByRole('link')).toHaveCount(8);
  });

  await test.step('an urgent article in Chinese, with its sources, and a link inside it stays in the app', async () => {
    await page.getByRole('region', { name: '紧急时刻' }).getByRole('link', { name: zh.hypo }).click();
    await expect(page).toHaveURL(/\/article\/hypoglycaemia$/);
    await expect(page.getByRole('heading', { level: 1, name: zh.hypo })).toBeVisible();
    const article = page.getByRole('article', { name: zh.hypo });
    await expect(article.getByText('紧急', { exact: true })).toBeVisible();
    await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: '参考依据' }).getByRole('listitem').first()).toContainText('ISPAD');
    await expect(page.getByText('本文为一般性信息，不能代替孩子的医护团队：请按照护理计划执行，有疑问时请咨询他们。')).toBeVisible();

    // A full page load would drop this marker; an in-app navigation keeps it.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await article.locator('a[href="/article/severe-hypo-glucagon"]').first().click();
    await expect(page).toHaveURL(/\/article\/severe-hypo-glucagon$/);
    await expect(page.getByRole('heading', { level: 1, name: zh.severe })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expect(page.getByRole('link', { name: '返回紧急知识' })).toHaveAttribute('href', '/urgent-learning');
  });

  await test.step('a trusted product pays for being explored, and the list then marks it explored', async () => {
    await page.goto('/trusted-products');
    await expect(page.getByText('介绍客观中立，不涉及品牌', { exact: false })).toBeVisible();
    const hypoCategory = page.getByRole('region', { name: '低血糖处理' });
    const card = hypoCategory.getByRole('listitem').filter({ hasText: zh.glucagon });
    await expect(card).toBeVisible();
    await expect(card.getByText('已了解')).toHaveCount(0);
    await card.getByRole('link', { name: zh.glucagon }).click();
    await expect(page).toHaveURL(/\/product-learning\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: zh.glucagon })).toBeVisible();
    await expectRewardOverlay(page, 5);

    await page.goBack();
    await expect(page).toHaveURL(/\/trusted-products$/);
    await expect(card.getByText('已了解')).toBeVisible();
    // A second visit asks again and is paid nothing more: no overlay this time.
    const asked = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/gateway') &&
        response.request().postDataJSON()?.cmd === 'ParentCoinsHandler.award_product_explore_coin',
    );
    await card.getByRole('link', { name: zh.glucagon }).click();
    await expect(page.getByRole('heading', { level: 1, name: zh.glucagon })).toBeVisible();
    await expect(page.getByText('您的家庭已经了解过这个产品。')).toBeVisible();
    expect((await (await asked).json()).data).toEqual({ product_explore_reward_coins: 0 });
    await expect(page.getByRole('status').filter({ hasText: '枚金币' })).toHaveCount(0);
  });

  await test.step('a lesson plan done together pays its coins once, then shows done', async () => {
    await page.goto('/urgent-learning#lesson-plans');
    const lessons = page.getByRole('region', { name: '课程计划' });
    const control = lessons.getByRole('button', { name: new RegExp(zh.lessonPlan) });
    await expect(control).toBeInViewport();
    await control.click();
    // The panel opens with a height transition, and the plan (fetched on opening) arrives during it: the
    // panel then grows again, clipping what lies below until it settles. A click must wait for that.
    await expect(lessons.getByRole('region', { name: new RegExp(zh.lessonPlan) })).toHaveCSS('overflow', 'visible');
    const done = lessons.getByRole('button', { name: '我们一起完成了' });
    await expect(lessons.getByText('一起完成后，您的家庭可获得 10 枚金币，每份课程计划一次。')).toBeVisible();
    await done.click();
    await expectRewardOverlay(page, 10);
    await expect(done).toHaveCount(0);
    await expect(lessons.getByText('你们已经一起完成了这份课程计划。')).toBeVisible();
    await expect(control.getByText('已完成')).toBeVisible();
  });
});
