import type { Task } from '@t1d/contract';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';
import { Icon, iconFor } from '../../../shared/ui/icons';
import { useTaskCategories } from '../api/useTasks';
import { taskAction } from '../taskList';

function statusKey(task: Task): 'done' | 'expired' | 'started' | 'open' {
  if (task.status === 2) return 'done';
  if (task.expired) return 'expired';
  return task.status === 1 ? 'started' : 'open';
}

// Filled badges carry white text: Mantine's gray.6 gives it 3.3:1, gray.7 passes AA.
const statusColor = { done: 'primary', expired: 'danger', started: 'warning', open: 'gray.7' } as const;

/** What a task is, pays and when it can be done. */
export function TaskFacts({ task }: { task: Task }) {
  const { t } = useTranslation('tasks');
  const format = useFormat();
  const categories = useTaskCategories();
  const category = categories.data?.list.find((entry) => entry.id === task.goal_category);
  const status = statusKey(task);
  const when = (seconds: number | null) => (seconds === null ? t('facts.none') : format.dateTime(seconds));
  const facts: [string, string][] = [
    [t('facts.type'), t(`type.${taskAction(task.type)}`)],
    [t('facts.repeats'), task.loop_type === 1 ? t('daily') : t('once')],
    [t('facts.coins'), format.number(task.coin_amount)],
    [t('facts.starts'), when(task.start_time)],
    [t('facts.ends'), when(task.end_time)],
    [t('facts.expires'), when(task.expires_at)],
  ];
  if (task.completed_at !== null) facts.push([t('facts.completedAt'), format.dateTime(task.completed_at)]);

  return (
    <Stack gap="sm">
      <Group gap={6}>
        <Badge color={statusColor[status]} size="lg">
          {t(`status.${status}`)}
        </Badge>
        {category && (
          <Badge variant="light" size="lg" leftSection={<Icon name={iconFor(category.icon, 'book')} size={14} />}>
            {category.name}
          </Badge>
        )}
        {task.family_task && (
          <Badge variant="outline" color="warning" size="lg">
            {t('familyTask')}
          </Badge>
        )}
      </Group>
      {task.desc && <Text style={{ overflowWrap: 'anywhere' }}>{task.desc}</Text>}
      {task.content && taskAction(task.type) !== 'other' && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('facts.link', { link: task.content })}
        </Text>
      )}
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
              {label}
            </Text>
            <Text component="dd" m={0} fw={500}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
