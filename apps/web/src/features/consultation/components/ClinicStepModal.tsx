import type { ConsultationCase } from '@t1d/contract';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isSilentError } from '../../../shared/api';
import { Icon } from '../../../shared/ui/icons';
import { useClinicStep } from '../api/useClinicDesk';

type Failure = 'changed' | 'failed' | null;

const commandOf = {
  appointment_finished: 'OperatorConsultationHandler.markAppointmentFinished',
  referral_finished: 'OperatorConsultationHandler.markReferralFinished',
} as const;

/** Asks before a clinic step: it moves the family on and tells its parents, and cannot be taken back. */
export function ClinicStepModal({ family, onClose }: { family: ConsultationCase | null; onClose: () => void }) {
  const { t } = useTranslation('consultation');
  const step = family?.waiting_for ?? 'appointment_finished';
  const appointment = useClinicStep(commandOf.appointment_finished);
  const referral = useClinicStep(commandOf.referral_finished);
  const mutation = step === 'appointment_finished' ? appointment : referral;
  const [failure, setFailure] = useState<Failure>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = () => {
    if (!family) return;
    setFailure(null);
    mutation.mutate(
      { family_id: family.family_id },
      {
        onSuccess: () => {
          notifications.show({ color: 'primary', message: t(`desk.stepDone.${step}`, { code: family.family_code }) });
          close();
        },
        onError: (error) => {
          if (isSilentError(error)) return;
          console.error(`Clinic step ${step} failed:`, isApiError(error) && error.msg ? error.msg : error);
          // A 409: the family is no longer where the list showed it (another desk, or a stale page).
          setFailure(isApiError(error) && error.status === 409 ? 'changed' : 'failed');
        },
      },
    );
  };

  return (
    <Modal opened={family !== null} onClose={close} title={t(`desk.confirm.${step}.title`)} closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}>
      <Text>{family ? t(`desk.confirm.${step}.body`, { code: family.family_code, parents: family.parents.join(', ') || '—' }) : ''}</Text>
      {failure && (
        <Alert mt="md" color="danger" variant="light" icon={<Icon name="alert" />} role="alert">
          {t(`desk.stepFailed.${failure}`)}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          {t('desk.cancel')}
        </Button>
        <Button loading={mutation.isPending} onClick={confirm}>
          {t(`desk.confirm.${step}.action`)}
        </Button>
      </Group>
    </Modal>
  );
}
