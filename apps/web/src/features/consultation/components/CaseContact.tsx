import type { ConsultationCase } from '@t1d/contract';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isRefusal, isSilentError } from '../../../shared/api';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { Icon } from '../../../shared/ui/icons';
import { useViewContactRequest } from '../api/useClinicDesk';
import { DeskFact, DeskTime } from './DeskFacts';

/**
 * How to call a family back, on the clinic desk (ADR 0039): shown when the operator asks, one family
 * at a time, because each showing is written to the audit log with the operator and the family.
 */
export function CaseContact({ family }: { family: ConsultationCase }) {
  const { t } = useTranslation('consultation');
  const hintId = useId();
  const view = useViewContactRequest();
  const serverAction = useServerAction({ describedBy: hintId });
  const contact = view.data;

  if (!contact)
    return (
      <Stack gap={2}>
        <div>
          <Button
            {...serverAction}
            variant="light"
            size="sm"
            leftSection={<Icon name="phone" size={16} />}
            loading={view.isPending}
            onClick={() => view.mutate({ family_id: family.family_id })}
          >
            {t('desk.contact.show')}
          </Button>
        </div>
        <Text id={hintId} size="xs" c="dimmed">
          {t('desk.contact.hint')}
        </Text>
        {view.error && !isSilentError(view.error) && (
          <ErrorAlert>{isRefusal(view.error, 'not_found') ? t('desk.contact.gone') : t('desk.contact.failed')}</ErrorAlert>
        )}
      </Stack>
    );

  return (
    <Stack gap={2} role="group" aria-label={t('desk.contact.title', { code: family.family_code })}>
      <DeskFact label={t('desk.contact.phone')}>
        {contact.phone ? <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Anchor> : t('desk.contact.none')}
      </DeskFact>
      <DeskFact label={t('desk.contact.email')}>
        {contact.email ? <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor> : t('desk.contact.none')}
      </DeskFact>
      <DeskFact label={t('desk.contact.time')}>{t(`contact.times.${contact.preferred_time}`)}</DeskFact>
      <DeskFact label={t('desk.contact.consent')}>
        <DeskTime at={contact.consent_at} />
      </DeskFact>
    </Stack>
  );
}
