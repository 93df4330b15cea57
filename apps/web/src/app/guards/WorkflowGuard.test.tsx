import { noWorkflowFound, type WorkflowStage } from '@t1d/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from '../../shared/router';
import { notStartedStatus } from '../../features/consultation/workflow';
import { answer, reply, stubGateway } from '../../test/gateway';
import { renderWithProviders } from '../../test/render';
import { WorkflowGuard } from './WorkflowGuard';

function Where() {
  return <p>{`at ${useLocation().pathname}`}</p>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<WorkflowGuard />}>
        {['/diabetes-appointment-practitioner', '/doctor-referral', '/received-backpack'].map((route) => (
          <Route key={route} path={route} element={<Where />} />
        ))}
      </Route>
    </Routes>,
    { path },
  );
}

const statusCmd = 'DiabetsApprovalForm.getWorkflowStatus';
const withStage = (stage: WorkflowStage) => stubGateway(() => answer(statusCmd, { ...notStartedStatus, current_stage: stage }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the workflow route guard', () => {
  it('shows a loader while the status is on its way', () => {
    stubGateway(() => new Promise(() => {}));
    renderAt('/doctor-referral');
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('reads "No workflow found" as not started: the referral page leads to the appointment page', async () => {
    stubGateway(() => reply(200, { ...noWorkflowFound }));
    renderAt('/doctor-referral');
    expect(await screen.findByText('at /diabetes-appointment-practitioner')).toBeTruthy();
  });

  it('lets a family that has not started stay on the appointment page', async () => {
    stubGateway(() => reply(200, { ...noWorkflowFound }));
    renderAt('/diabetes-appointment-practitioner');
    expect(await screen.findByText('at /diabetes-appointment-practitioner')).toBeTruthy();
  });

  it('sends the family to the page of its current step', async () => {
    withStage('ready_for_backpack_confirmation');
    renderAt('/diabetes-appointment-practitioner');
    expect(await screen.findByText('at /received-backpack')).toBeTruthy();
  });

  it('lets a completed family revisit any step', async () => {
    withStage('completed');
    renderAt('/doctor-referral');
    expect(await screen.findByText('at /doctor-referral')).toBeTruthy();
  });

  it('says "Failed to fetch workflow status" and tries again on request', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    stubGateway(() =>
      fail
        ? reply(500, { code: 500, msg: 'Internal error' })
        : answer(statusCmd, { ...notStartedStatus, current_stage: 'doctor_referral_pending' }),
    );
    renderAt('/received-backpack');
    expect(await screen.findByText('Failed to fetch workflow status')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Failed to fetch workflow status:', expect.anything());
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('at /doctor-referral')).toBeTruthy();
  });
});
