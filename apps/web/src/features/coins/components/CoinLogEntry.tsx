import type { CoinLogEntry as Entry } from '@t1d/contract';
import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';
import { Icon, type IconName } from '../../../shared/ui/icons';
import { coinReasonKey } from '../coinReasons';

const reasonIcon: Record<string, IconName> = {
  task: 'tasks',
  goal: 'trophy',
  community: 'messages',
  lesson_plan: 'book',
  product: 'sparkles',
};

/** One ledger line: why, what, when, and how many coins (with a sign). */
export function CoinLogEntry({ entry }: { entry: Entry }) {
  const { t } = useTranslation('coins');
  const format = useFormat();
  const sign = entry.amount > 0 ? '+' : '';
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group wrap="nowrap" gap="sm">
        <ThemeIcon variant="light" color="warning" radius="xl" size={36} aria-hidden>
          <Icon name={reasonIcon[entry.reason] ?? 'coin'} size={20} />
        </ThemeIcon>
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Text fw={600}>{t(coinReasonKey(entry.reason))}</Text>
          {entry.title && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {entry.title}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {format.dateTime(entry.created_at)}
          </Text>
        </Stack>
        <Text fw={800} fz="lg" c={entry.amount >= 0 ? 'warning.7' : 'danger.6'} style={{ whiteSpace: 'nowrap' }}>
          {sign}
          {format.number(entry.amount)}
        </Text>
      </Group>
    </Paper>
  );
}
