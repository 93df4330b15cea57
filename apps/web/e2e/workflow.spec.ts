import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { workflowStages, type CommandName, type WorkflowStage } from '@t1d/contract';
import { clinic, newEmail, password, signIn, signInAs, signUp, storedToken } from './support';

/*
 * The paid-consultation workflow (ADR 0009). The phone and desktop projects run
 * this file at the same time against one server, so every test works on families of its own,
 * signed up here; the demo family's workflow is never touched. The clinic desk is the demo clinic
 * operator, shared by both projects: its queue holds every project's families, so a family is
 * always found by its code. Both projects save the same web addresses, so their order does not matter.
 */
const appt = '/diabetes-appointment-practitioner';
const referral = '/doctor-referral';
const backpack = '/received-backpack';
const headings: Record<string, string> = { [appt]: 'Diabetes appointment', [referral]: 'Doctor referral', [backpack]: 'Supplies backpack' };

/**
 * One gateway command; the token goes in the body and as the bearer header, as the app sends it.
 * Always through the test's own request context, never page.request: a sign-in sets the
 * persistent-login cookie, which in the page's context would sign the browser in as that user.
 */
async function call(request: APIRequestContext, cmd: CommandName, token: string | null, input: Record<string, unknown> = {}) {
  const response = await request.post('/api/gateway', {
    data: { cmd, ...(token ? { token } : {}), ...input },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status(), body: (await response.json()) as any };
}

async function clinicToken(request: APIRequestContext): Promise<string> {
  const { status, body } = await call(request, 'ParentAuthHandler.signin', null, clinic);
  expect(status).toBe(200);
  return body.data.token as string;
}

/** A new parent with a family of its own, signed up through the gateway. */
async function newFamily(request: APIRequestContext) {
  const email = newEmail('workflow');
  const { status, body } = await call(request, 'ParentAuthHandler.signup', null, { email, password });
  expect(status).toBe(200);
  const token = body.data.token as string;
  return { email, token, familyId: body.data.family_id as number };
}

/** The steps that take a family from not_started to each later stage, in the contract's order: who takes each, and its command. */
const steps: { by: 'parent' | 'clinic'; cmd: CommandName }[] = [
  { by: 'parent', cmd: 'DiabetsApprovalForm.createApplication' },
  { by: 'clinic', cmd: 'OperatorConsultationHandler.markAppointmentFinished' },
  { by: 'parent', cmd: 'DiabetsApprovalForm.startDoctorReferral' },
  { by: 'clinic', cmd: 'OperatorConsultationHandler.markReferralFinished' },
  { by: 'parent', cmd: 'DiabetsApprovalForm.confirmBackpackReceived' },
];

async function bringTo(request: APIRequestContext, family: { token: string; familyId: number }, stage: WorkflowStage, operator: string) {
  for (const step of steps.slice(0, workflowStages.indexOf(stage))) {
    const { status, body } =
      step.by === 'parent'
        ? await call(request, step.cmd, family.token)
        : await call(request, step.cmd, operator, { family_id: family.familyId });
    expect(status, step.cmd).toBe(200);
    expect(body.code, step.cmd).toBe(0);
  }
  const { body } = await call(request, 'DiabetsApprovalForm.getWorkflowStatus', family.token);
  expect(body.code === 1 ? 'not_started' : body.data.current_stage).toBe(stage);
}

/** Opens a workflow route and waits for the guard's decision: the final page's own heading. */
async function finalPath(page: Page, route: string, expected: string) {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1, name: headings[expected] })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${expected}$`));
}

// The guard is the same at any width: the phone runs it (playwright.config.ts, @anyWidth).
test.describe('the workflow route guard', { tag: '@anyWidth' }, () => {
  const matrix: Record<WorkflowStage, [string, string, string]> = {
    not_started: [appt, appt, appt],
    book_appointment_pending: [appt, appt, appt],
    ready_for_doctor_referral: [referral, referral, referral],
    doctor_referral_pending: [referral, referral, referral],
    ready_for_backpack_confirmation: [backpack, backpack, backpack],
    completed: [appt, referral, backpack],
  };

  for (const stage of workflowStages) {
    test(`at ${stage}: ${[appt, referral, backpack].map((route, index) => `${route} → ${matrix[stage][index]}`).join(', ')}`, async ({
      page,
      request,
    }) => {
      const family = await newFamily(request);
      await bringTo(request, family, stage, await clinicToken(request));
      await signIn(page, family.email);
      for (const [index, route] of [appt, referral, backpack].entries()) {
        await finalPath(page, route, matrix[stage][index]!);
      }
    });
  }
});

/** The desk page that lists the family (the queue is shared and oldest first), opened in the operator's browser. */
async function openDeskFor(desk: Page, request: APIRequestContext, operator: string, code: string) {
  const { body } = await call(request, 'OperatorConsultationHandler.list', operator, { per_page: 100 });
  const index = (body.data.list as { family_code: string }[]).findIndex((entry) => entry.family_code === code);
  expect(index, `family ${code} waits for the clinic`).toBeGreaterThanOrEqual(0);
  const pageNumber = Math.floor(index / 20) + 1;
  await desk.goto(`/admin/consultations${pageNumber > 1 ? `?page=${pageNumber}` : ''}`);
  const row = desk.getByRole('listitem').filter({ has: desk.getByText(`Family ${code}`, { exact: true }) });
  await expect(row).toBeVisible();
  return row;
}

async function clinicStep(
  desk: Page,
  request: APIRequestContext,
  operator: string,
  code: string,
  step: 'Appointment finished' | 'Referral finished',
) {
  const row = await openDeskFor(desk, request, operator, code);
  await expect(row.getByText(`Waiting for: ${step}`)).toBeVisible();
  await row.getByRole('button', { name: step }).click();
  const dialog = desk.getByRole('dialog');
  await expect(dialog).toContainText(`Family ${code}`);
  await dialog
    .getByRole('button', { name: step === 'Appointment finished' ? 'Mark appointment finished' : 'Mark referral finished' })
    .click();
  await expect(dialog).toBeHidden();
  // Done: the family no longer waits for the clinic, so it leaves the waiting queue.
  await expect(desk.getByText(`Family ${code}`, { exact: true })).toBeHidden();
}

test('a family books, is referred and receives the backpack, with the clinic desk taking its steps', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // The care plan's three steps, each taken by the parent and then the clinic desk in a browser of its own:
  // three times the suite's limit.
  test.slow();
  const operator = await clinicToken(request);
  // Paths in this app (an operator may set those, or https addresses); they open on this origin.
  const bookingPath = '/clinic-booking';
  const referralPath = '/clinic-referral';
  const bookingUrl = `${baseURL}${bookingPath}`;
  const referralUrl = `${baseURL}${referralPath}`;
  const saved = await call(request, 'OperatorConsultationHandler.saveUrls', operator, {
    book_appointment_paid_url: bookingPath,
    doctor_referral_url: referralPath,
  });
  expect(saved.status).toBe(200);

  await signUp(page, newEmail('journey'));
  const token = await storedToken(page);
  const info = await call(request, 'ParentFamilyHandler.get_family_info', token);
  const code = info.body.data.p_code as string;

  const deskContext = await browser.newContext({ baseURL });
  const desk = await deskContext.newPage();
  await signInAs(desk, clinic);

  await test.step('the parent books: the booking page opens in a new tab and the appointment is scheduled', async () => {
    await page.goto(appt);
    const book = page.getByRole('button', { name: 'Book Appointment' });
    await expect(book).toBeEnabled();
    const [popup] = await Promise.all([page.waitForEvent('popup'), book.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(bookingUrl);
    await popup.close();
    await expect(page.getByText('Appointment Scheduled').first()).toBeVisible();
  });

  await test.step('the clinic desk shows its web addresses and marks the appointment finished', async () => {
    await desk.goto('/admin/consultations');
    // The e2e deployment's consultation is free: the desk says so, as the parents' screens do.
    await expect(desk.getByLabel('Booking page (free consultation)')).toHaveValue(bookingPath);
    await expect(desk.getByLabel('Doctor referral page')).toHaveValue(referralPath);
    await clinicStep(desk, request, operator, code, 'Appointment finished');
  });

  await test.step('the parent requests the referral: its page opens, and the button says Requested', async () => {
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${referral}$`));
    const request = page.getByRole('button', { name: 'Request Referral' });
    await expect(request).toBeEnabled();
    const [popup] = await Promise.all([page.waitForEvent('popup'), request.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(referralUrl);
    await popup.close();
    await expect(page.getByRole('button', { name: 'Requested' })).toBeDisabled();
  });

  await test.step('the clinic desk marks the referral finished', async () => {
    await clinicStep(desk, request, operator, code, 'Referral finished');
  });

  await test.step('the parent confirms the backpack and lands on home with the care plan complete', async () => {
    await page.goto(referral);
    await expect(page).toHaveURL(new RegExp(`${backpack}$`));
    await page.getByRole('button', { name: 'Confirm Backpack Received' }).click();
    await expect(page).toHaveURL(/\/home$/);
    const card = page.getByRole('region', { name: 'Diabetes care plan' });
    await expect(card.getByText('Care Plan Complete')).toBeVisible();
    await expect(card.getByText('Completed', { exact: true })).toHaveCount(3);
  });

  await deskContext.close();
});

test('a parent on the clinic desk is told it needs the operator role, and stays signed in', async ({ page }) => {
  await signUp(page, newEmail('not-operator'));
  await page.goto('/admin/consultations');
  const refused = page.getByRole('alert').filter({ hasText: 'Operator role required' });
  await expect(refused).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Session Expired' })).toHaveCount(0);
  expect(await storedToken(page)).not.toBeNull();
  // The way back to the family's app.
  await refused.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
