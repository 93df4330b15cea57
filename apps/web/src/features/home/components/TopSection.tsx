import { ActionIcon, Group, Paper, Stack, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';
import { useSession } from '../../../shared/session';
import { Icon } from '../../../shared/ui/icons';
import { useSignOut } from '../api/useSignOut';
import { greetingPeriod } from '../greeting';

/** What the dashboard needs from a name editor; the app shell hands one in (features do not import each other). */
export interface NameEditorProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The top section card: greeting with the parent's name, and the family, notifications and logout
 * shortcuts. The name, or 'Enter Your Name', opens the Edit Name modal (spec section 2).
 */
export function TopSection({ NameEditor, Notifications }: { NameEditor?: ComponentType<NameEditorProps>; Notifications?: ComponentType }) {
  const { t } = useTranslation('home');
  const { user } = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  // The period is read once per visit; a card left open across 5 pm can wait for the next one.
  const [period] = useState(() => greetingPeriod(new Date()));
  const name = user?.real_name?.trim();
  const [editing, setEditing] = useState(false);
  const nameText = name || t('enterYourName');

  return (
    <Paper component="section" id="top-section" radius="lg" p="lg" shadow="sm" withBorder aria-labelledby="greeting">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} miw={0}>
          <Text c="dimmed" fw={600}>
            {t(`greeting.${period}`)}
          </Text>
          <Title order={1} size="h2" id="greeting" style={{ overflowWrap: 'anywhere' }}>
            {NameEditor ? (
              <UnstyledButton
                onClick={() => setEditing(true)}
                aria-label={name ? t('editName', { name }) : undefined}
                style={{ font: 'inherit', color: 'inherit', borderBottom: '2px dashed var(--mantine-color-primary-3)' }}
              >
                {nameText}
              </UnstyledButton>
            ) : (
              nameText
            )}
          </Title>
        </Stack>
        <Group gap="xs" wrap="nowrap" role="group" aria-label={t('actions.label')}>
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
              onClick={() => void signOut.mutateAsync().finally(() => navigate(paths.signup(), { replace: true }))}
            >
              <Icon name="logout" />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Text mt="md" size="sm" c="dimmed">
        {t('encouragement')}
      </Text>
      {NameEditor && <NameEditor opened={editing} onClose={() => setEditing(false)} />}
    </Paper>
  );
}
