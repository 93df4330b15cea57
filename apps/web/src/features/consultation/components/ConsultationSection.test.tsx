import type { WorkflowReminder } from '@t1d/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reply, stubGateway } from '../../../test/gateway';
import { dialogTitled } from '../../../test/dialogs';
import { renderWithProviders, testQueryClient } from '../../../test/render';
import { ConsultationSection } from './ConsultationSection';
import { at, stubWindowOpen, urls, workflowGateway } from '../__fixtures__/workflowGateway';

const opened = stubWindowOpen();

describe('the dashboard section', () => {
  it('shows the stage title and each step’s status in words', async () => {
    workflowGateway(at('doctor_referral_pending', { book_appointment_finished_at: 100 }));
    renderWithProviders(<ConsultationSection />);
    expect(await screen.findByText('Doctor Referral in Progress')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Care plan steps' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^(Completed|In Progress|Not started|Pending)$/).textContent)).toEqual([
      'Completed',
      'In Progress',
      'Pending',
    ]);
    expect(within(items[1]!).getByRole('link', { name: 'View referral' }).getAttribute('href')).toBe('/doctor-referral');
  });

  it('shows the care plan’s reminders for steps waiting on the parent', async () => {
    const reminder: WorkflowReminder = {
      step: 'start_doctor_referral',
      stage: 'ready_for_doctor_referral',
      since: 100,
      title: 'Request the doctor referral',
      body: 'Your appointment is finished. Request the doctor referral to continue your care plan.',
    };
    workflowGateway(at('ready_for_doctor_referral', { book_appointment_finished_at: 100 }), { reminders: [reminder] });
    renderWithProviders(<ConsultationSection />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Request the doctor referral')).toBeTruthy();
    expect(within(alert).getByText(reminder.body)).toBeTruthy();
  });

  it('reads a family without a workflow as not started, with booking as its action', async () => {
    workflowGateway(null);
    renderWithProviders(<ConsultationSection />);
    expect(await screen.findByText('Book free consultation')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book Appointment' })).toBeTruthy();
    // Nothing is under way for a new family: its first step has not started.
    const first = within(screen.getByRole('list', { name: 'Care plan steps' })).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Not started')).toBeTruthy();
    expect(within(first).queryByText('In Progress')).toBeNull();
  });

  it('books from home like the appointment page, and without a booking page asks the clinic to get in touch', async () => {
    const sent = workflowGateway(null, { urls: { ...urls, book_appointment_paid_url: '' } });
    renderWithProviders(<ConsultationSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask the Clinic to Contact Me' }));
    const dialog = await dialogTitled('How can the clinic reach you?');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Phone number/ }), { target: { value: '555 0100 77' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask the clinic to contact me' }));
    expect(await screen.findByText('Appointment Requested')).toBeTruthy();
    expect(screen.queryByText('Appointment Scheduled')).toBeNull();
    expect(sent.map((body) => body.cmd)).toContain('DiabetsApprovalForm.requestContact');
    expect(opened()).not.toHaveBeenCalled();
  });

  it('keeps asking the clinic to call when the addresses fail to refresh (offline, or the server down)', async () => {
    workflowGateway(null, { urls: { ...urls, book_appointment_paid_url: '' } });
    const client = testQueryClient();
    renderWithProviders(<ConsultationSection />, { client });
    expect(await screen.findByRole('button', { name: 'Ask the Clinic to Contact Me' })).toBeTruthy();
    // The addresses' refetch fails: the query reports an error but keeps what it knew.
    stubGateway(() => reply(503, { msg: 'Service unavailable' }));
    await act(() => client.refetchQueries({ queryKey: ['DiabetsApprovalForm.getURLs'] }));
    await waitFor(() => expect(client.getQueryState(['DiabetsApprovalForm.getURLs', {}])?.status).toBe('error'));
    expect(screen.getByRole('button', { name: 'Ask the Clinic to Contact Me' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Book Appointment/ })).toBeNull();
  });

  it('says it when the status cannot be fetched, with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubGateway(() => reply(500, { code: 500, msg: 'Internal error' }));
    renderWithProviders(<ConsultationSection />);
    expect(await screen.findByText('Failed to fetch workflow status')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
