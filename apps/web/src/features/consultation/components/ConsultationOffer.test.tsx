import { noWorkflowFound } from '@t1d/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, reply, stubCommands } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { AppointmentPage } from './AppointmentPage';
import { ConsultationSection } from './ConsultationSection';

afterEach(() => vi.unstubAllGlobals());

/** A family that has not started, on a deployment charging `price` (0: free) for the consultation. */
function deployment(price: number, currency = 'USD') {
  stubCommands({
    'DiabetsApprovalForm.getWorkflowStatus': () => reply(200, { ...noWorkflowFound }),
    'DiabetsApprovalForm.getURLs': () =>
      answer('DiabetsApprovalForm.getURLs', {
        book_appointment_paid_url: 'https://clinic.example/book',
        doctor_referral_url: '',
        parent_lesson_plans_url: '',
        ceo_intro_url: '',
      }),
    'DiabetsApprovalForm.getConsultationOffer': () => answer('DiabetsApprovalForm.getConsultationOffer', { price, currency }),
    'DiabetsApprovalForm.checkNotifications': () => answer('DiabetsApprovalForm.checkNotifications', { pending: [] }),
  });
}

describe('the consultation as the deployment offers it', () => {
  it('names the price of a paid consultation on the appointment page', async () => {
    deployment(150, 'CNY');
    renderWithProviders(<AppointmentPage />);
    expect(await screen.findByText('Paid consultation: CN¥150')).toBeTruthy();
    expect(screen.getByText("Choose a time and pay CN¥150 on the clinic's booking page.")).toBeTruthy();
  });

  it('says free when it is', async () => {
    deployment(0);
    renderWithProviders(<AppointmentPage />);
    expect(await screen.findByText('Free consultation')).toBeTruthy();
    expect(screen.getByText(/It is free for your family\./)).toBeTruthy();
  });

  it('names the price in the dashboard title', async () => {
    deployment(89.5);
    renderWithProviders(<ConsultationSection />);
    expect(await screen.findByText('Book paid consultation ($89.50)')).toBeTruthy();
  });
});
