import type { Task } from '@t1d/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinOverlay } from '../../../shared/ui/coins/CoinOverlay';
import { useParentCode, useTaskCommand } from '../api/useTasks';
import { taskAction } from '../taskList';
import { TaskVideoModal } from './TaskVideoModal';
import { useNotifyTaskFailure } from './useNotifyTaskFailure';

/**
 * Doing a task (spec section 4): a website opens in a new tab and counts as done; a video counts
 * when it has played to its end; any other task is marked done by hand. Coins earned show in the
 * coin overlay. `overlays` holds the video modal and the overlay: render it once near the list.
 */
export function useTaskCompletion() {
  const { t } = useTranslation('tasks');
  const notifyTaskFailure = useNotifyTaskFailure();
  const parentCode = useParentCode();
  const complete = useTaskCommand('GmsInfluenceApi.completeTask');
  const [earned, setEarned] = useState<number | null>(null);
  const [video, setVideo] = useState<Task | null>(null);

  const finish = (task: Task) => {
    if (!parentCode) return;
    complete.mutate(
      { task_instance_id: task.id, parent_code: parentCode },
      {
        // Nothing to celebrate when another device had already completed it (0 coins).
        onSuccess: (done) => setEarned(done.coins_awarded > 0 ? done.coins_awarded : null),
        onError: (error) => notifyTaskFailure(error, t('completeFailed')),
      },
    );
  };

  const run = (task: Task) => {
    const action = taskAction(task.type);
    if (action === 'video') {
      setVideo(task);
      return;
    }
    // noopener: the opened site gets no handle on this app's window.
    if (action === 'website') window.open(task.content, '_blank', 'noopener,noreferrer');
    finish(task);
  };

  const endVideo = () => {
    const task = video;
    setVideo(null);
    if (task) finish(task);
  };

  const pendingId = complete.isPending ? (complete.variables?.task_instance_id ?? null) : null;
  const overlays = (
    <>
      <TaskVideoModal task={video} onEnded={endVideo} onClose={() => setVideo(null)} />
      <CoinOverlay coins={earned} onClose={() => setEarned(null)} />
    </>
  );
  return { run, pendingId, overlays };
}
