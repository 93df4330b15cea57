import { SimpleGrid, Text } from '@mantine/core';
import type { CommandOutput } from '@t1d/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';

type Balance = CommandOutput<'ParentTokensHandler.get_balance'>;

/** Absent values read 0, an absent per-token value 1. */
function balanceFigures(balance: Partial<Balance> | undefined) {
  const totalTokens = balance?.total_tokens ?? 0;
  const perTokenValue = balance?.per_token_value ?? 1;
  return { totalTokens, perTokenValue, totalValue: balance?.total_value ?? totalTokens * perTokenValue };
}

/** A figure that wraps as a whole, never inside its digits ('US$1,000,0' / '00'). */
export function Figure({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}

/** A token count with its unit, the unit smaller: "1,250 tokens". */
export function TokenCount({ count }: { count: number }) {
  const { t } = useTranslation('tokens');
  const format = useFormat();
  return (
    <>
      <Figure>{format.number(count)}</Figure>{' '}
      <Text span size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {t('units.tokens', { count })}
      </Text>
    </>
  );
}

/** The family's tokens, what one is worth, and what they are worth together, each with its unit. */
export function TokenBalance({ balance, compact = false }: { balance: Balance; compact?: boolean }) {
  const { t } = useTranslation('tokens');
  const format = useFormat();
  const figures = balanceFigures(balance);
  const cells: [string, ReactNode][] = [
    [t('balance.tokens'), <TokenCount count={figures.totalTokens} />],
    [t('balance.perToken'), <Figure>{format.money(figures.perTokenValue, balance.currency)}</Figure>],
    [t('balance.value'), <Figure>{format.money(figures.totalValue, balance.currency)}</Figure>],
  ];
  return (
    <SimpleGrid cols={3} spacing="xs" component="dl" m={0}>
      {cells.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0} fw={800} fz={compact ? 'lg' : { base: 'lg', sm: 'xl' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
