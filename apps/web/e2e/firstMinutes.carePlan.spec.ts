import type { Page } from '@playwright/test';
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
