import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';
import { Icon } from '../../../shared/ui/icons';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';

/** The family's coins to spend, with thousands separators; null while they load. */
export function CoinBalance({ coins }: { coins: number | null }) {
  const { t } = useTranslation('gifts');
  const format = useFormat();
  return (
    <Paper withBorder radius="lg" p="md" bg="warning.0">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" color="warning" radius="xl" size={44} aria-hidden>
          <Icon name="coin" size={26} />
        </ThemeIcon>
        <div>
          <Text size="sm" fw={600} c="dimmed" id="gift-balance-label">
            {t('balance.label')}
          </Text>
          {coins === null ? (
            <SkeletonBlock label={t('balance.loading')} height={36} width={120} />
          ) : (
            <Text fz={32} fw={800} lh={1.15} c="warning.8" aria-labelledby="gift-balance-label" role="status">
              {format.number(coins)}
            </Text>
          )}
        </div>
      </Group>
    </Paper>
  );
}
