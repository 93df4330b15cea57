import { useState } from 'react';
import { useLogFailure } from '../../../shared/api';
import { paths } from '../../../shared/paths';
import { logStepFailure } from '../stepErrors';
import { knownWithoutPage, useWorkflowStep, useWorkflowUrls } from './useWorkflow';

/** Opens an address in a new tab; it must run inside the click handler, or popup blockers stop it. */
function openInNewTab(url: string) {
  // noopener: the clinic's site gets no handle on this app's window.
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * A parent step that goes with a clinic web page: the page opens in a new tab and
 * the step is recorded; the page opens even if recording fails. Without an address (none
 * configured, or the addresses did not load) it is only logged and `missingUrl` says so.
 */
function useStepWithPage(
  cmd: 'DiabetsApprovalForm.createApplication' | 'DiabetsApprovalForm.startDoctorReferral',
  urlKey: 'book_appointment_paid_url' | 'doctor_referral_url',
  step: 'book' | 'referral',
  enabled: boolean,
) {
  const urls = useWorkflowUrls(enabled);
  const record = useWorkflowStep(cmd);
  const [missingUrl, setMissingUrl] = useState(false);
  useLogFailure(urls.error, 'Failed to load workflow URLs');

  // The addresses are known and this one is empty: the deployment has no page for the step.
  const noPage = knownWithoutPage(urls, urlKey);
  const run = () => {
    const url = urls.data?.[urlKey] ?? '';
    setMissingUrl(!url);
    if (url) openInNewTab(url);
    else if (!urls.isError) console.warn(`No ${urlKey} configured: nothing to open`);
    record.mutate({}, { onError: (error) => logStepFailure(step, error) });
  };

  return {
    run,
    /** The page to open is known (the quieter 'open it again' needs one). */
    hasUrl: !!urls.data?.[urlKey],
    /** The deployment has no page for this step (not merely unknown): the clinic gets in touch instead. */
    noPage,
    /** The addresses are on their way: the tab could not open yet. */
    preparing: urls.isLoading,
    pending: record.isPending,
    error: record.error,
    missingUrl,
  };
}

export type StepWithPage = ReturnType<typeof useStepWithPage>;

/**
 * Book Appointment: record the start of booking and open the paid booking page. The screen holds
 * it above the button, so what it has to say (no page to open) outlives the stage change it causes.
 */
export function useBookAppointment({ enabled = true }: { enabled?: boolean } = {}) {
  return useStepWithPage('DiabetsApprovalForm.createApplication', 'book_appointment_paid_url', 'book', enabled);
}

/** Request Referral: start the doctor referral and open its page. */
export function useRequestReferral() {
  return useStepWithPage('DiabetsApprovalForm.startDoctorReferral', 'doctor_referral_url', 'referral', true);
}

/** Confirm Backpack Received, then a full reload of the dashboard. */
export function useConfirmBackpack() {
  const confirm = useWorkflowStep('DiabetsApprovalForm.confirmBackpackReceived');
  const run = () =>
    confirm.mutate(
      {},
      {
        onSuccess: () => window.location.assign(paths.home()),
        onError: (error) => logStepFailure('backpack', error),
      },
    );
  // After success the button stays busy until the reload takes the page away.
  return { run, pending: confirm.isPending || confirm.isSuccess, error: confirm.error };
}
