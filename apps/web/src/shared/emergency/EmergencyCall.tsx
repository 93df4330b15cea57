import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCommandQuery } from '../api';
import { Icon } from '../ui/icons';

/** What a phone dials for a number as a deployment writes it: its digits, after a + that opens an international one. */
export function telHref(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `tel:${number.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * The deployment's emergency number and care-team phone (ADR 0030). They come with the app's other
 * facts, fetched once a session and saved for offline use with the rest of the server's answers.
 */
function useEmergencyNumbers() {
  const appData = useCommandQuery('GmsParent.getAppData', {}, { meta: { handlesErrors: true }, staleTime: Infinity });
  return appData.data?.global ?? null;
}

interface EmergencyCallProps {
  /** Smaller buttons, for the top of a page or under a chat answer; the banner's are full size. */
  compact?: boolean;
  /** On a filled red background (the emergency banner): white buttons. */
  onDanger?: boolean;
}

/**
 * One tap to call for help: the emergency number, then the care team's phone when the deployment names
 * one, as tel: links. Nothing shows until the numbers are known: a guessed number could ring nowhere.
 */
export function EmergencyCall({ compact = false, onDanger = false }: EmergencyCallProps) {
  const { t } = useTranslation();
  const numbers = useEmergencyNumbers();
  if (!numbers) return null;
  const size = compact ? 'sm' : 'md';
  // At least 44 px tall, easy to hit with a shaking hand.
  const styles = { root: { minHeight: 44, height: 'auto', paddingBlock: 6 }, label: { whiteSpace: 'normal' as const } };
  return (
    <Group role="group" aria-label={t('emergencyCall.label')} gap="xs" wrap="wrap">
      <Button
        component="a"
        href={telHref(numbers.emergency_number)}
        color="danger"
        variant={onDanger ? 'white' : 'filled'}
        size={size}
        radius="xl"
        leftSection={<Icon name="phone" size={compact ? 16 : 20} />}
        styles={styles}
      >
        {t('emergencyCall.emergency', { number: numbers.emergency_number })}
      </Button>
      {numbers.care_team_phone && (
        <Button
          component="a"
          href={telHref(numbers.care_team_phone)}
          color={onDanger ? 'danger' : 'primary'}
          variant={onDanger ? 'white' : 'light'}
          size={size}
          radius="xl"
          leftSection={<Icon name="stethoscope" size={compact ? 16 : 20} />}
          styles={styles}
        >
          {t('emergencyCall.careTeam', { number: numbers.care_team_phone })}
        </Button>
      )}
    </Group>
  );
}
