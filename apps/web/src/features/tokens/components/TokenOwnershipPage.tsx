import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError, useLogFailure } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useTokenBalance } from '../api/useTokens';
import { CompanyValuationCard } from './CompanyValuationCard';
import { TokenBalance, TokenCount } from './TokenBalance';
import { TokensInfo } from './TokensInfo';
import { WaysToEarn } from './WaysToEarn';

/** /heroic-token-ownership: balance, per-token value, total value, how to earn more and how the tokens came. */
export function TokenOwnershipPage() {
  const { t } = useTranslation('tokens');
  const format = useFormat();
  const balance = useTokenBalance();
  useLogFailure(balance.error, 'Failed to load token data');
  const history = balance.data?.history ?? [];

  let body;
  if (balance.isError && !isSilentError(balance.error))
    body = <LoadError message={t('loadFailed')} onRetry={() => void balance.refetch()} />;
  else if (!balance.data) body = <SkeletonBlock label={t('loading')} count={3} height={64} />;
  else
    body = (
      <>
        <Paper withBorder radius="lg" p="md">
          <Stack gap="md">
            <TokenBalance balance={balance.data} />
            <WaysToEarn ways={balance.data.ways_to_earn} headingOrder={2} />
          </Stack>
        </Paper>
        <Stack gap="xs" component="section" aria-labelledby="token-history-title">
          <Title order={2} size="h4" id="token-history-title">
            {t('history.title')}
          </Title>
          {history.length === 0 ? (
            <Text c="dimmed">{t('history.empty')}</Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {history.map((entry) => (
                <Paper component="li" key={entry.id} withBorder radius="md" p="sm">
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {entry.reason}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {format.date(entry.created_at)}
                      </Text>
                    </div>
                    <Text fw={800} fz="lg" c={entry.amount >= 0 ? 'primary.7' : 'danger.6'}>
                      {entry.amount > 0 ? '+' : ''}
                      <TokenCount count={entry.amount} />
                    </Text>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
        </Stack>
      </>
    );

  return (
    <Stack gap="lg" py="md">
      <PageHeader title={t('pageTitle')} intro={t('pageIntro')} />
      {body}
      <CompanyValuationCard />
      <TokensInfo />
    </Stack>
  );
}
