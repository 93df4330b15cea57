import { Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useSearchParams } from '../../../shared/router';
import { isRefusal, isSilentError, useLogFailure } from '../../../shared/api';
import { paths } from '../../../shared/paths';
import { CoinOverlay, REWARD_COIN_OVERLAY_MS } from '../../../shared/ui/coins/CoinOverlay';
import { Icon } from '../../../shared/ui/icons';
import { LibraryText } from '../../../shared/ui/LibraryText';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useAwardProductExploreCoin, useTrustedProduct } from '../api/useLibrary';
import { parseId } from '../libraryFormat';
import { MissingState } from './MissingState';
import { SourcesBox } from './SourcesBox';

/**
 * Pays the family for exploring product `id`, once per page view and only once it has loaded (coins
 * are for reading something that exists); the server pays once per family and product, ever.
 */
function useExploreReward(id: number | null, loaded: boolean) {
  const { mutate, error } = useAwardProductExploreCoin();
  const [earned, setEarned] = useState<number | null>(null);
  const awardedFor = useRef<number | null>(null);
  useLogFailure(error, 'Failed to award product explore coin');
  useEffect(() => {
    if (id === null || !loaded || awardedFor.current === id) return;
    awardedFor.current = id;
    mutate(
      { product_id: id },
      { onSuccess: (result) => setEarned(result.product_explore_reward_coins > 0 ? result.product_explore_reward_coins : null) },
    );
  }, [id, loaded, mutate]);
  return { earned, close: () => setEarned(null) };
}

/** /product-learning?id=N: one kind of trusted product, described neutrally, with what the text follows. */
export function ProductLearningPage() {
  const { t } = useTranslation('library');
  const id = parseId(useSearchParams()[0].get('id'));
  const product = useTrustedProduct(id);
  const reward = useExploreReward(id, product.data !== undefined);
  useLogFailure(product.error, 'Failed to load product');
  const back = { to: paths.trustedProducts(), label: t('back.products') };

  if (id === null || isRefusal(product.error, 'not_found')) {
    return (
      <Stack gap="lg" py="md">
        <PageHeader title={t('product.pageTitle')} back={back} />
        <MissingState title={t('product.loadFailed')} body={t('product.notFoundBody')} back={back} />
      </Stack>
    );
  }

  const data = product.data;
  let body;
  if (product.isError && !isSilentError(product.error))
    body = <LoadError message={t('product.loadFailed')} onRetry={() => void product.refetch()} />;
  else if (!data) body = <SkeletonBlock label={t('product.loading')} count={4} height={72} />;
  else
    body = (
      <>
        <Paper component="article" aria-label={data.title} withBorder radius="lg" p="md">
          {data.explored && (
            <Group gap={6} mb="sm" c="primary.7">
              <Icon name="check" size={16} />
              <Text size="sm" fw={600}>
                {t('product.exploredNote')}
              </Text>
            </Group>
          )}
          <LibraryText source={data.body} />
        </Paper>
        <SourcesBox sources={data.sources} disclaimer={t('careTeam.product')} />
      </>
    );

  return (
    <Stack gap="lg" py="md">
      <PageHeader title={data?.title ?? t('product.pageTitle')} intro={data?.summary} back={back} />
      {body}
      <CoinOverlay coins={reward.earned} onClose={reward.close} durationMs={REWARD_COIN_OVERLAY_MS} />
    </Stack>
  );
}
