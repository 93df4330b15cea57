import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useParams } from '../../../shared/router';
import { isRefusal, isSilentError, useLogFailure } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import { CoinOverlay } from '../../../shared/ui/coins/CoinOverlay';
import { useCountingCoins } from '../../../shared/ui/coins/useCountingCoins';
import { Icon, iconFor } from '../../../shared/ui/icons';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { notifyFailure } from '../../../shared/ui/notifyFailure';
import { useCompleteGoal, useGoal, useGoalCategories } from '../api/useGoals';
import { goalCategoryOf, goalName } from '../goalList';

const parseId = (raw: string | undefined) => (raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null);

/** /goal/:id: one family goal, what it asks, what it pays, and its complete button. */
export function GoalPage() {
  const { t } = useTranslation('goals');
  const format = useFormat();
  const id = parseId(useParams().id);
  const goal = useGoal(id);
  const categories = useGoalCategories();
  const complete = useCompleteGoal();
  const serverAction = useServerAction({ disabled: complete.isPending });
  const coins = useCountingCoins();
  useLogFailure(goal.error, 'Failed to load goal');

  if (id === null || isRefusal(goal.error, 'not_found')) {
    return (
      <Stack gap="lg" py="md">
        <PageHeader title={t('detailTitle')} />
        <Alert color="warning" icon={<Icon name="info" />} role="alert">
          {t('notFound')}
        </Alert>
      </Stack>
    );
  }
  const data = goal.data;
  const category = data && categories.data?.list.find((entry) => entry.id === goalCategoryOf(data));
  const onComplete = () => {
    coins.counting();
    complete.mutate(
      { goal_id: id },
      {
        onSuccess: (result) => coins.paid(result.coins_awarded),
        onError: (error) => {
          coins.failed();
          notifyFailure(error, t('completeFailed'));
        },
      },
    );
  };

  return (
    <Stack gap="lg" py="md">
      <PageHeader title={data ? goalName(data) : t('detailTitle')} intro={data?.desc} />
      {goal.isError && !isSilentError(goal.error) ? (
        <LoadError message={t('loadOneFailed')} onRetry={() => void goal.refetch()} />
      ) : !data ? (
        <Skeleton height={200} radius="lg" />
      ) : (
        <Paper withBorder radius="lg" p="md">
          <Stack gap="md">
            <Group gap={6}>
              <Badge size="lg" color={data.status === 1 ? 'primary' : 'warning'}>
                {data.status === 1 ? t('status.complete') : t('status.inProgress')}
              </Badge>
              {category && (
                <Badge size="lg" variant="light" leftSection={<Icon name={iconFor(category.icon, 'trophy')} size={14} />}>
                  {category.name}
                </Badge>
              )}
              <Badge size="lg" variant="outline">
                {data.loop_type === 1 ? t('daily') : t('oneTime')}
              </Badge>
            </Group>
            <Text>{t('pays', { count: data.coin_amount, formatted: format.number(data.coin_amount) })}</Text>
            {data.completed_at !== null && <Text c="dimmed">{t('completedAt', { date: format.dateTime(data.completed_at) })}</Text>}
            {data.status === 0 && (
              <Button
                {...serverAction}
                w="fit-content"
                leftSection={<Icon name="check" size={18} />}
                loading={complete.isPending}
                onClick={onComplete}
              >
                {t('complete')}
              </Button>
            )}
          </Stack>
        </Paper>
      )}
      <CoinOverlay {...coins.overlay} />
    </Stack>
  );
}
