import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { TokenValuation } from '@t1d/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';
import { Figure, TokenCount } from './TokenBalance';

/**
 * The figures the programme published, the date it published them, and what they are (and are not);
 * until it publishes any, a plain sentence saying so: never a figure nobody set
 * (docs/decisions/0033-tokens-a-family-earns-and-a-value-the-programme-publishes.md).
 */
export function ValuationFigures({ valuation }: { valuation: TokenValuation }) {
  const { t } = useTranslation('tokens');
  const format = useFormat();
  const { total_tokens: totalTokens, market_value: marketValue, published_at: publishedAt } = valuation;
  if (totalTokens === null || marketValue === null || publishedAt === null) return <Text size="sm">{t('valuation.unpublished')}</Text>;
  const figures: [string, ReactNode][] = [
    [t('valuation.totalTokens'), <TokenCount count={totalTokens} />],
    [t('valuation.marketValue'), <Figure>{format.money(marketValue, valuation.currency)}</Figure>],
  ];
  return (
    <Stack gap={6}>
      {/* One above the other on a phone: a programme's value in the millions, with its currency, is wider than half a card. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {figures.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed" fw={600}>
              {label}
            </Text>
            <Text fw={800} fz={{ base: 'lg', sm: 'xl' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('valuation.publishedOn', { date: format.date(publishedAt, { dateStyle: 'long' }) })} {t('valuation.note')}
      </Text>
    </Stack>
  );
}
