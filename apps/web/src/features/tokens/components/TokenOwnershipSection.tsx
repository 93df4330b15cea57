import { Stack } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError, useLogFailure } from '../../../shared/api';
import { paths } from '../../../shared/paths';
import { LoadError } from '../../../shared/ui/LoadError';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useCompanyValuation, useTokenBalance } from '../api/useTokens';
import { CompanyValuationCard } from './CompanyValuationCard';
import { TokenBalance } from './TokenBalance';
import { TokensInfo } from './TokensInfo';
import { WaysToEarn } from './WaysToEarn';

/**
 * Dashboard section token_ownership: the family's heroic tokens and the company valuation card; a
 * family with none yet also reads how to earn them.
 */
export function TokenOwnershipSection({ onSecretUnlock }: { onSecretUnlock?: () => void }) {
  const { t } = useTranslation('tokens');
  const balance = useTokenBalance();
  // Asked by the card itself, so the read leaves with the dashboard's first batch while the card's
  // content waits to be drawn (shared/ui/drawnLater.ts).
  useCompanyValuation();
  useLogFailure(balance.error, 'Failed to load token data');

  let body;
  if (balance.isError && !isSilentError(balance.error))
    body = <LoadError message={t('loadFailed')} onRetry={() => void balance.refetch()} />;
  else if (!balance.data) body = <SkeletonBlock label={t('loading')} height={52} />;
  else
    body = (
      <>
        <TokenBalance balance={balance.data} compact />
        {balance.data.total_tokens === 0 && <WaysToEarn ways={balance.data.ways_to_earn} />}
      </>
    );

  return (
    <SectionCard
      id="token-ownership"
      title={t('sectionTitle')}
      icon="shield"
      link={{ to: paths.tokenOwnership(), label: t('details', { ns: 'common' }), ariaLabel: t('detailsLabel') }}
    >
      <Stack gap="sm">
        {body}
        <CompanyValuationCard onSecretUnlock={onSecretUnlock} />
        <TokensInfo />
      </Stack>
    </SectionCard>
  );
}
