import { Stack } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError } from '../../../shared/api';
import { LoadError } from '../../../shared/ui/LoadError';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useTokenBalance } from '../api/useTokens';
import { CompanyValuationCard } from './CompanyValuationCard';
import { TokenBalance } from './TokenBalance';
import { TokensInfo } from './TokensInfo';
import { WaysToEarn } from './WaysToEarn';

/**
 * The token_ownership card's content: the family's heroic tokens and the company valuation card; a
 * family with none yet also reads how to earn them.
 */
export function TokenOwnershipContent({ onSecretUnlock }: { onSecretUnlock?: () => void }) {
  const { t } = useTranslation('tokens');
  const balance = useTokenBalance();

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
    <Stack gap="sm">
      {body}
      <CompanyValuationCard onSecretUnlock={onSecretUnlock} />
      <TokensInfo />
    </Stack>
  );
}
