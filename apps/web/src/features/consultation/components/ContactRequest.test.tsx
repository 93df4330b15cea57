import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { reloadSession, TOKEN_KEY, USER_KEY } from '../../../shared/session/storage';
import { dialogTitled } from '../../../test/dialogs';
import { renderWithProviders } from '../../../test/render';
import { at, stubWindowOpen, urls, workflowGateway } from '../__fixtures__/workflowGateway';
import { AppointmentPage } from './AppointmentPage';
import { ConsultationSection } from './ConsultationSection';

const opened = stubWindowOpen();
const noBookingPage = { urls: { ...urls, book_appointment_paid_url: '' } };

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, 'token');
  localStorage.setItem(USER_KEY, JSON.stringify({ user_id: 1, email: 'ana.li@example.org' }));
  reloadSession();
});

/** 'Ask the Clinic to Contact Me' on the dashboard, and the dialog it opens. */
async function askTheClinic(title = 'How can the clinic reach you?', button = 'Ask the Clinic to Contact Me') {
  renderWithProviders(<ConsultationSection />);
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return dialogTitled(title);
}

const field = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByRole('textbox', { name }) as HTMLInputElement;
const requests = (sent: { cmd: string }[]) => sent.filter((body) => body.cmd === 'DiabetsApprovalForm.requestContact');

describe('asking the clinic to get in touch, without a booking page', () => {
  it('first asks how to reach the family, with the account e-mail filled in, and sends it with the consent', async () => {
    const sent = workflowGateway(null, noBookingPage);
    const dialog = await askTheClinic();
    expect(field(dialog, 'E-mail address').value).toBe('ana.li@example.org');
    fireEvent.change(field(dialog, /Phone number/), { target: { value: '+86 138 0013 8000' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Evening' }));
    fireEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'I agree that the clinic may contact me about this consultation at the phone number or e-mail address above.',
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask the clinic to contact me' }));
    expect(await screen.findByText('Appointment Requested')).toBeTruthy();
    expect(requests(sent)).toEqual([
      {
        cmd: 'DiabetsApprovalForm.requestContact',
        token: 'token',
        phone: '+86 138 0013 8000',
        email: 'ana.li@example.org',
        preferred_time: 'evening',
        consent: true,
        language: 'en',
      },
    ]);
    expect(sent.map((body) => body.cmd)).not.toContain('DiabetsApprovalForm.createApplication');
    expect(opened()).not.toHaveBeenCalled();
  });

  it('sends nothing without a phone or an e-mail, with a phone that is not one, or without the consent, and says why on the field', async () => {
    const sent = workflowGateway(null, noBookingPage);
    const dialog = await askTheClinic();
    const send = within(dialog).getByRole('button', { name: 'Ask the clinic to contact me' });
    fireEvent.change(field(dialog, 'E-mail address'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(send);
    expect(await within(dialog).findByText('Give a phone number or an e-mail address, so the clinic can reach you')).toBeTruthy();
    fireEvent.change(field(dialog, /Phone number/), { target: { value: '12-34' } });
    expect(await within(dialog).findByText('Enter a phone number of 6 to 20 digits (spaces, +, - and brackets are fine)')).toBeTruthy();
    fireEvent.change(field(dialog, /Phone number/), { target: { value: '020 7946 0958' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(send);
    expect(await within(dialog).findByText('Tick the box to agree that the clinic contacts you')).toBeTruthy();
    expect(requests(sent)).toEqual([]);
  });

  it('says what is missing in Chinese to a Chinese reader, and records the consent as read in Chinese', async () => {
    await i18n.changeLanguage('zh');
    const sent = workflowGateway(null, noBookingPage);
    const dialog = await askTheClinic('诊所如何联系您？', '请诊所联系我');
    const send = within(dialog).getByRole('button', { name: '请诊所联系我' });
    fireEvent.change(field(dialog, '电子邮箱'), { target: { value: '' } });
    fireEvent.click(send);
    expect(await within(dialog).findByText('请填写电话号码或电子邮箱，以便诊所联系您')).toBeTruthy();
    expect(within(dialog).getByText('请勾选方框，同意诊所与您联系')).toBeTruthy();
    fireEvent.change(field(dialog, /电话号码/), { target: { value: '138 0013 8000' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(send);
    await waitFor(() =>
      expect(requests(sent)).toEqual([expect.objectContaining({ phone: '138 0013 8000', language: 'zh', consent: true })]),
    );
  });
});

describe('the appointment page, while the clinic is to call back', () => {
  it('shows the details the clinic has, and changes them', async () => {
    const contact = {
      phone: '+86 138 0013 8000',
      email: null,
      preferred_time: 'morning',
      requested_at: 50,
      updated_at: 50,
      consent_at: 50,
    } as const;
    const sent = workflowGateway(at('book_appointment_pending'), { ...noBookingPage, contact });
    renderWithProviders(<AppointmentPage />, { path: '/diabetes-appointment-practitioner' });
    expect(await screen.findByText('+86 138 0013 8000')).toBeTruthy();
    expect(screen.getByText('Morning')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change contact details' }));
    const dialog = await dialogTitled('How can the clinic reach you?');
    expect(field(dialog, /Phone number/).value).toBe('+86 138 0013 8000');
    // The saved details stand as given: no e-mail was, so none is filled in.
    expect(field(dialog, 'E-mail address').value).toBe('');
    fireEvent.change(field(dialog, /Phone number/), { target: { value: '+86 139 0000 1111' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByText('+86 139 0000 1111')).toBeTruthy();
    expect(requests(sent)).toEqual([expect.objectContaining({ phone: '+86 139 0000 1111', preferred_time: 'morning' })]);
  });
});
