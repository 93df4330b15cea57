import type { WorkflowStatus } from '@t1d/contract';
import { List, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';
import { offerKind, useConsultationOffer } from '../api/useConsultationOffer';
import { useBookAppointment } from '../api/useParentSteps';
import { useStageTitle } from '../api/useStageTitle';
import { parentActions, timelineStepOf, workflowTimeline } from '../timeline';
import { ContactSummary } from './ContactSummary';
import { BookAppointmentButton, BookingMessages } from './StepActions';
import { StepCard, StepState } from './StepCard';
import { WorkflowPageFrame } from './WorkflowPageFrame';

function AppointmentCard({ status }: { status: WorkflowStatus }) {
  const { t } = useTranslation('consultation');
  const format = useFormat();
  const step = timelineStepOf(workflowTimeline(status), 'book');
  const finishedAt = status.book_appointment_finished_at;
  // Held here, not in the button: booking moves the stage on, and what it has to say must stay.
  const booking = useBookAppointment({ enabled: step.status !== 'completed' });
  const offer = useConsultationOffer();
  const kind = offerKind(offer);
  const price = { price: offer?.price };
  const stageTitle = useStageTitle(status.current_stage);

  let state;
  if (step.status === 'completed')
    state = (
      <StepState icon="check" color="primary" title={t('appointment.doneTitle')}>
        {finishedAt !== null ? t('appointment.doneOn', { date: format.date(finishedAt) }) : null}
      </StepState>
    );
  else if (parentActions[status.current_stage] === 'book') state = <BookAppointmentButton booking={booking} />;
  else
    state = (
      <>
        <StepState icon="clock" color="warning" title={stageTitle}>
          {booking.hasUrl ? t('appointment.waiting') : t('appointment.requestedWaiting')}
        </StepState>
        {/* Booking again answers the same status: the page is only there to be found again. Without one,
            the clinic calls back at the details the family gave. */}
        {booking.hasUrl ? <BookAppointmentButton booking={booking} again /> : <ContactSummary />}
      </>
    );

  return (
    <StepCard icon="stethoscope" title={t(`appointment.cardTitle.${kind}`, price)}>
      <Text>{t(`appointment.about.${kind}`, price)}</Text>
      <List size="sm" spacing={4}>
        <List.Item>{booking.noPage ? t('appointment.expect.contact') : t(`appointment.expect.book.${kind}`, price)}</List.Item>
        <List.Item>{t('appointment.expect.visit')}</List.Item>
        <List.Item>{t('appointment.expect.next')}</List.Item>
      </List>
      {state}
      <BookingMessages booking={booking} />
    </StepCard>
  );
}

/** /diabetes-appointment-practitioner: the consultation, where the care plan begins. */
export function AppointmentPage() {
  return <WorkflowPageFrame step="book">{(status) => <AppointmentCard status={status} />}</WorkflowPageFrame>;
}
