import { Button, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import { ContactRequestModal } from './ContactRequestModal';
import { wrappingLabel } from './wrappingLabel';

/**
 * 'Ask the Clinic to Contact Me' (no booking page): it first asks how the clinic may reach the
 * family; sending that records the request, and the care plan moves on (ADR 0039).
 */
export function RequestContactButton() {
  const { t } = useTranslation('consultation');
  const hintId = useId();
  const serverAction = useServerAction({ describedBy: hintId });
  const [asking, setAsking] = useState(false);
  return (
    <div>
      <Button {...serverAction} size="md" maw="100%" styles={wrappingLabel} onClick={() => setAsking(true)}>
        {t('actions.requestContact')}
      </Button>
      <Text id={hintId} size="xs" c="dimmed" mt={4}>
        {t('appointment.contactHint')}
      </Text>
      <ContactRequestModal opened={asking} saved={null} onClose={() => setAsking(false)} />
    </div>
  );
}
