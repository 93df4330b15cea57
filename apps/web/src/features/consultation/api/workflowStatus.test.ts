import { noWorkflowFound } from '@t1d/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, refuse, reply, stubGateway } from '../../../test/gateway';
import { isExpiring } from '../../../shared/api';
import { notStartedStatus } from '../workflow';
import { fetchWorkflowStatus } from './workflowStatus';

const cmd = 'DiabetsApprovalForm.getWorkflowStatus';

afterEach(() => vi.unstubAllGlobals());

describe('fetchWorkflowStatus', () => {
  it('reads code 1 "No workflow found for this family." (HTTP 200) as not started, not as an error', async () => {
    stubGateway(() => reply(200, { ...noWorkflowFound }));
    await expect(fetchWorkflowStatus()).resolves.toEqual(notStartedStatus);
    expect(isExpiring()).toBe(false);
  });

  it('reads a missing status as not started too', async () => {
    stubGateway(() => reply(200, { code: 0, message: 'Success', data: null }));
    await expect(fetchWorkflowStatus()).resolves.toEqual(notStartedStatus);
  });

  it('unwraps a workflow envelope', async () => {
    const status = { ...notStartedStatus, current_stage: 'doctor_referral_pending' as const, book_appointment_finished_at: 5 };
    const sent = stubGateway(() => answer(cmd, status));
    await expect(fetchWorkflowStatus()).resolves.toEqual(status);
    expect(sent[0]?.cmd).toBe(cmd);
  });

  it('keeps every other failure a failure', async () => {
    stubGateway(() => reply(500, { code: 500, msg: 'Internal error' }));
    await expect(fetchWorkflowStatus()).rejects.toMatchObject({ kind: 'http', status: 500 });
  });

  it('tells code 1 from the out-of-order code 2', async () => {
    stubGateway(() => refuse('workflow_out_of_order', { msg: 'The doctor referral can start once the appointment is finished.' }));
    await expect(fetchWorkflowStatus()).rejects.toMatchObject({ kind: 'http', code: 2, reason: 'workflow_out_of_order' });
  });
});
