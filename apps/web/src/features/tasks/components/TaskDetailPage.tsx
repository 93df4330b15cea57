import { Alert, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useParams } from '../../../shared/router';
import { isRefusal, isSilentError, useLogFailure } from '../../../shared/api';
import { paths } from '../../../shared/paths';
import { Icon } from '../../../shared/ui/icons';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useTaskInfo } from '../api/useTasks';
import { TaskDetailActions } from './TaskDetailActions';
import { TaskFacts } from './TaskFacts';

/** Whole positive numbers only: anything else in the address cannot be a task's id. */
function parseId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

/** /task/:id: one task's details, with start, cancel and complete. */
export function TaskDetailPage() {
  const { t } = useTranslation('tasks');
  const id = parseId(useParams().id);
  const task = useTaskInfo(id);
  useLogFailure(task.error, 'Failed to load task');
  const back = { to: paths.tasks(), label: t('backToTasks') };
  const missing = id === null || isRefusal(task.error, 'not_found');

  if (missing) {
    return (
      <Stack gap="lg" py="md">
        <PageHeader title={t('detailTitle')} back={back} />
        <Alert color="warning" icon={<Icon name="info" />} role="alert">
          {t('notFound')}
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" py="md">
      <PageHeader title={task.data?.name ?? t('detailTitle')} back={back} />
      {task.isError && !isSilentError(task.error) ? (
        <LoadError message={t('loadOneFailed')} onRetry={() => void task.refetch()} />
      ) : task.data ? (
        <Paper withBorder radius="lg" p="md">
          <Stack gap="md">
            <TaskFacts task={task.data} />
            <TaskDetailActions task={task.data} />
          </Stack>
        </Paper>
      ) : (
        <Skeleton height={240} radius="lg" />
      )}
    </Stack>
  );
}
