import { Button, Group } from '@mantine/core';
import { useTranslation } from '../i18n/useTranslation';
import { Icon, type IconName } from '../ui/icons';
import { useEmergencyNumbers } from './emergencyNumbers';

/** What a phone dials for a number as a deployment writes it: its digits, after a + that opens an international one. */
export function telHref(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `tel:${number.trim().startsWith('+') ? '+' : ''}${digits}`;
}

interface EmergencyCallProps {
  /** Smaller buttons, for the top of a page or under a chat answer; the banner's are full size. */
  compact?: boolean;
  /** On a filled red background (the emergency banner): white buttons. */
  onDanger?: boolean;
}

// At least 44 px tall, easy to hit with a shaking hand; a long care-team number wraps inside its button.
// The button grows with its label rather than having Mantine's fixed height, so its content is centred
// in it by flex: Mantine centres it only within a fixed height.
const callStyles = {
  root: { minHeight: 44, height: 'auto', paddingBlock: 6, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' },
  label: { whiteSpace: 'normal' as const },
};

interface CallLinkProps {
  number: string;
  label: string;
  icon: IconName;
  color: 'danger' | 'primary';
  variant: 'filled' | 'light' | 'white';
  compact: boolean;
}

/** A number as a button that dials it. */
function CallLink({ number, label, icon, color, variant, compact }: CallLinkProps) {
  return (
    <Button
      component="a"
      href={telHref(number)}
      color={color}
      variant={variant}
      size={compact ? 'sm' : 'md'}
      radius="xl"
      leftSection={<Icon name={icon} size={compact ? 16 : 20} />}
      styles={callStyles}
    >
      {label}
    </Button>
  );
}

/**
 * One tap to call for help: the emergency number, then the care team's phone when the deployment names
 * one, as tel: links. Nothing shows until the numbers are known: a guessed number could ring nowhere.
 */
export function EmergencyCall({ compact = false, onDanger = false }: EmergencyCallProps) {
  const { t } = useTranslation();
  const numbers = useEmergencyNumbers();
  if (!numbers) return null;
  const { emergency_number: emergency, care_team_phone: careTeam } = numbers;
  return (
    <Group role="group" aria-label={t('emergencyCall.label')} gap="xs" wrap="wrap">
      <CallLink
        number={emergency}
        label={t('emergencyCall.emergency', { number: emergency })}
        icon="phone"
        color="danger"
        variant={onDanger ? 'white' : 'filled'}
        compact={compact}
      />
      {careTeam && (
        <CallLink
          number={careTeam}
          label={t('emergencyCall.careTeam', { number: careTeam })}
          icon="stethoscope"
          color={onDanger ? 'danger' : 'primary'}
          variant={onDanger ? 'white' : 'light'}
          compact={compact}
        />
      )}
    </Group>
  );
}
