import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError, useLogFailure } from '../../../shared/api';
import { LoadError } from '../../../shared/ui/LoadError';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useParentTasks } from '../api/useTasks';
import { openTasks } from '../taskList';
import { TaskRow } from './TaskRow';
import { useTaskCompletion } from './useTaskCompletion';

/** The open tasks, all of them or the first `limit` on the dashboard. */
export function TaskList({ limit }: { limit?: number }) {
  const { t } = useTranslation('tasks');
  const tasks = useParentTasks();
  const completion = useTaskCompletion();
  useLogFailure(tasks.error, 'get tasks failed');

  if (tasks.isError && !isSilentError(tasks.error)) {
    return <LoadError message={t('loadFailed')} onRetry={() => void tasks.refetch()} />;
  }
  if (!tasks.data) {
    // About the rows' size, so a #my-tasks or #family-goals jump lands where the content will be.
    return <SkeletonBlock label={t('loading')} count={Math.min(limit ?? 3, 3)} height={120} />;
  }

  const open = openTasks(tasks.data.list);
  const shown = limit === undefined ? open : open.slice(0, limit);
  return (
    <>
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('listLabel')}>
          {shown.map((task) => (
            <TaskRow key={task.id} task={task} pending={completion.pendingId === task.id} onRun={completion.run} />
          ))}
        </Stack>
      )}
      {open.length > shown.length && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('more', { count: open.length - shown.length })}
        </Text>
      )}
      {completion.overlays}
    </>
  );
}
