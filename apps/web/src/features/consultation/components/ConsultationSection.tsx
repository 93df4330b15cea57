import type { WorkflowStatus } from '@t1d/contract';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { isSilentError, useLogFailure } from '../../../shared/api';
import { Icon } from '../../../shared/ui/icons';
import { LoadError } from '../../../shared/ui/LoadError';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useBookAppointment, type StepWithPage } from '../api/useParentSteps';
import { useWorkflowReminders, useWorkflowStatus } from '../api/useWorkflow';
import { useStageTitle } from '../api/useStageTitle';
import { parentActions } from '../timeline';
import { workflowPaths } from '../workflow';
import { BookAppointmentButton, BookingMessages } from './StepActions';
import { WorkflowReminders } from './WorkflowReminders';
import { WorkflowTimeline } from './WorkflowTimeline';
import timelineClasses from './WorkflowTimeline.module.css';

/** The actionable step's action on the dashboard: booking works here as on its page; the others lead to theirs. */
function HomeAction({ status, booking }: { status: WorkflowStatus; booking: StepWithPage }) {
  const { t } = useTranslation('consultation');
  const link = (to: string, label: string) => (
    <div>
      <Button component={Link} to={to} size="sm" mt={4} rightSection={<Icon name="chevronRight" size={16} />}>
        {label}
      </Button>
    </div>
  );
  switch (parentActions[status.current_stage]) {
    case 'book':
      return <BookAppointmentButton booking={booking} />;
    case 'booked':
      return link(workflowPaths.appointment, t('home.viewAppointment'));
    case 'requestReferral':
      return link(workflowPaths.referral, t('actions.requestReferral'));
    case 'referralRequested':
      return link(workflowPaths.referral, t('home.viewReferral'));
    case 'confirmBackpack':
      return link(workflowPaths.backpack, t('actions.confirmBackpack'));
    case 'done':
      return null;
  }
}

/** Dashboard section book_consultation: where the family is in the care plan, and its next step. */
export function ConsultationSection() {
  const { t } = useTranslation('consultation');
  const status = useWorkflowStatus();
  useLogFailure(status.error, 'Failed to fetch workflow status');
  const stage = status.data?.current_stage;
  // Asked for at once, with the dashboard's other reads: waiting for the stage would cost a round trip.
  const booking = useBookAppointment();
  const stageTitle = useStageTitle(stage);
  // Asked by the card itself, so the reminders' read leaves with the dashboard's first batch while the card's
  // content waits to be drawn (shared/ui/drawnLater.ts).
  useWorkflowReminders();

  let body;
  if (status.data)
    body = (
      <Stack gap="sm">
        <Text fw={700} size="lg" role="status">
          {stageTitle}
        </Text>
        <WorkflowReminders />
        <WorkflowTimeline status={status.data} action={<HomeAction status={status.data} booking={booking} />} />
        <BookingMessages booking={booking} />
      </Stack>
    );
  else if (status.isError && !isSilentError(status.error))
    body = <LoadError message={t('loadFailed')} onRetry={() => void status.refetch()} />;
  // About the height of the three steps it stands for (a family that has not started), at the screen's
  // width, so the cards below barely move when they come (WorkflowTimeline.module.css).
  else body = <SkeletonBlock label={t('loading')} count={3} className={timelineClasses.placeholderStep} />;

  return (
    <SectionCard id="book-consultation" title={t('home.title')} icon="stethoscope">
      {body}
    </SectionCard>
  );
}
