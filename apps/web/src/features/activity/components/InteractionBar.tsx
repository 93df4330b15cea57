import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';
import { clampPercent } from '../progress';

interface InteractionBarProps {
  label: string;
  total: number;
  max: number;
}

/** A total against the recommended maximum; the bar turns orange at the maximum, never overflows. */
export function InteractionBar({ label, total, max }: InteractionBarProps) {
  const { t } = useTranslation('activity');
  const format = useFormat();
  const percent = clampPercent(total, max);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {label}
        </Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('interactions.ofMax', { total: format.number(total), max: format.number(max) })}
        </Text>
      </Group>
      <Progress
        value={percent}
        color={percent >= 100 ? 'warning' : 'primary'}
        size="lg"
        radius="xl"
        aria-label={t('interactions.barLabel', { label, total: format.number(total), max: format.number(max) })}
      />
    </Stack>
  );
}

/** One bar a child, one below the other (the dashboard's card fetches them after its first cards). */
export function InteractionBars({ bars, max }: { bars: { key: number; label: string; total: number }[]; max: number }) {
  return (
    <Stack gap="sm">
      {bars.map((bar) => (
        <InteractionBar key={bar.key} label={bar.label} total={bar.total} max={max} />
      ))}
    </Stack>
  );
}
