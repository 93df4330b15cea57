import type { ConsultationCase } from '@t1d/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isExpiring } from '../../../shared/api';
import { answer, refuse, reply, stubGateway } from '../../../test/gateway';
import { dialogTitled } from '../../../test/dialogs';
import { renderWithProviders } from '../../../test/render';
import { AppointmentPage } from './AppointmentPage';
import { BackpackPage } from './BackpackPage';
import { ClinicDeskPage } from './ClinicDeskPage';
import { ReferralPage } from './ReferralPage';
import { at, stubWindowOpen, urls, workflowGateway } from '../__fixtures__/workflowGateway';

const opened = stubWindowOpen();

describe('the appointment page', () => {
  it('opens the booking page in a new tab and records the start of booking, then shows it scheduled', async () => {
    const sent = workflowGateway(null);
    renderWithProviders(<AppointmentPage />, { path: '/diabetes-appointment-practitioner' });
    const book = await screen.findByRole('button', { name: 'Book Appointment' });
    await waitFor(() => expect(book.getAttribute('data-loading')).toBeNull());
    fireEvent.click(book);
    expect(opened()).toHaveBeenCalledWith('https://clinic.example/book', '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(screen.getAllByText('Appointment Scheduled').length).toBeGreaterThan(0));
    expect(sent.map((body) => body.cmd)).toContain('DiabetsApprovalForm.createApplication');
  });

  it('opens the booking page even when recording fails, and says recording failed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    workflowGateway(null, { steps: { 'DiabetsApprovalForm.createApplication': () => reply(500, { code: 500, msg: 'Internal error' }) } });
    renderWithProviders(<AppointmentPage />);
    const book = await screen.findByRole('button', { name: 'Book Appointment' });
    await waitFor(() => expect(book.getAttribute('data-loading')).toBeNull());
    fireEvent.click(book);
    expect(opened()).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not record your booking.');
    expect(error).toHaveBeenCalled();
  });

  it('without a booking address, asks the clinic to get in touch and never claims a scheduled appointment', async () => {
    const sent = workflowGateway(null, { urls: { ...urls, book_appointment_paid_url: '' } });
    renderWithProviders(<AppointmentPage />);
    const ask = await screen.findByRole('button', { name: 'Ask the Clinic to Contact Me' });
    expect(screen.getByText('No booking page is set up yet: the clinic will get in touch to arrange the appointment.')).toBeTruthy();
    fireEvent.click(ask);
    const dialog = await dialogTitled('How can the clinic reach you?');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'E-mail address' }), { target: { value: 'sam@example.org' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask the clinic to contact me' }));
    expect(opened()).not.toHaveBeenCalled();
    // The request is recorded, so the clinic desk sees the family waiting, and how to reach it.
    await waitFor(() => expect(screen.getAllByText('Appointment Requested').length).toBeGreaterThan(0));
    expect(screen.getByText(/The clinic will get in touch to arrange the appointment/)).toBeTruthy();
    expect(await screen.findByText('sam@example.org')).toBeTruthy();
    expect(screen.queryByText('Appointment Scheduled')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open the booking page again' })).toBeNull();
    expect(sent.map((body) => body.cmd)).toContain('DiabetsApprovalForm.requestContact');
  });
});

describe('the referral page', () => {
  it('requests the referral, opens its page, then shows Requested, disabled', async () => {
    workflowGateway(at('ready_for_doctor_referral', { book_appointment_finished_at: 100 }));
    renderWithProviders(<ReferralPage />);
    const request = await screen.findByRole('button', { name: 'Request Referral' });
    await waitFor(() => expect(request.getAttribute('data-loading')).toBeNull());
    fireEvent.click(request);
    expect(opened()).toHaveBeenCalledWith('https://clinic.example/referral', '_blank', 'noopener,noreferrer');
    const requested = await screen.findByRole('button', { name: 'Requested' });
    expect((requested as HTMLButtonElement).disabled).toBe(true);
  });

  it('says a refused step in its own words and logs the server’s', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = 'The doctor referral can start once the appointment is finished.';
    workflowGateway(at('ready_for_doctor_referral'), {
      steps: {
        'DiabetsApprovalForm.startDoctorReferral': () => refuse('workflow_out_of_order', { msg: message }),
      },
    });
    renderWithProviders(<ReferralPage />);
    const request = await screen.findByRole('button', { name: 'Request Referral' });
    await waitFor(() => expect(request.getAttribute('data-loading')).toBeNull());
    fireEvent.click(request);
    expect((await screen.findByRole('alert')).textContent).toContain('This step is not open yet');
    expect(error).toHaveBeenCalledWith(expect.any(String), message);
  });
});

