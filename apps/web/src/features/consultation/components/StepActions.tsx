import { Button, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icons';
import { useConfirmBackpack, useRequestReferral, type StepWithPage } from '../api/useParentSteps';
import { MissingPage, StepError } from './StepMessages';

/**
 * 'Book Appointment': the booking page opens in a new tab, within the click (popup blockers allow
 * that only), and the start of booking is recorded. `again` is the quieter way back to the booking
 * page once booking has started. The screen holds `booking` (useBookAppointment), so its notices
 * stay when booking moves the stage on and this button goes.
 */
export function BookAppointmentButton({ booking, again = false }: { booking: StepWithPage; again?: boolean }) {
  const { t } = useTranslation('consultation');
  const hintId = useId();
  return (
    <div>
      <Button
        variant={again ? 'light' : 'filled'}
        size={again ? 'sm' : 'md'}
        rightSection={<Icon name="externalLink" size={18} />}
        loading={booking.preparing || booking.pending}
        onClick={booking.run}
        aria-describedby={hintId}
      >
        {again ? t('appointment.openAgain') : t('actions.book')}
      </Button>
      <Text id={hintId} size="xs" c="dimmed" mt={4}>
        {t('appointment.opensInNewTab')}
      </Text>
    </div>
  );
}

/** What booking has to say: no page to open, or the start of booking not recorded. */
export function BookingMessages({ booking }: { booking: StepWithPage }) {
  return (
    <>
      {booking.missingUrl && <MissingPage step="book" />}
      <StepError step="book" error={booking.error} />
    </>
  );
}

/** 'Request Referral', then 'Requested' (disabled) while the clinic prepares it (spec section 4). */
export function RequestReferralAction({ requested }: { requested: boolean }) {
  const { t } = useTranslation('consultation');
  const referral = useRequestReferral();
  const hintId = useId();
  return (
    <Stack gap="xs">
      <div>
        <Button
          rightSection={<Icon name={requested ? 'check' : 'externalLink'} size={18} />}
          loading={!requested && (referral.preparing || referral.pending)}
          disabled={requested}
          onClick={referral.run}
          aria-describedby={hintId}
        >
          {requested ? t('actions.requested') : t('actions.requestReferral')}
        </Button>
        <Text id={hintId} size="xs" c="dimmed" mt={4}>
          {requested ? t('referral.waiting') : t('referral.opensInNewTab')}
        </Text>
      </div>
      {referral.missingUrl && <MissingPage step="referral" />}
      <StepError step="referral" error={referral.error} />
    </Stack>
  );
}

/** 'Confirm Backpack Received': completes the care plan and reloads the dashboard. */
export function ConfirmBackpackAction() {
  const { t } = useTranslation('consultation');
  const confirm = useConfirmBackpack();
  return (
    <Stack gap="xs">
      <div>
        <Button leftSection={<Icon name="check" size={18} />} loading={confirm.pending} onClick={confirm.run}>
          {t('actions.confirmBackpack')}
        </Button>
      </div>
      <StepError step="backpack" error={confirm.error} />
    </Stack>
  );
}
