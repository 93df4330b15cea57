import type { RedFlag } from '@t1d/contract';
import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { fromEpochSeconds } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/useFormat';
import { MarkReadCheckbox } from './MarkReadCheckbox';

interface RedFlagItemProps {
  flag: RedFlag;
  /** The full page shows the suggested intervention; the dashboard card leaves it for that page. */
  withIntervention?: boolean;
  /** 'li' inside a list, 'div' alone on the card. */
  component?: 'li' | 'div';
  /** Below the flag: what the family did and can do (the full page's RedFlagTogether). */
  children?: ReactNode;
}

/**
 * One red flag: the child, what was noticed, when, and the 'Mark as read' box. An unread one says
 * so in words (a badge) and with an edge, not by colour alone.
 */
export function RedFlagItem({ flag, withIntervention = false, component = 'li', children }: RedFlagItemProps) {
  const { t } = useTranslation('redFlags');
  const format = useFormat();
  const headingId = useId();
  const reasonId = useId();
  const unread = !flag.is_read;

  return (
    <Paper
      component={component}
      withBorder
      radius="md"
      p="sm"
      aria-labelledby={component === 'li' ? headingId : undefined}
      bg={unread ? 'danger.0' : undefined}
      style={unread ? { borderInlineStart: '4px solid var(--mantine-color-danger-6)' } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text id={headingId} fw={700} style={{ overflowWrap: 'anywhere' }}>
            {flag.name}
          </Text>
          {unread && (
            <Badge size="sm" color="danger" variant="filled" style={{ flexShrink: 0 }}>
              {t('unread')}
            </Badge>
          )}
        </Group>
        <Text id={reasonId} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {flag.reason}
        </Text>
        {withIntervention && flag.intervention && (
          <Box
            p="xs"
            bg="var(--mantine-color-body)"
            style={{ borderRadius: 'var(--mantine-radius-sm)', border: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              {t('intervention')}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {flag.intervention}
            </Text>
          </Box>
        )}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" component="time" dateTime={fromEpochSeconds(flag.created_at).toISOString()}>
            {format.dateTime(flag.created_at)}
          </Text>
          <MarkReadCheckbox flag={flag} describedBy={`${headingId} ${reasonId}`} />
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
