import type { ConsultationCase } from '@t1d/contract';
import { Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError, useLogFailure } from '../../../shared/api';
import { LoadError } from '../../../shared/ui/LoadError';
import { pageCount, Pager } from '../../../shared/ui/Pager';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { PagedList } from '../../../shared/ui/PagedList';
import { QUEUE_PAGE_SIZE, useConsultationQueue } from '../api/useClinicDesk';
import { queueFilterFromQuery } from '../desk';
import { CaseItem } from './CaseItem';
import { ClinicStepModal } from './ClinicStepModal';
import type { QueueParams } from './useQueueParams';

/** The clinic desk's queue, longest in their stage first, with the clinic step each family waits for. */
export function ClinicQueue({ queue, params }: { queue: ReturnType<typeof useConsultationQueue>; params: QueueParams }) {
  const { t } = useTranslation('consultation');
  const [marking, setMarking] = useState<ConsultationCase | null>(null);
  const { filter, page, go } = params;
  // Read once per render of the list; "3 hours ago" does not need to tick.
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  useLogFailure(queue.error, 'Failed to load the consultation queue');
  const pages = pageCount(queue.data?.total ?? 0, QUEUE_PAGE_SIZE);

  let body;
  if (queue.isError && !isSilentError(queue.error))
    body = <LoadError message={t('desk.loadFailed')} onRetry={() => void queue.refetch()} />;
  else if (!queue.data) body = <SkeletonBlock label={t('desk.loading')} count={3} height={120} />;
  else if (queue.data.list.length === 0) body = <Text c="dimmed">{t(filter === 'waiting' ? 'desk.emptyWaiting' : 'desk.empty')}</Text>;
  else
    body = (
      <PagedList label={t('desk.listLabel')} busy={queue.isPlaceholderData}>
        {queue.data.list.map((family) => (
          <CaseItem key={family.family_id} family={family} now={now} onStep={setMarking} />
        ))}
      </PagedList>
    );

  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby="desk-queue-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="desk-queue-title">
          {t('desk.queueTitle')}
        </Title>
        <SegmentedControl
          fullWidth
          aria-label={t('desk.filterLabel')}
          value={filter}
          onChange={(value) => go({ filter: queueFilterFromQuery(value), page: 1 })}
          data={[
            { value: 'waiting', label: t('desk.filter.waiting') },
            { value: 'all', label: t('desk.filter.all') },
          ]}
        />
        {queue.data && (
          <Text size="sm" c="dimmed" role="status">
            {t('desk.total', { count: queue.data.total })}
          </Text>
        )}
        {body}
        <Pager label={t('desk.pages')} pages={pages} page={page} onChange={(next) => go({ filter, page: next })} />
      </Stack>
      <ClinicStepModal family={marking} onClose={() => setMarking(null)} />
    </Paper>
  );
}
