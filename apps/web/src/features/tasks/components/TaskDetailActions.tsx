import type { Task } from '@t1d/contract';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isApiError, isSilentError } from '../../../shared/api';
import { useTranslateMessage } from '../../../shared/i18n';
import { Icon } from '../../../shared/ui/icons';
import { useParentCode, useTaskCommand } from '../api/useTasks';
import { canComplete, taskAction } from '../taskList';
import { useTaskCompletion } from './useTaskCompletion';

/** Start (open → started), cancel (started → open) and complete, as the task's state allows. */
export function TaskDetailActions({ task }: { task: Task }) {
  const { t } = useTranslation('tasks');
  const translateMessage = useTranslateMessage();
  const parentCode = useParentCode();
  const start = useTaskCommand('GmsInfluenceApi.startTask');
  const cancel = useTaskCommand('GmsInfluenceApi.cancelTask');
  const completion = useTaskCompletion();

  const onError = (error: Error) => {
    if (isSilentError(error)) return;
    const message = isApiError(error) && error.status === 409 ? translateMessage(error.msg) : t('changeFailed');
    notifications.show({ color: 'danger', message });
  };
  const input = { task_instance_id: task.id, parent_code: parentCode ?? '' };
  const action = taskAction(task.type);
  const actionLabel = t(`action.${action}`);
  if (!canComplete(task)) return completion.overlays;

  return (
    <>
      <Group gap="sm">
        <Button
          leftSection={<Icon name={action === 'website' ? 'externalLink' : action === 'video' ? 'play' : 'check'} size={18} />}
          loading={completion.pendingId === task.id}
          onClick={() => completion.run(task)}
        >
          {actionLabel}
        </Button>
        {task.status === 0 ? (
          <Button variant="light" loading={start.isPending} onClick={() => start.mutate(input, { onError })}>
            {t('start')}
          </Button>
        ) : (
          <Button variant="light" color="danger" loading={cancel.isPending} onClick={() => cancel.mutate(input, { onError })}>
            {t('cancel')}
          </Button>
        )}
      </Group>
      {completion.overlays}
    </>
  );
}
