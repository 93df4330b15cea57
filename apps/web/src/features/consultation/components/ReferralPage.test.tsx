import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { renderWithProviders } from '../../../test/render';
import { at, stubWindowOpen, urls, workflowGateway } from '../__fixtures__/workflowGateway';
import { ReferralPage } from './ReferralPage';

const opened = stubWindowOpen();

/** A family whose appointment is finished, on a deployment without a referral page. */
function withoutReferralPage() {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return workflowGateway(at('ready_for_doctor_referral', { book_appointment_finished_at: 100 }), {
    urls: { ...urls, doctor_referral_url: '' },
  });
}

describe('the referral without a referral page', () => {
  it('promises no page: the clinic prepares the referral, and the request is recorded', async () => {
    const sent = withoutReferralPage();
    renderWithProviders(<ReferralPage />);
    const request = await screen.findByRole('button', { name: 'Request Referral' });
    await waitFor(() => expect(request.getAttribute('data-loading')).toBeNull());
    expect(
      screen.getByText(
        "With the appointment finished, request the doctor's referral. The clinic prepares it and lets you know when the referral is finished.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('Records your request: the clinic prepares the referral and lets you know when it is finished.')).toBeTruthy();
    expect(screen.queryByText(/new tab/)).toBeNull();

    fireEvent.click(request);
    expect(opened()).not.toHaveBeenCalled();
    const requested = await screen.findByRole('button', { name: 'Requested' });
    expect((requested as HTMLButtonElement).disabled).toBe(true);
    expect(sent.map((body) => body.cmd)).toContain('DiabetsApprovalForm.startDoctorReferral');
    expect(screen.queryByText(/not available/)).toBeNull();
  });

  it('says so in Chinese', async () => {
    await i18n.changeLanguage('zh');
    withoutReferralPage();
    renderWithProviders(<ReferralPage />);
    const request = await screen.findByRole('button', { name: '申请转诊' });
    await waitFor(() => expect(request.getAttribute('data-loading')).toBeNull());
    expect(screen.getByText('问诊已完成，请申请医生转诊。诊所会为您办理，转诊完成后会通知您。')).toBeTruthy();
    expect(screen.getByText('记录您的申请：诊所会为您办理转诊，完成后会通知您。')).toBeTruthy();
    fireEvent.click(request);
    expect(await screen.findByRole('button', { name: '已申请' })).toBeTruthy();
    expect(screen.queryByText('转诊页面暂不可用')).toBeNull();
  });
});
