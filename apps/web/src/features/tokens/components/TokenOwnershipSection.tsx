import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLogFailure } from '../../../shared/api';
import { paths } from '../../../shared/paths';
import { cardContent } from '../../../shared/ui/cardContent';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { useCompanyValuation, useTokenBalance } from '../api/useTokens';

// Fetched after the first cards (shared/ui/cardContent.tsx).
const TokenOwnershipContent = cardContent('token_ownership', () =>
  import('./TokenOwnershipContent').then((module) => module.TokenOwnershipContent),
);

/** Dashboard section token_ownership: its content is TokenOwnershipContent. */
export function TokenOwnershipSection({ onSecretUnlock }: { onSecretUnlock?: () => void }) {
  const { t } = useTranslation('tokens');
  // Asked by the card itself, so the reads leave with the dashboard's first batch while the card's
  // content waits to be drawn (shared/ui/drawnLater.ts) and its code comes.
  const balance = useTokenBalance();
  useCompanyValuation();
  useLogFailure(balance.error, 'Failed to load token data');

  return (
    <SectionCard
      id="token-ownership"
      title={t('sectionTitle')}
      icon="shield"
      link={{ to: paths.tokenOwnership(), label: t('details', { ns: 'common' }), ariaLabel: t('detailsLabel') }}
    >
      <TokenOwnershipContent onSecretUnlock={onSecretUnlock} />
    </SectionCard>
  );
}
