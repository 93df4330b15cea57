import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLogFailure } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { paths } from '../../../shared/paths';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useCoinLog } from '../api/useCoins';

/** Dashboard section coins_earned: the family's total, and the way to where it came from. */
export function CoinsEarnedSection() {
  const { t } = useTranslation('coins');
  const format = useFormat();
  const log = useCoinLog();
  useLogFailure(log.error, 'Failed to load coins');
  // A failed load shows 0.
  const total = log.data?.total_coins ?? 0;

  return (
    <SectionCard
      id="coins-earned"
      title={t('sectionTitle')}
      icon="coin"
      color="warning"
      link={{ to: paths.coinLog(), label: t('history'), ariaLabel: t('historyLabel') }}
    >
      {log.isPending ? (
        <SkeletonBlock label={t('loading')} height={44} width={160} />
      ) : (
        <Group gap="xs" align="baseline">
          <Text component="span" fz={40} fw={800} lh={1.1} c="warning.7">
            {format.number(total)}
          </Text>
          <Text component="span" c="dimmed" fw={600}>
            {t('unit', { count: total })}
          </Text>
        </Group>
      )}
    </SectionCard>
  );
}