describe('the backpack page', () => {
  it('confirms the backpack, then reloads the dashboard', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    workflowGateway(at('ready_for_backpack_confirmation', { book_appointment_finished_at: 100 }));
    renderWithProviders(<BackpackPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm Backpack Received' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/home'));
  });

  it('shows a completed family every step done', async () => {
    workflowGateway(at('completed', { book_appointment_finished_at: 100, backpack_received_at: 300 }));
    renderWithProviders(<BackpackPage />);
    const steps = await screen.findByRole('list', { name: 'Care plan steps' });
    expect(within(steps).getAllByText('Completed')).toHaveLength(3);
    expect(screen.getAllByText('Care Plan Complete').length).toBeGreaterThan(0);
  });
});

describe('the clinic desk', () => {
  it('tells a parent it needs the operator role, without the session-expired flow', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubGateway(() => refuse('operator_required'));
    renderWithProviders(<ClinicDeskPage />, { path: '/admin/consultations' });
    expect(await screen.findByText('Operator role required')).toBeTruthy();
    expect(isExpiring()).toBe(false);
    expect(screen.queryByRole('button', { name: 'Save addresses' })).toBeNull();
  });

  it('marks a waiting family’s appointment finished after asking', async () => {
    const sent = stubGateway((body) => {
      if (body.cmd === 'OperatorConsultationHandler.list')
        return answer(body.cmd, {
          list: [
            {
              family_id: 7,
              family_code: 'P123',
              parents: ['Ana', 'Ben'],
              stage: 'book_appointment_pending',
              since: 1_800_000_000,
              waiting_for: 'appointment_finished',
              contact_requested: false,
            },
          ],
          total: 1,
          page: 1,
          per_page: 20,
        });
      if (body.cmd === 'OperatorConsultationHandler.getUrls') return answer(body.cmd, { ...urls, parent_lesson_plans_url: '' });
      if (body.cmd === 'DiabetsApprovalForm.getConsultationOffer') return answer(body.cmd, { price: 150, currency: 'USD' });
      if (body.cmd === 'OperatorConsultationHandler.listStaleRedFlags')
        return answer(body.cmd, { list: [], total: 0, page: 1, per_page: 20 });
      return answer(body.cmd, at('ready_for_doctor_referral', { book_appointment_finished_at: 1 }));
    });
    renderWithProviders(<ClinicDeskPage />, { path: '/admin/consultations' });
    const row = (await screen.findByText('Family P123')).closest('li')!;
    expect(within(row).getByText('Ana, Ben')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Appointment finished' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the appointment finished?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark appointment finished' }));
    await waitFor(() =>
      expect(sent.some((body) => body.cmd === 'OperatorConsultationHandler.markAppointmentFinished' && body.family_id === 7)).toBe(true),
    );
    expect(await screen.findByText('1 address is not configured.')).toBeTruthy();
    // A paid deployment: the desk words it as the parents' screens do, with the price.
    expect(screen.getByText(/Families in the paid-consultation workflow \(\$150(\.00)?\)/)).toBeTruthy();
    expect(screen.getByLabelText(/^Booking page \(paid consultation: \$150(\.00)?\)/)).toBeTruthy();
  });

  it('shows a family’s contact details only when asked, as links to call and write, each view asked of the server', async () => {
    const family: ConsultationCase = {
      family_id: 9,
      family_code: 'P789',
      parents: ['Lin Wang'],
      stage: 'book_appointment_pending',
      since: 1_800_000_000,
      waiting_for: 'appointment_finished',
      contact_requested: true,
    };
    const sent = stubGateway((body) => {
      if (body.cmd === 'OperatorConsultationHandler.list') return answer(body.cmd, { list: [family], total: 1, page: 1, per_page: 20 });
      if (body.cmd === 'OperatorConsultationHandler.viewContactRequest')
        return answer(body.cmd, {
          family_id: 9,
          family_code: 'P789',
          phone: '+86 (21) 6543-2100',
          email: 'lin.wang@example.org',
          preferred_time: 'evening',
          requested_at: 1_800_000_000,
          updated_at: 1_800_000_000,
          consent_at: 1_800_000_000,
          consent_text: 'I agree.',
        });
      if (body.cmd === 'OperatorConsultationHandler.getUrls') return answer(body.cmd, urls);
      if (body.cmd === 'DiabetsApprovalForm.getConsultationOffer') return answer(body.cmd, { price: 0, currency: 'USD' });
      return answer('OperatorConsultationHandler.listStaleRedFlags', { list: [], total: 0, page: 1, per_page: 20 });
    });
    renderWithProviders(<ClinicDeskPage />, { path: '/admin/consultations' });
    expect(await screen.findByText(/Families in the free-consultation workflow/)).toBeTruthy();
    expect(await screen.findByLabelText('Booking page (free consultation)')).toBeTruthy();
    const row = (await screen.findByText('Family P789')).closest('li')!;
    expect(within(row).queryByText('+86 (21) 6543-2100')).toBeNull();
    expect(sent.some((body) => body.cmd === 'OperatorConsultationHandler.viewContactRequest')).toBe(false);
    fireEvent.click(within(row).getByRole('button', { name: 'Show contact details' }));
    const details = await within(row).findByRole('group', { name: 'How to reach family P789' });
    expect(within(details).getByRole('link', { name: '+86 (21) 6543-2100' }).getAttribute('href')).toBe('tel:+862165432100');
    expect(within(details).getByRole('link', { name: 'lin.wang@example.org' }).getAttribute('href')).toBe('mailto:lin.wang@example.org');
    expect(within(details).getByText('Evening')).toBeTruthy();
    expect(within(details).getByText('Agreed to be contacted:')).toBeTruthy();
    expect(sent.filter((body) => body.cmd === 'OperatorConsultationHandler.viewContactRequest')).toEqual([
      { cmd: 'OperatorConsultationHandler.viewContactRequest', family_id: 9 },
    ]);
  });

  it('lists the families with red flags open for more than three days, with the code to say on the phone', async () => {
    stubGateway((body) => {
      if (body.cmd === 'OperatorConsultationHandler.listStaleRedFlags')
        return answer(body.cmd, {
          list: [
            {
              family_id: 8,
              family_code: 'P456',
              parents: ['Chen Li'],
              children: ['Yu', 'Lan'],
              open_flags: 2,
              oldest_since: 1_800_000_000,
            },
          ],
          total: 1,
          page: 1,
          per_page: 20,
        });
      if (body.cmd === 'OperatorConsultationHandler.getUrls') return answer(body.cmd, urls);
      if (body.cmd === 'DiabetsApprovalForm.getConsultationOffer') return answer(body.cmd, { price: 0, currency: 'USD' });
      return answer('OperatorConsultationHandler.list', { list: [], total: 0, page: 1, per_page: 20 });
    });
    renderWithProviders(<ClinicDeskPage />, { path: '/admin/consultations' });
    const panel = await screen.findByRole('region', { name: 'Red flags open for more than 3 days' });
    const family = (await within(panel).findByText('Family P456')).closest('li')!;
    expect(within(family).getByText('2 open red flags about Yu, Lan')).toBeTruthy();
    expect(within(family).getByText('Chen Li')).toBeTruthy();
  });
});
