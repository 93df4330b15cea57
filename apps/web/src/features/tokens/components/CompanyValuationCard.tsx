import { ActionIcon, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isNetworkError, isSilentError, useLogFailure } from '../../../shared/api';
import { useOffline } from '../../../shared/pwa/connectivity';
import { NotAvailableOffline } from '../../../shared/pwa/offlineStates';
import { Icon } from '../../../shared/ui/icons';
import { useCompanyValuation } from '../api/useTokens';
import { ValuationFigures } from './ValuationFigures';
import { useSecretClicks } from './useSecretClicks';

/**
 * The Company Valuation card: 'Total Tokens' and 'Market Value' as the programme published them, with
 * the date, or that it has published none yet; with Loading and Retry states. Its icon refreshes the
 * figures; four quick clicks on it also unlock the fitness entry.
 */
export function CompanyValuationCard({ onSecretUnlock }: { onSecretUnlock?: () => void }) {
  const { t } = useTranslation('tokens');
  const valuation = useCompanyValuation();
  const titleId = useId();
  const onIconClick = useSecretClicks(onSecretUnlock);
  useLogFailure(valuation.error, 'Failed to load company valuation');
  // Offline no retry can work, and no figures are on their way: what was saved shows, or that none was.
  const offline = useOffline();
  const failed = valuation.isError && !isSilentError(valuation.error) && !offline;

  let body;
  if (failed) {
    body = (
      <Stack gap="xs" align="flex-start" role="alert">
        <Text fw={600} c="danger.7">
          {isNetworkError(valuation.error) ? t('valuation.networkError') : t('valuation.failed')}
        </Text>
        <Button size="xs" variant="light" color="danger" onClick={() => void valuation.refetch()} loading={valuation.isFetching}>
          {t('valuation.retry')}
        </Button>
      </Stack>
    );
  } else if (!valuation.data && offline) {
    body = <NotAvailableOffline />;
  } else if (!valuation.data) {
    body = (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text c="dimmed">{t('valuation.loading')}</Text>
      </Group>
    );
  } else {
    body = <ValuationFigures valuation={valuation.data} />;
  }

  return (
    <Paper withBorder radius="md" p="sm" bg="primary.0" aria-labelledby={titleId} component="section">
      <Group gap="xs" mb="xs" wrap="nowrap">
        <ActionIcon
          variant="light"
          radius="xl"
          size={36}
          aria-label={t('valuation.refresh')}
          onClick={() => {
            onIconClick();
            void valuation.refetch();
          }}
        >
          <Icon name="chartLine" size={20} />
        </ActionIcon>
        <Text fw={700} id={titleId}>
          {t('valuation.title')}
        </Text>
      </Group>
      {body}
    </Paper>
  );
}
