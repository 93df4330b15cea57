import type { Task } from '@t1d/contract';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { useFormat } from '../../../shared/format/useFormat';
import { paths } from '../../../shared/paths';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import { Icon } from '../../../shared/ui/icons';
import { canComplete, taskAction } from '../taskList';
import { taskActionIcon, taskKindIcon } from './taskIcons';

interface TaskRowProps {
  task: Task;
  /** Its completion call is on its way. */
  pending: boolean;
  onRun: (task: Task) => void;
}

/** One open task: what it is, what it pays, its action, and the arrow to its details. */
export function TaskRow({ task, pending, onRun }: TaskRowProps) {
  const { t } = useTranslation('tasks');
  const format = useFormat();
  // Every task's action ends in its completion, which the server records.
  const serverAction = useServerAction({ disabled: !canComplete(task) });
  const action = taskAction(task.type);
  const actionLabel = t(`action.${action}`);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant="light" color={task.family_task ? 'warning' : 'primary'} radius="xl" size={36} aria-hidden>
          <Icon name={taskKindIcon[action]} size={20} />
        </ThemeIcon>
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {task.name}
          </Text>
          <Group gap={6}>
            <Badge color="warning" variant="light" leftSection={<Icon name="coin" size={14} />}>
              {t('coins', { ns: 'common', count: task.coin_amount, formatted: format.number(task.coin_amount) })}
            </Badge>
            <Badge variant="outline" color="gray">
              {t(`type.${action}`)}
            </Badge>
            {task.loop_type === 1 && <Badge variant="outline">{t('daily')}</Badge>}
            {task.status === 1 && <Badge color="primary">{t('status.started')}</Badge>}
            {task.expired && <Badge color="danger">{t('status.expired')}</Badge>}
          </Group>
        </Stack>
        <ActionIcon
          component={Link}
          to={paths.task(task.id)}
          variant="subtle"
          size={44}
          radius="xl"
          aria-label={t('detailsOf', { name: task.name })}
        >
          <Icon name="chevronRight" />
        </ActionIcon>
      </Group>
      <Group justify="flex-end" mt="xs">
        <Button
          {...serverAction}
          size="sm"
          variant={action === 'other' ? 'light' : 'filled'}
          leftSection={<Icon name={taskActionIcon[action]} size={18} />}
          loading={pending}
          aria-label={t('actionOf', { action: actionLabel, name: task.name })}
          onClick={() => onRun(task)}
        >
          {actionLabel}
        </Button>
      </Group>
    </Paper>
  );
}
