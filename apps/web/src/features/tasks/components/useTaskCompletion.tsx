import type { Task } from '@t1d/contract';
import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';
import { CoinOverlay } from '../../../shared/ui/coins/CoinOverlay';
import { useCountingCoins } from '../../../shared/ui/coins/useCountingCoins';
import { useParentCode, useTaskCommand } from '../api/useTasks';
import { taskAction } from '../taskList';
import { TaskVideoModal } from './TaskVideoModal';
import { Icon } from '../../../shared/ui/icons';
import { useNotifyTaskFailure } from './useNotifyTaskFailure';
import { useWebsiteVisit } from './useWebsiteVisit';

/**
 * Doing a task: a website opens in a new tab and counts as done when the parent
 * comes back from it (useWebsiteVisit); a video counts when it has played to its end; any other task
 * is marked done by hand. The coin overlay opens at once, counting, and shows the coins the server
 * paid when its answer comes (none: it closes); a family task that the family's
 * daily cap held back (ADR 0027) says what it paid. `overlays` holds the visit notice, the video
 * modal, the overlay and that notice: render it once near the list.
 */
export function useTaskCompletion() {
  const { t } = useTranslation('tasks');
  const format = useFormat();
  const notifyTaskFailure = useNotifyTaskFailure();
  const parentCode = useParentCode();
  const complete = useTaskCommand('GmsInfluenceApi.completeTask');
  const coins = useCountingCoins();
  const [heldBack, setHeldBack] = useState<{ paid: number; worth: number } | null>(null);
  const [video, setVideo] = useState<Task | null>(null);

  const finish = (task: Task) => {
    if (!parentCode) return;
    setHeldBack(null);
    coins.counting();
    complete.mutate(
      { task_instance_id: task.id, parent_code: parentCode },
      {
        onSuccess: (done) => {
          // Nothing to celebrate when another device had already completed it (0 coins).
          coins.paid(done.coins_awarded);
          setHeldBack(done.coins_held_back > 0 ? { paid: done.coins_awarded, worth: done.coins_awarded + done.coins_held_back } : null);
        },
        onError: (error) => {
          coins.failed();
          notifyTaskFailure(error, t('completeFailed'));
        },
      },
    );
  };
  const website = useWebsiteVisit(finish);

  const run = (task: Task) => {
    const action = taskAction(task.type);
    if (action === 'video') {
      setVideo(task);
      return;
    }
    if (action === 'website') website.open(task);
    else finish(task);
  };

  const endVideo = () => {
    const task = video;
    setVideo(null);
    if (task) finish(task);
  };

  const pendingId = complete.isPending ? (complete.variables?.task_instance_id ?? null) : (website.visiting?.id ?? null);
  const overlays = (
    <>
      {website.visiting && (
        <Alert color="primary" variant="light" icon={<Icon name="externalLink" />} title={t('visit.title')} role="status" mt="sm">
          {t('visit.body')}
        </Alert>
      )}
      {heldBack && (
        <Alert color="warning" variant="light" role="status" mt="sm">
          {t('heldBack', { count: heldBack.worth, paid: format.number(heldBack.paid), formatted: format.number(heldBack.worth) })}
        </Alert>
      )}
      <TaskVideoModal task={video} onEnded={endVideo} onClose={() => setVideo(null)} />
      <CoinOverlay {...coins.overlay} />
    </>
  );
  return { run, pendingId, overlays };
}
