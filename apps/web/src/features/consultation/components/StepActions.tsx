import { Button, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import { Icon } from '../../../shared/ui/icons';
import { useConfirmBackpack, useRequestReferral, type StepWithPage } from '../api/useParentSteps';
import { RequestContactButton } from './RequestContactButton';
import { wrappingLabel } from './wrappingLabel';
import { MissingPage, StepError } from './StepMessages';

/**
 * 'Book Appointment': the booking page opens in a new tab, within the click (popup blockers allow
 * that only), and the start of booking is recorded. `again` is the quieter way back to the booking
 * page once booking has started. The screen holds `booking` (useBookAppointment), so its notices
 * stay when booking moves the stage on and this button goes. Without a booking page in the
 * deployment the button asks the clinic to get in touch instead, first asking how (ADR 0016, ADR 0039).
 */
export function BookAppointmentButton({ booking, again = false }: { booking: StepWithPage; again?: boolean }) {
  return booking.noPage && !again ? <RequestContactButton /> : <BookingPageButton booking={booking} again={again} />;
}

function BookingPageButton({ booking, again }: { booking: StepWithPage; again: boolean }) {
  const { t } = useTranslation('consultation');
  const hintId = useId();
  const serverAction = useServerAction({ describedBy: hintId });
  return (
    <div>
      <Button
        {...serverAction}
        variant={again ? 'light' : 'filled'}
        size={again ? 'sm' : 'md'}
        rightSection={<Icon name="externalLink" size={18} />}
        loading={booking.preparing || booking.pending}
        onClick={booking.run}
        maw="100%"
        styles={wrappingLabel}
      >
        {again ? t('appointment.openAgain') : t('actions.book')}
      </Button>
      <Text id={hintId} size="xs" c="dimmed" mt={4}>
        {t('appointment.opensInNewTab')}
      </Text>
    </div>
  );
}

/** What booking has to say: no page to open (when that was not already said), or the start of booking not recorded. */
export function BookingMessages({ booking }: { booking: StepWithPage }) {
  return (
    <>
      {booking.missingUrl && !booking.noPage && <MissingPage step="book" />}
      <StepError step="book" error={booking.error} />
    </>
  );
}

/**
 * 'Request Referral', then 'Requested' (disabled) while the clinic prepares it. Without a referral page
 * in the deployment the request is recorded and nothing opens: the hint says the clinic prepares the
 * referral, rather than promising a page (ADR 0034).
 */
export function RequestReferralAction({ requested }: { requested: boolean }) {
  const { t } = useTranslation('consultation');
  const referral = useRequestReferral();
  const hintId = useId();
  // 'Requested' is locked because it is done: the offline hint is not its reason.
  const serverAction = useServerAction({ disabled: requested, describedBy: hintId, done: requested });
  let hint = t('referral.opensInNewTab');
  if (requested) hint = t('referral.waiting');
  else if (referral.noPage) hint = t('referral.clinicPrepares');
  return (
    <Stack gap="xs">
      <div>
        <Button
          {...serverAction}
          rightSection={requested || !referral.noPage ? <Icon name={requested ? 'check' : 'externalLink'} size={18} /> : undefined}
          loading={!requested && (referral.preparing || referral.pending)}
          onClick={referral.run}
        >
          {requested ? t('actions.requested') : t('actions.requestReferral')}
        </Button>
        <Text id={hintId} size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      </div>
      {referral.missingUrl && !referral.noPage && <MissingPage step="referral" />}
      <StepError step="referral" error={referral.error} />
    </Stack>
  );
}

/** 'Confirm Backpack Received': completes the care plan and reloads the dashboard. */
export function ConfirmBackpackAction() {
  const { t } = useTranslation('consultation');
  const confirm = useConfirmBackpack();
  const serverAction = useServerAction();
  return (
    <Stack gap="xs">
      <div>
        <Button {...serverAction} leftSection={<Icon name="check" size={18} />} loading={confirm.pending} onClick={confirm.run}>
          {t('actions.confirmBackpack')}
        </Button>
      </div>
      <StepError step="backpack" error={confirm.error} />
    </Stack>
  );
}
