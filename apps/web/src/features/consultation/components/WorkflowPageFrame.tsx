import type { WorkflowStatus } from '@t1d/contract';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError, useLogFailure } from '../../../shared/api';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useStageTitle } from '../api/useStageTitle';
import { useWorkflowStatus } from '../api/useWorkflow';
import type { TimelineStepId } from '../timeline';
import { WorkflowTimeline } from './WorkflowTimeline';

interface WorkflowPageFrameProps {
  step: TimelineStepId;
  /** The step's own card: what it is about and its action, for the current status. */
  children: (status: WorkflowStatus) => ReactNode;
}

/** A workflow page: its title, the step's card, and the whole care plan's timeline with this step marked. */
export function WorkflowPageFrame({ step, children }: WorkflowPageFrameProps) {
  const { t } = useTranslation('consultation');
  // The route guard has just fetched it; this reads the same cache entry.
  const status = useWorkflowStatus();
  useLogFailure(status.error, 'Failed to fetch workflow status');
  const stageTitle = useStageTitle(status.data?.current_stage);

  let body;
  if (status.data) body = children(status.data);
  else if (status.isError && !isSilentError(status.error))
    body = <LoadError message={t('loadFailed')} onRetry={() => void status.refetch()} />;
  else body = <SkeletonBlock label={t('loading')} height={160} />;

  return (
    <Stack gap="lg" py="md">
      <PageHeader title={t(`pages.${step}.title`)} intro={t(`pages.${step}.intro`)} />
      {body}
      {status.data && (
        <Paper component="section" withBorder radius="lg" p="md" aria-labelledby="care-plan-steps">
          <Title order={2} size="h4" id="care-plan-steps" mb={4}>
            {t('timeline.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {stageTitle}
          </Text>
          <WorkflowTimeline status={status.data} current={step} />
        </Paper>
      )}
    </Stack>
  );
}
