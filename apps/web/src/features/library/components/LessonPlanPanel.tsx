import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { ContentSummary } from '@t1d/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError, useLogFailure } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import { CoinOverlay, REWARD_COIN_OVERLAY_MS } from '../../../shared/ui/coins/CoinOverlay';
import { Icon } from '../../../shared/ui/icons';
import { LibraryText } from '../../../shared/ui/LibraryText';
import { useAppData } from '../../../shared/api/appData';
import { useAwardLessonPlanCoin, useContentItem } from '../api/useLibrary';
import { Loaded } from './Loaded';
import { SourcesBox } from './SourcesBox';

/** One opened lesson plan: the activity, then 'We did this together', which pays once per family and plan. */
export function LessonPlanPanel({ plan }: { plan: ContentSummary }) {
  const { t } = useTranslation('library');
  const format = useFormat();
  const item = useContentItem('lesson_plan', plan.slug);
  const appData = useAppData();
  const award = useAwardLessonPlanCoin();
  const serverAction = useServerAction({ disabled: award.isPending || award.isSuccess });
  const [earned, setEarned] = useState<number | null>(null);
  useLogFailure(item.error, 'Failed to load lesson plan');
  useLogFailure(award.error, 'Failed to award lesson plan coin');
  const coins = appData.data?.global.lesson_plan_coins ?? 0;

  const onDone = () =>
    award.mutate(
      { lesson_plan_id: plan.id },
      // 0 coins: another parent of the family already did it; the refreshed plan shows it done.
      { onSuccess: (result) => setEarned(result.lesson_plan_reward_coins > 0 ? result.lesson_plan_reward_coins : null) },
    );

  return (
    <Loaded query={item} loading={t('lessons.loading')} failed={t('lessons.loadOneFailed')} count={3} height={48}>
      {(data) => (
        <Stack gap="md">
          <div>
            <LibraryText source={data.body} headingLevel={3} />
          </div>
          {data.done || plan.done ? (
            <Group gap="xs">
              <Badge color="primary" size="lg" leftSection={<Icon name="check" size={14} />}>
                {t('done')}
              </Badge>
              <Text size="sm" c="dimmed">
                {t('lessons.doneNote')}
              </Text>
            </Group>
          ) : (
            <Stack gap={6}>
              <Button
                {...serverAction}
                w="fit-content"
                leftSection={<Icon name="heart" size={18} />}
                loading={award.isPending}
                onClick={onDone}
              >
                {t('lessons.didIt')}
              </Button>
              {coins > 0 && (
                <Text size="sm" c="dimmed">
                  {t('lessons.reward', { count: coins, formatted: format.number(coins) })}
                </Text>
              )}
              {award.isError && !isSilentError(award.error) && (
                <Alert color="danger" variant="light" role="alert" p="xs">
                  {t('lessons.awardFailed')}
                </Alert>
              )}
            </Stack>
          )}
          <SourcesBox sources={data.sources} disclaimer={t('careTeam.lessonPlan')} headingOrder={4} />
          <CoinOverlay coins={earned} onClose={() => setEarned(null)} durationMs={REWARD_COIN_OVERLAY_MS} />
        </Stack>
      )}
    </Loaded>
  );
}
