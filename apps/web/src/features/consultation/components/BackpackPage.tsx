import type { WorkflowStatus } from '@t1d/contract';
import { Button, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { useFormat } from '../../../shared/format/useFormat';
import { paths } from '../../../shared/paths';
import { parentActions, timelineStepOf, workflowTimeline } from '../timeline';
import { ConfirmBackpackAction } from './StepActions';
import { StepCard, StepState } from './StepCard';
import { WorkflowPageFrame } from './WorkflowPageFrame';

function BackpackCard({ status }: { status: WorkflowStatus }) {
  const { t } = useTranslation('consultation');
  const format = useFormat();
  const step = timelineStepOf(workflowTimeline(status), 'backpack');
  const receivedAt = status.backpack_received_at;

  let state;
  if (step.status === 'completed')
    state = (
      <>
        <StepState icon="check" color="primary" title={t('stageTitle.completed')}>
          {receivedAt !== null ? t('backpack.doneOn', { date: format.date(receivedAt) }) : t('backpack.done')}
        </StepState>
        <div>
          <Button component={Link} to={paths.home()} variant="light">
            {t('backpack.toHome')}
          </Button>
        </div>
      </>
    );
  else if (parentActions[status.current_stage] === 'confirmBackpack') state = <ConfirmBackpackAction />;
  else
    state = (
      <StepState icon="clock" color="gray" title={t('notYet.title')}>
        {t('notYet.backpack')}
      </StepState>
    );

  return (
    <StepCard icon="drop" title={t('backpack.cardTitle')}>
      <Text>{t('backpack.about')}</Text>
      {state}
    </StepCard>
  );
}

/** /received-backpack: the supplies backpack arrived, which completes the care plan. */
export function BackpackPage() {
  return <WorkflowPageFrame step="backpack">{(status) => <BackpackCard status={status} />}</WorkflowPageFrame>;
}
