import { Alert, Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useParams } from '../../../shared/router';
import { useLogFailure } from '../../../shared/api';
import { useFitnessEntry } from '../../../shared/devMode/useFitnessEntry';
import { useFormat } from '../../../shared/format/useFormat';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import { Icon, iconFor } from '../../../shared/ui/icons';
import { notifyFailure } from '../../../shared/ui/notifyFailure';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useFitnessCategories, useFitnessGoals, useMarkFitnessGoal } from '../api/useFitness';
import { fitnessColor, isKnownUnit } from '../fitness';

/** /fitness/:type/:color (dev mode, or the fitness entry unlocked): one kind's goals for today, each to mark complete. */
export function FitnessPage() {
  const { t } = useTranslation('fitness');
  const format = useFormat();
  const open = useFitnessEntry().shown;
  const params = useParams();
  const type = params.type && /^[1-9]\d{0,8}$/.test(params.type) ? Number(params.type) : null;
  const color = fitnessColor(params.color);
  const kinds = useFitnessCategories();
  const goals = useFitnessGoals(open ? type : null);
  const mark = useMarkFitnessGoal(type ?? 0);
  const serverAction = useServerAction();
  useLogFailure(goals.error, 'Failed to load fitness goals');
  const kind = kinds.data?.find((entry) => entry.id === type);

  if (!open || type === null) {
    return (
      <Stack gap="lg" py="md">
        <PageHeader title={t('sectionTitle')} />
        <Alert color="warning" icon={<Icon name="info" />} role="alert">
          {t(open ? 'unknownKind' : 'devOnly')}
        </Alert>
      </Stack>
    );
  }
  const unitText = (unit: string, target: number) => (isKnownUnit(unit) ? t(`units.${unit}`, { count: target }) : unit);
  const list = goals.data ?? [];

  return (
    <Stack gap="lg" py="md">
      <PageHeader title={kind?.name ?? t('sectionTitle')} intro={t('intro')} />
      {goals.isPending ? (
        <SkeletonBlock label={t('loading')} count={2} height={72} />
      ) : list.length === 0 ? (
        <Text c="dimmed">{t('noGoals')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('goalsLabel')}>
          {list.map((goal) => (
            <Paper component="li" key={goal.id} withBorder radius="md" p="sm">
              <Group wrap="nowrap" gap="sm">
                <ThemeIcon variant="light" color={color} radius="xl" size={40} aria-hidden>
                  <Icon name={iconFor(kind?.icon ?? '', 'run')} size={22} />
                </ThemeIcon>
                <Stack gap={0} style={{ flex: 1 }} miw={0}>
                  <Text fw={600}>{goal.name}</Text>
                  <Text size="sm" c="dimmed">
                    {format.number(goal.target)} {unitText(goal.unit, goal.target)}
                  </Text>
                </Stack>
                {goal.completed ? (
                  <Badge size="lg" variant="light" leftSection={<Icon name="check" size={14} />}>
                    {t('doneToday')}
                  </Badge>
                ) : (
                  <Button
                    {...serverAction}
                    size="xs"
                    color={color}
                    loading={mark.isPending && mark.variables?.goal_id === goal.id}
                    aria-label={t('markOf', { name: goal.name })}
                    onClick={() => mark.mutate({ goal_id: goal.id }, { onError: (error) => notifyFailure(error, t('markFailed')) })}
                  >
                    {t('mark')}
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
