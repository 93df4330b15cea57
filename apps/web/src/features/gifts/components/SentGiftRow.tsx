import type { SentGift } from '@t1d/contract';
import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { fromEpochSeconds } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/useFormat';
import { Icon } from '../../../shared/ui/icons';

/** One sent gift: what, to whom, when, and whether the game has handed it over yet. */
export function SentGiftRow({ gift }: { gift: SentGift }) {
  const { t } = useTranslation('gifts');
  const format = useFormat();
  const nameId = useId();
  const delivered = gift.status === 'delivered';
  const when = delivered && gift.delivered_at !== null ? gift.delivered_at : gift.sent_at;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-labelledby={nameId}>
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <ThemeIcon variant="light" color={delivered ? 'primary' : 'warning'} radius="xl" size={36} aria-hidden>
          <Icon name={delivered ? 'check' : 'clock'} size={20} />
        </ThemeIcon>
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text id={nameId} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {gift.name}
          </Text>
          <Text size="sm">{t('sent.to', { child: gift.child_name })}</Text>
          <Text size="xs" c="dimmed">
            <time dateTime={fromEpochSeconds(when).toISOString()}>
              {t(delivered ? 'sent.deliveredOn' : 'sent.sentOn', { date: format.dateTime(when) })}
            </time>
          </Text>
          <Badge
            color={delivered ? 'primary' : 'warning'}
            variant={delivered ? 'filled' : 'light'}
            mt={4}
            styles={{ root: { height: 'auto', minHeight: 20, textTransform: 'none' }, label: { whiteSpace: 'normal' } }}
          >
            {t(`sent.status.${gift.status}`)}
          </Badge>
        </Stack>
      </Group>
    </Paper>
  );
}
