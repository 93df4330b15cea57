import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Link } from '../router';
import { paths } from '../paths';
import { SavedAge } from '../pwa/offlineStates';
import { Icon } from './icons';

interface PageHeaderProps {
  title: string;
  intro?: string;
  /** Where the back link goes; the dashboard unless the page belongs somewhere else; null for none (the console). */
  back?: { to: string; label: string } | null;
  /** Actions on the title's line (e.g. 'Create a family task'). */
  actions?: ReactNode;
}

/** The top of a detail page: a way back, the page's one h1, a line saying what it shows, and offline how old it is. */
export function PageHeader({ title, intro, back, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  const target = back === undefined ? { to: paths.home(), label: t('backHome') } : back;
  return (
    <Stack gap="xs">
      {/* At least 24 px tall (WCAG 2.2 target size): the text alone is 20. */}
      {target && (
        <Anchor
          component={Link}
          to={target.to}
          size="sm"
          fw={600}
          w="fit-content"
          style={{ display: 'inline-flex', alignItems: 'center', minHeight: 32 }}
        >
          <Group gap={4} wrap="nowrap" component="span">
            <Icon name="arrowLeft" size={16} />
            {target.label}
          </Group>
        </Anchor>
      )}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {actions}
      </Group>
      {intro && <Text c="dimmed">{intro}</Text>}
      <SavedAge />
    </Stack>
  );
}
