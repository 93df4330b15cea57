import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLogFailure } from '../../../shared/api';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import { useContactRequest } from '../api/useContactRequest';
import { ContactRequestModal } from './ContactRequestModal';
import { DeskFact } from './DeskFacts';

/**
 * While the clinic is to call back: the details it has, and the way to change them (one current set,
 * ADR 0039). A family that asked before details were asked for is offered to give them.
 */
export function ContactSummary() {
  const { t } = useTranslation('consultation');
  const contact = useContactRequest();
  const serverAction = useServerAction();
  const [changing, setChanging] = useState(false);
  useLogFailure(contact.error, 'Failed to load the contact details');
  // Loading, or not loaded: the page says what it knows without them.
  if (contact.data === undefined) return null;
  const saved = contact.data;
  return (
    <Stack gap={4}>
      {saved && (
        <>
          <Text fw={600}>{t('contact.summary')}</Text>
          {saved.phone && <DeskFact label={t('contact.phoneLabel')}>{saved.phone}</DeskFact>}
          {saved.email && <DeskFact label={t('contact.emailLabel')}>{saved.email}</DeskFact>}
          <DeskFact label={t('contact.timeLabel')}>{t(`contact.times.${saved.preferred_time}`)}</DeskFact>
        </>
      )}
      <div>
        <Button {...serverAction} variant="light" size="sm" mt={4} onClick={() => setChanging(true)}>
          {saved ? t('contact.change') : t('contact.add')}
        </Button>
      </div>
      <ContactRequestModal
        opened={changing}
        saved={saved}
        onClose={() => setChanging(false)}
        onSent={() => notifications.show({ color: 'primary', message: t('contact.saved') })}
      />
    </Stack>
  );
}
