import type { Notification } from '@t1d/contract';
import { Stack, Text, ThemeIcon } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError, useLogFailure } from '../../../shared/api';
import { Icon } from '../../../shared/ui/icons';
import { LoadError } from '../../../shared/ui/LoadError';
import { PagedList } from '../../../shared/ui/PagedList';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { pageCount, Pager, usePageParam } from '../../../shared/ui/Pager';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useNotifications } from '../api/useNotifications';
import { NOTIFICATION_PAGE_SIZE, unreadRedFlagsIn } from '../notificationList';
import { PushDeviceCard } from '../push/PushDeviceCard';
import { CleanupDuplicatesButton } from './CleanupDuplicatesButton';
import { NotificationItem } from './NotificationItem';
import { NotificationsToolbar } from './NotificationsToolbar';
import { RemoveNotificationModal } from './RemoveNotificationModal';

/** /notifications: the parent's notifications, 10 a page, newest first, to read and to tidy up. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const [page, goTo] = usePageParam();
  const list = useNotifications(page);
  const [removing, setRemoving] = useState<Notification | null>(null);
  useLogFailure(list.error, 'Failed to fetch notifications');
  const pages = pageCount(list.data?.total ?? 0, NOTIFICATION_PAGE_SIZE);
  // Removing the last one on the last page leaves nothing to show there: step back a page.
  const pastTheEnd = !!list.data && !list.isPlaceholderData && list.data.data.length === 0 && page > pages;
  useEffect(() => {
    if (pastTheEnd) goTo(pages);
  }, [pastTheEnd, pages, goTo]);

  let body;
  if (list.isError && !isSilentError(list.error)) body = <LoadError message={t('loadFailed')} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <SkeletonBlock label={t('loading')} count={4} height={96} />;
  else if (list.data.total === 0)
    body = (
      <Stack align="center" gap="xs" py="xl">
        <ThemeIcon variant="light" radius="xl" size={56} aria-hidden>
          <Icon name="bell" size={30} />
        </ThemeIcon>
        <Text c="dimmed" ta="center" maw={360}>
          {t('empty')}
        </Text>
      </Stack>
    );
  else
    body = (
      <>
        <NotificationsToolbar unread={list.data.unread_count} unreadRedFlags={unreadRedFlagsIn(list.data.data)} />
        <PagedList label={t('listLabel')} busy={list.isPlaceholderData}>
          {list.data.data.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onRemove={setRemoving} />
          ))}
        </PagedList>
      </>
    );

  return (
    <Stack gap="lg" py="md">
      <PageHeader title={t('pageTitle')} intro={t('pageIntro')} actions={<CleanupDuplicatesButton enabled={!!list.data?.total} />} />
      {body}
      <Pager label={t('pages')} pages={pages} page={page} onChange={goTo} />
      {/* Below the list: it grows once it has checked the device, and must not move what a parent is tapping. */}
      <PushDeviceCard />
      <RemoveNotificationModal notification={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
