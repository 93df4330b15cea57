import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { useFormat } from '../../../shared/format/useFormat';
import { paths } from '../../../shared/paths';
import { Icon } from '../../../shared/ui/icons';
import { useNewestUnreadRedFlag } from '../api/useRedFlags';

/**
 * The first thing on the dashboard while the parent has an unread red flag, wherever the campaign's
 * configuration puts the red-flag card: the child, what was noticed, and the way to what to do. It
 * shares the card's read, so it costs no request of its own.
 */
export function UnreadRedFlagBanner() {
  const { t } = useTranslation('redFlags');
  const format = useFormat();
  const titleId = useId();
  const card = useNewestUnreadRedFlag();
  const flag = card.data?.data[0];
  const unread = card.data?.total ?? 0;
  // A flag read a moment ago stays on the card, ticked, until the card has the next unread one.
  if (!flag || flag.is_read || unread === 0) return null;
  const more = unread - 1;

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      radius="lg"
      p="md"
      withBorder
      bg="danger.0"
      style={{ borderInlineStart: '6px solid var(--mantine-color-danger-7)' }}
      data-testid="unread-red-flag-banner"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Icon name="flag" size={24} color="var(--mantine-color-danger-7)" />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text id={titleId} fw={700} c="danger.9" style={{ overflowWrap: 'anywhere' }}>
            {t('banner.title', { name: flag.name })}
          </Text>
          <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {flag.reason}
          </Text>
          {more > 0 && (
            <Text size="sm" fw={600} c="danger.9">
              {t('banner.more', { count: more, formatted: format.number(more) })}
            </Text>
          )}
          <Anchor component={Link} to={paths.redFlags()} fw={700} c="danger.9" underline="always">
            {t('banner.action')}
          </Anchor>
        </Stack>
      </Group>
    </Paper>
  );
}
