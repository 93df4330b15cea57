import { expect, test } from './fixtures';

test('the zh locale shows Chinese, and the choice is kept', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Language').first().selectOption('zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const cta = page.getByRole('button', { name: '开始吧！' });
  await expect(cta).toBeVisible();
  await page.reload();
  await expect(cta).toBeVisible();
  // Safari clears a site's own storage after seven days without a visit: the server's cookie keeps it.
  await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'parent_locale')?.value).toBe('zh');
  await page.evaluate(() => localStorage.removeItem('locale'));
  await page.reload();
  await expect(cta).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.goto('/signup');
  await page.getByRole('tab', { name: '注册' }).click();
  const form = page.getByRole('tabpanel', { name: '注册' });
  await form.getByRole('button', { name: '创建账户' }).click();
  await expect(page.getByText('请输入电子邮箱').first()).toBeVisible();
});

test('a browser set to Chinese opens in Chinese', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await context.close();
});
