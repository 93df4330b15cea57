import { Text } from '@mantine/core';
import { interactionTotal } from '@t1d/contract';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLogFailure } from '../../../shared/api';
import { paths } from '../../../shared/paths';
import { cardContent } from '../../../shared/ui/cardContent';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useInteractions } from '../api/useActivity';
import { DEFAULT_RECOMMENDED_MAX } from '../progress';

// Its bars are fetched after the first cards (shared/ui/cardContent.tsx).
const InteractionBars = cardContent('community_interactions', () => import('./InteractionBar').then((module) => module.InteractionBars));

/** Dashboard section community_interactions: each child's last 30 days against the recommended maximum. */
export function InteractionsSection() {
  const { t } = useTranslation('activity');
  const interactions = useInteractions();
  useLogFailure(interactions.error, 'Failed to load interactions');
  const max = interactions.data?.summary.recommended_max ?? DEFAULT_RECOMMENDED_MAX;
  const children = interactions.data?.children ?? [];

  return (
    <SectionCard
      id="community-interactions"
      title={t('interactions.sectionTitle')}
      icon="messages"
      link={{ to: paths.communityInteractions(), label: t('details', { ns: 'common' }), ariaLabel: t('interactions.detailsLabel') }}
    >
      <Text size="sm" c="dimmed" mb="xs">
        {t('interactions.period')}
      </Text>
      {interactions.isPending ? (
        <SkeletonBlock label={t('interactions.loading')} count={2} height={36} />
      ) : children.length === 0 ? (
        // A failed load reads as an empty list, without claiming there are no children.
        <Text>{interactions.isError ? t('interactions.none') : t('noChildren')}</Text>
      ) : (
        <InteractionBars
          bars={children.map((child) => ({ key: child.child_id, label: child.name, total: interactionTotal(child) }))}
          max={max}
        />
      )}
    </SectionCard>
  );
}
