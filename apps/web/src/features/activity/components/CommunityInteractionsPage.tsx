import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { interactionCounters, interactionTotal } from '@t1d/contract';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError, useLogFailure } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useInteractions } from '../api/useActivity';
import { DEFAULT_RECOMMENDED_MAX } from '../progress';
import { InteractionBar } from './InteractionBar';

/** /community-interactions: each child's four kinds of interaction over 30 days, against the maximum. */
export function CommunityInteractionsPage() {
  const { t } = useTranslation('activity');
  const format = useFormat();
  const interactions = useInteractions();
  useLogFailure(interactions.error, 'Failed to load interactions');
  const summary = interactions.data?.summary;
  const max = summary?.recommended_max ?? DEFAULT_RECOMMENDED_MAX;
  const children = interactions.data?.children ?? [];

  return (
    <Stack gap="lg" py="md">
      <PageHeader title={t('interactions.pageTitle')} intro={t('interactions.pageIntro', { max: format.number(max) })} />
      {interactions.isPending ? (
        <SkeletonBlock label={t('interactions.loading')} count={2} height={160} />
      ) : interactions.isError && !isSilentError(interactions.error) ? (
        <LoadError message={t('loadFailed')} onRetry={() => void interactions.refetch()} />
      ) : children.length === 0 ? (
        <Text>{t('noChildren')}</Text>
      ) : (
        <>
          <Paper withBorder radius="lg" p="md">
            <InteractionBar label={t('interactions.familyTotal')} total={summary?.total ?? 0} max={max} />
          </Paper>
          {children.map((child) => (
            <Paper
              key={child.child_id}
              component="section"
              withBorder
              radius="lg"
              p="md"
              aria-labelledby={`child-${child.child_id}-interactions`}
            >
              <Title order={2} size="h4" mb="sm" id={`child-${child.child_id}-interactions`}>
                {child.name}
              </Title>
              <InteractionBar label={t('interactions.total')} total={interactionTotal(child)} max={max} />
              <SimpleGrid component="dl" cols={2} spacing="sm" mt="md" mb={0} mx={0}>
                {interactionCounters.map((kind) => (
                  <div key={kind}>
                    <Text component="dt" size="xs" c="dimmed" fw={600}>
                      {t(`interactions.kinds.${kind}`)}
                    </Text>
                    <Text component="dd" m={0} fw={800} fz="xl">
                      {format.number(child[kind])}
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
            </Paper>
          ))}
        </>
      )}
    </Stack>
  );
}
