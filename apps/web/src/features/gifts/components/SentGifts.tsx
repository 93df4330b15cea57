import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError, useLogFailure } from '../../../shared/api';
import { LoadError } from '../../../shared/ui/LoadError';
import { PagedList } from '../../../shared/ui/PagedList';
import { pageCount, Pager, usePageParam } from '../../../shared/ui/Pager';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { SENT_GIFTS_PAGE_SIZE, useSentGifts } from '../api/useGifts';
import { SentGiftRow } from './SentGiftRow';

/** The family's gifts, newest first, a page at a time (?page=2 keeps the page across reloads). */
export function SentGifts() {
  const { t } = useTranslation('gifts');
  const [page, goTo] = usePageParam();
  const gifts = useSentGifts(page);
  useLogFailure(gifts.error, 'Failed to load sent gifts');
  const pages = pageCount(gifts.data?.total ?? 0, SENT_GIFTS_PAGE_SIZE);

  let body;
  if (gifts.isError && !isSilentError(gifts.error))
    body = <LoadError message={t('sent.loadFailed')} onRetry={() => void gifts.refetch()} />;
  else if (!gifts.data) body = <SkeletonBlock label={t('sent.loading')} count={2} height={88} />;
  else if (gifts.data.list.length === 0) body = <Text c="dimmed">{t('sent.empty')}</Text>;
  else
    body = (
      <PagedList label={t('sent.title')} busy={gifts.isPlaceholderData}>
        {gifts.data.list.map((gift) => (
          <SentGiftRow key={gift.gift_id} gift={gift} />
        ))}
      </PagedList>
    );

  return (
    <Stack component="section" aria-labelledby="sent-gifts-title" gap="sm">
      <Title order={2} size="h4" id="sent-gifts-title">
        {t('sent.title')}
      </Title>
      {body}
      <Pager label={t('sent.pages')} pages={pages} page={page} onChange={goTo} />
    </Stack>
  );
}
