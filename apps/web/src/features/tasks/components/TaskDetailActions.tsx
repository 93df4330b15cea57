import type { Task } from '@t1d/contract';
import { Button, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import { Icon } from '../../../shared/ui/icons';
import { useParentCode, useTaskCommand } from '../api/useTasks';
import { canComplete, taskAction } from '../taskList';
import { taskActionIcon } from './taskIcons';
import { useNotifyTaskFailure } from './useNotifyTaskFailure';
import { useTaskCompletion } from './useTaskCompletion';

/** Start (open → started), cancel (started → open) and complete, as the task's state allows. */
export function TaskDetailActions({ task }: { task: Task }) {
  const { t } = useTranslation('tasks');
  const notifyTaskFailure = useNotifyTaskFailure();
  const parentCode = useParentCode();
  const start = useTaskCommand('GmsInfluenceApi.startTask');
  const cancel = useTaskCommand('GmsInfluenceApi.cancelTask');
  const completion = useTaskCompletion();
  const stateHintId = useId();
  const serverAction = useServerAction();
  const stateAction = useServerAction({ describedBy: stateHintId });

  const onError = (error: Error) => notifyTaskFailure(error, t('changeFailed'));
  const input = { task_instance_id: task.id, parent_code: parentCode ?? '' };
  const action = taskAction(task.type);
  if (!canComplete(task)) return completion.overlays;

  return (
    <>
      <Group gap="sm">
        <Button
          {...serverAction}
          leftSection={<Icon name={taskActionIcon[action]} size={18} />}
          loading={completion.pendingId === task.id}
          onClick={() => completion.run(task)}
        >
          {t(`action.${action}`)}
        </Button>
        {task.status === 0 ? (
          <Button
            {...stateAction}
            variant="light"
            leftSection={<Icon name="flag" size={18} />}
            loading={start.isPending}
            onClick={() => start.mutate(input, { onError })}
          >
            {t('start')}
          </Button>
        ) : (
          <Button
            {...stateAction}
            variant="light"
            color="danger"
            loading={cancel.isPending}
            onClick={() => cancel.mutate(input, { onError })}
          >
            {t('cancel')}
          </Button>
        )}
      </Group>
      <Text id={stateHintId} size="xs" c="dimmed" mt={4}>
        {task.status === 0 ? t('startHint') : t('cancelHint')}
      </Text>
      {completion.overlays}
    </>
  );
}
