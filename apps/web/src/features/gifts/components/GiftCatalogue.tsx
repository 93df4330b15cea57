import type { GiftOffer } from '@t1d/contract';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { GiftCard } from './GiftCard';

interface GiftCatalogueProps {
  offers: GiftOffer[];
  coins: number;
  /** No child chosen yet: the gifts wait for one. */
  needsChild: boolean;
  onChoose: (offer: GiftOffer) => void;
}

const hintId = 'gift-choose-child-first';

/** The gifts on offer, each priced; those the family cannot afford are shown, out of reach. */
export function GiftCatalogue({ offers, coins, needsChild, onChoose }: GiftCatalogueProps) {
  const { t } = useTranslation('gifts');
  return (
    <Stack component="section" aria-labelledby="gift-catalogue-title" gap="sm">
      <Title order={2} size="h4" id="gift-catalogue-title">
        {t('catalogue.title')}
      </Title>
      {needsChild && (
        <Text size="sm" c="dimmed" id={hintId}>
          {t('child.chooseFirst')}
        </Text>
      )}
      {offers.length === 0 ? (
        <Text c="dimmed">{t('catalogue.empty')}</Text>
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {offers.map((offer) => (
            <GiftCard
              key={offer.id}
              offer={offer}
              affordable={offer.cost <= coins}
              blockedBy={needsChild ? hintId : null}
              onChoose={onChoose}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
