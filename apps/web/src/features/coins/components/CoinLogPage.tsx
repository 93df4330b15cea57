import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError, useLogFailure } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { LoadError } from '../../../shared/ui/LoadError';
import { PagedList } from '../../../shared/ui/PagedList';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { pageCount, Pager, usePageParam } from '../../../shared/ui/Pager';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { COIN_LOG_PAGE_SIZE, useCoinLog } from '../api/useCoins';
import { CoinLogEntry } from './CoinLogEntry';

/** /coins-earned-logs: the family's total and every coin it earned or spent on a gift, 20 a page, newest first. */
export function CoinLogPage() {
  const { t } = useTranslation('coins');
  const format = useFormat();
  const [page, goTo] = usePageParam();
  const log = useCoinLog(page);
  useLogFailure(log.error, 'Failed to load coins');
  const pages = pageCount(log.data?.total ?? 0, COIN_LOG_PAGE_SIZE);

  let body;
  if (log.isError && !isSilentError(log.error)) body = <LoadError message={t('loadFailed')} onRetry={() => void log.refetch()} />;
  else if (!log.data) body = <SkeletonBlock label={t('loading')} count={4} height={72} />;
  else if (log.data.list.length === 0) body = <Text c="dimmed">{t('empty')}</Text>;
  else
    body = (
      <PagedList label={t('listLabel')} busy={log.isPlaceholderData}>
        {log.data.list.map((entry) => (
          <CoinLogEntry key={entry.id} entry={entry} />
        ))}
      </PagedList>
    );

  return (
    <Stack gap="lg" py="md">
      <PageHeader title={t('logTitle')} intro={t('logIntro')} />
      <Paper withBorder radius="lg" p="md" bg="warning.0">
        <Text size="sm" fw={600} c="dimmed">
          {t('total')}
        </Text>
        {/* A failed load shows 0. */}
        <Text fz={40} fw={800} lh={1.1} c="warning.8">
          {format.number(log.data?.total_coins ?? 0)}
        </Text>
      </Paper>
      {body}
      <Pager label={t('pages')} pages={pages} page={page} onChange={goTo} />
    </Stack>
  );
}
