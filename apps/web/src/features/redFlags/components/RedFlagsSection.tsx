import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLogFailure } from '../../../shared/api';
import { paths } from '../../../shared/paths';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useNewestUnreadRedFlag } from '../api/useRedFlags';
import { RedFlagCounts } from './RedFlagCounts';
import { RedFlagItem } from './RedFlagItem';

/**
 * Dashboard section red_flags: the newest unread red flag, to read and tick off in place, and the
 * way to all of them. Its anchor is the bottom navigation's 'Red Flags' target.
 */
export function RedFlagsSection() {
  const { t } = useTranslation('redFlags');
  const card = useNewestUnreadRedFlag();
  useLogFailure(card.error, 'Failed to fetch red flag interventions');
  // After a failed load the counts show 0.
  const flag = card.data?.data[0];

  return (
    <SectionCard
      id="red-flags-section"
      title={t('sectionTitle')}
      icon="flag"
      color="danger"
      link={{ to: paths.redFlags(), label: t('seeAll', { ns: 'common' }), ariaLabel: t('seeAllLabel') }}
    >
      {card.isPending ? (
        <SkeletonBlock label={t('loading')} height={120} />
      ) : (
        <Stack gap="xs">
          <RedFlagCounts unread={card.data?.total ?? 0} all={card.data?.all_total ?? 0} />
          {/* Keyed by the flag: the next unread one comes with a box of its own, not the ticked one. */}
          {flag ? <RedFlagItem key={flag.id} flag={flag} component="div" /> : <Text c="dimmed">{t('noneUnread')}</Text>}
        </Stack>
      )}
    </SectionCard>
  );
}
