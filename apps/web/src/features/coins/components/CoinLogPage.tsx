import { Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isSilentError, useLogFailure } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { COIN_LOG_PAGE_SIZE, useCoinLog } from '../api/useCoins';
import { CoinLogEntry } from './CoinLogEntry';

/** A page number from the address: a whole number from 1, else the first page. */
export function pageFromQuery(raw: string | null): number {
  return raw && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

/** /coins-earned-logs: the family's total and every coin it earned, 20 a page, newest first. */
export function CoinLogPage() {
  const { t } = useTranslation('coins');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const log = useCoinLog(page);
  useLogFailure(log.error, 'Failed to load coins');
  const pages = Math.max(1, Math.ceil((log.data?.total ?? 0) / COIN_LOG_PAGE_SIZE));
  // The page number lives in the address, so a reload or a shared link opens the same page.
  const goTo = (next: number) => setParams(next === 1 ? {} : { page: String(next) });

  let body;
  if (log.isError && !isSilentError(log.error)) body = <LoadError message={t('loadFailed')} onRetry={() => void log.refetch()} />;
  else if (!log.data) body = <SkeletonBlock label={t('loading')} count={4} height={72} />;
  else if (log.data.list.length === 0) body = <Text c="dimmed">{t('empty')}</Text>;
  else
    body = (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none', opacity: log.isPlaceholderData ? 0.6 : 1 }} aria-label={t('listLabel')}>
        {log.data.list.map((entry) => (
          <CoinLogEntry key={entry.id} entry={entry} />
        ))}
      </Stack>
    );

  return (
    <Stack gap="lg" py="md">
      <PageHeader title={t('logTitle')} intro={t('logIntro')} />
      <Paper withBorder radius="lg" p="md" bg="warning.0">
        <Text size="sm" fw={600} c="dimmed">
          {t('total')}
        </Text>
        {/* Spec section 8: a failed load shows 0. */}
        <Text fz={40} fw={800} lh={1.1} c="warning.8">
          {format.number(log.data?.total_coins ?? 0)}
        </Text>
      </Paper>
      {body}
      {pages > 1 && (
        <Group justify="center" component="nav" aria-label={t('pages')}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={goTo}
            siblings={1}
            getItemProps={(item) => ({ 'aria-label': t('page', { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': t(`pageControl.${control}`) })}
          />
        </Group>
      )}
    </Stack>
  );
}
