import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { askTheClinicToCall, newEmail, readInChinese, signUp } from './support';

/*
 * The care plan tells the truth (the e2e deployment: a free consultation, no booking page). A new
 * family's first step has not started; the wording says free where the deployment is free; without a
 * booking page the step asks how the clinic may reach the family, and never claims an appointment is scheduled.
 */

async function carePlan(page: Page, title: string) {
  await page.goto('/home');
  const section = page.getByRole('region', { name: title });
  await expect(section).toBeVisible();
  return section;
}

test('a new family sees step 1 not started, a free consultation, and no claim of a scheduled appointment', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('A free guided consultation')).toBeVisible();
  await signUp(page, newEmail('careplan'));
  const section = await carePlan(page, 'Diabetes care plan');
  await expect(section.getByText('Book free consultation')).toBeVisible();
  const steps = section.getByRole('list', { name: 'Care plan steps' }).getByRole('listitem');
  await expect(steps.first()).toContainText('Not started');
  await expect(steps.first()).not.toContainText('In Progress');

  const ask = section.getByRole('button', { name: 'Ask the Clinic to Contact Me' });
  await expect(section.getByText('No booking page is set up yet: the clinic will get in touch to arrange the appointment.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('care-plan-new.png') });
  await expect(ask).toBeVisible();
  await askTheClinicToCall(page, section, '+1 (555) 010-2233');
  await expect(section.getByText('Appointment Requested')).toBeVisible();
  await expect(page.getByText('Appointment Scheduled')).toHaveCount(0);
  await expect(steps.first()).toContainText('In Progress');

  await page.goto('/diabetes-appointment-practitioner');
  await expect(page.getByRole('heading', { name: 'Free consultation' })).toBeVisible();
  await expect(page.getByText(/The clinic will get in touch to arrange the appointment/).first()).toBeVisible();
  await expect(page.getByText('Appointment Scheduled')).toHaveCount(0);
});

test('the same truths in Chinese', async ({ page }) => {
  await signUp(page, newEmail('careplan.zh'));
  await page.goto('/home');
  await readInChinese(page);
  const section = page.getByRole('region', { name: '糖尿病护理计划' });
  await expect(section.getByText('预约免费咨询')).toBeVisible();
  const steps = section.getByRole('list', { name: '护理计划步骤' }).getByRole('listitem');
  await expect(steps.first()).toContainText('未开始');
  await expect(steps.first()).not.toContainText('进行中');
  await askTheClinicToCall(page, section, '138 0013 8000', 'zh');
  await expect(section.getByText('已申请问诊')).toBeVisible();
  await expect(page.getByText('已预约问诊')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('care-plan-zh.png') });
});

test('the care plan’s placeholder stands as tall as a new family’s steps, at phone widths, in both languages', async ({ page }) => {
  await signUp(page, newEmail('careplan-placeholder'));
  const card = page.locator('#book-consultation');
  const body = () => card.evaluate((element) => Math.round(element.children[1]!.getBoundingClientRect().height));
  // While held, the dashboard's reads wait, so the placeholder stands (laid out, beneath the loading overlay).
  let holding = false;
  const held: Route[] = [];
  await page.route('**/api/gateway/batch', (route) => (holding ? void held.push(route) : route.continue()));
  for (const [locale, steps] of [
    ['en', 'Care plan steps'],
    ['zh', '护理计划步骤'],
  ]) {
    for (const width of [360, 390, 480]) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate((chosen) => localStorage.setItem('locale', chosen!), locale);
      holding = true;
      await page.goto('/home');
      await card.locator('.mantine-Skeleton-root').first().waitFor({ state: 'attached' });
      const placeholder = await body();
      holding = false;
      for (const route of held.splice(0)) await route.continue();
      await expect(card.locator('.mantine-Skeleton-root')).toHaveCount(0);
      await expect(card.getByRole('list', { name: steps })).toBeVisible();
      const drawn = await body();
      expect(
        Math.abs(drawn - placeholder),
        `${locale} at ${width} px: steps ${drawn} px, placeholder ${placeholder} px`,
      ).toBeLessThanOrEqual(4);
    }
  }
});
