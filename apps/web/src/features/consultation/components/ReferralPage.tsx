import type { WorkflowStatus } from '@t1d/contract';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';
import { knownWithoutPage, useWorkflowUrls } from '../api/useWorkflow';
import { parentActions, timelineStepOf, workflowTimeline } from '../timeline';
import { RequestReferralAction } from './StepActions';
import { StepCard, StepState } from './StepCard';
import { WorkflowPageFrame } from './WorkflowPageFrame';

function ReferralCard({ status }: { status: WorkflowStatus }) {
  const { t } = useTranslation('consultation');
  const format = useFormat();
  const step = timelineStepOf(workflowTimeline(status), 'referral');
  const action = parentActions[status.current_stage];
  const finishedAt = status.doctor_referral_finished_at;
  const urls = useWorkflowUrls();
  // Only once the addresses are known to hold no referral page: until then the card speaks of the page.
  const noPage = knownWithoutPage(urls, 'doctor_referral_url');

  let state;
  if (step.status === 'completed')
    state = (
      <StepState icon="check" color="primary" title={t('referral.doneTitle')}>
        {finishedAt !== null ? t('referral.doneOn', { date: format.date(finishedAt) }) : null}
      </StepState>
    );
  else if (action === 'requestReferral' || action === 'referralRequested')
    state = <RequestReferralAction requested={action === 'referralRequested'} />;
  else
    state = (
      <StepState icon="clock" color="gray" title={t('notYet.title')}>
        {t('notYet.referral')}
      </StepState>
    );

  return (
    <StepCard icon="mail" title={t('referral.cardTitle')}>
      <Text>{noPage ? t('referral.aboutNoPage') : t('referral.about')}</Text>
      {state}
    </StepCard>
  );
}

/** /doctor-referral: asking for the doctor's referral once the appointment is finished. */
export function ReferralPage() {
  return <WorkflowPageFrame step="referral">{(status) => <ReferralCard status={status} />}</WorkflowPageFrame>;
}
