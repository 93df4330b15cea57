import { ActionIcon, Button, Group, Paper, Text, Title, UnstyledButton } from '@mantine/core';
import { useState, type ComponentType } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link, useNavigate } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { useSession } from '../../../shared/session';
import { Icon } from '../../../shared/ui/icons';
import { SectionInfoButton, useSectionWording } from '../../../shared/ui/sectionWording';
import { useSignOut } from '../api/useSignOut';
import { greetingPeriod } from '../greeting';
import { Tooltip } from '../../../shared/ui/Tooltip';

/** What the dashboard needs from a name editor; the app shell hands one in (features do not import each other). */
interface NameEditorProps {
  opened: boolean;
  onClose: () => void;
  /** The profile failed to load: the editor shows what this device stored, and says so. */
  profileFailed?: boolean;
}

/**
 * The top section card: greeting with the parent's name, and the family, notifications and logout
 * shortcuts. The name, or 'Enter Your Name', opens the Edit Name modal.
 */
interface TopSectionProps {
  NameEditor?: ComponentType<NameEditorProps>;
  Notifications?: ComponentType;
  /** The signed-in user is an operator (from the profile the dashboard loads): shown the way to the console and the clinic desk. */
  operator?: boolean;
  /** The dashboard's profile read failed (useUserProfile.ts): handed on to the name editor. */
  profileFailed?: boolean;
}

export function TopSection({ NameEditor, Notifications, operator = false, profileFailed = false }: TopSectionProps) {
  const { t } = useTranslation('home');
  const wording = useSectionWording();
  const { user } = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  // The period is read once per visit; a card left open across 5 pm can wait for the next one.
  const [period] = useState(() => greetingPeriod(new Date()));
  const name = user?.real_name?.trim();
  const [editing, setEditing] = useState(false);
  const nameText = name || t('enterYourName');
  const greetingName = NameEditor ? (
    <UnstyledButton
      onClick={() => setEditing(true)}
      aria-label={name ? t('editName', { name }) : undefined}
      style={{ font: 'inherit', color: 'inherit', borderBottom: '2px dashed var(--mantine-color-primary-3)' }}
    >
      {nameText}
    </UnstyledButton>
  ) : (
    nameText
  );

  return (
    <Paper component="section" id="top-section" radius="lg" p="lg" shadow="sm" withBorder aria-labelledby="greeting">
      {/* The greeting shares its line with the shortcuts; the name has the card's whole width, so
          'Enter Your Name' stays on one line on a phone. */}
      <Group justify="space-between" align="center" wrap="nowrap">
        <Text c="dimmed" fw={600}>
          {t(`greeting.${period}`)}
        </Text>
        <Group gap="xs" wrap="nowrap" role="group" aria-label={t('actions.label')}>
          <Tooltip label={t('actions.aiChat')}>
            <ActionIcon component={Link} to={paths.aiChat()} variant="light" size={44} radius="xl" aria-label={t('actions.aiChat')}>
              <Icon name="sparkles" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('actions.familyMembers')}>
            <ActionIcon
              component={Link}
              to={paths.familyMembers()}
              variant="light"
              size={44}
              radius="xl"
              aria-label={t('actions.familyMembers')}
            >
              <Icon name="users" />
            </ActionIcon>
          </Tooltip>
          {Notifications && <Notifications />}
          <Tooltip label={t('actions.logout')}>
            <ActionIcon
              variant="light"
              color="danger"
              size={44}
              radius="xl"
              aria-label={t('actions.logout')}
              loading={signOut.isPending}
              // The promise, not mutate's callbacks: those are dropped once the guard unmounts this card.
              onClick={() => void signOut.mutateAsync().finally(() => navigate(paths.signup({ tab: 'signin' }), { replace: true }))}
            >
              <Icon name="logout" />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Title order={1} size="h2" id="greeting" mt={4} style={{ overflowWrap: 'break-word' }}>
        {greetingName}
      </Title>
      <Group mt="md" gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed">
          {wording?.encouragement || t('encouragement')}
        </Text>
        {wording && <SectionInfoButton title={t('sectionTitle')} info={wording.info} />}
      </Group>
      {operator && (
        <Group gap="xs" mt="sm">
          {/* An operator who is also a parent switches between the two views (ADR 0039). */}
          <Button component={Link} to={paths.console()} variant="light" size="xs" leftSection={<Icon name="shield" size={16} />}>
            {t('console')}
          </Button>
          <Button component={Link} to={paths.clinicDesk()} variant="light" size="xs" leftSection={<Icon name="stethoscope" size={16} />}>
            {t('clinicDesk')}
          </Button>
          <Button component={Link} to={paths.homeConfigEditor()} variant="light" size="xs" leftSection={<Icon name="pencil" size={16} />}>
            {t('homeConfig')}
          </Button>
        </Group>
      )}
      {NameEditor && <NameEditor opened={editing} onClose={() => setEditing(false)} profileFailed={profileFailed} />}
    </Paper>
  );
}
