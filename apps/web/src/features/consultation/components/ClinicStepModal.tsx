import type { ConsultationCase } from '@t1d/contract';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isApiError, isRefusal, isSilentError } from '../../../shared/api';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { useClinicStep } from '../api/useClinicDesk';

const commandOf = {
  appointment_finished: 'OperatorConsultationHandler.markAppointmentFinished',
  referral_finished: 'OperatorConsultationHandler.markReferralFinished',
} as const;

/** Why a clinic step failed, as a key of desk.stepFailed; null when nobody should hear of it. */
function failureOf(error: Error | null): 'changed' | 'failed' | null {
  if (!error || isSilentError(error)) return null;
  // The family is no longer where the list showed it (another desk, or a stale page).
  return isRefusal(error, 'workflow_out_of_order') ? 'changed' : 'failed';
}

/** Asks before a clinic step: it moves the family on and tells its parents, and cannot be taken back. */
export function ClinicStepModal({ family, onClose }: { family: ConsultationCase | null; onClose: () => void }) {
  const { t } = useTranslation('consultation');
  const step = family?.waiting_for ?? 'appointment_finished';
  const appointment = useClinicStep(commandOf.appointment_finished);
  const referral = useClinicStep(commandOf.referral_finished);
  const mutation = step === 'appointment_finished' ? appointment : referral;
  const failure = failureOf(mutation.error);
  // The next family asked about starts without the last one's failure.
  const close = () => {
    mutation.reset();
    onClose();
  };

  const confirm = () => {
    if (!family) return;
    mutation.mutate(
      { family_id: family.family_id },
      {
        onSuccess: () => {
          notifications.show({ color: 'primary', message: t(`desk.stepDone.${step}`, { code: family.family_code }) });
          close();
        },
        onError: (error) => {
          if (!isSilentError(error)) console.error(`Clinic step ${step} failed:`, isApiError(error) && error.msg ? error.msg : error);
        },
      },
    );
  };

  return (
    <ConfirmModal
      opened={family !== null}
      title={t(`desk.confirm.${step}.title`)}
      failure={failure && t(`desk.stepFailed.${failure}`)}
      cancelLabel={t('desk.cancel')}
      confirmLabel={t(`desk.confirm.${step}.action`)}
      pending={mutation.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      <Text>{family ? t(`desk.confirm.${step}.body`, { code: family.family_code, parents: family.parents.join(', ') || '—' }) : ''}</Text>
    </ConfirmModal>
  );
}
