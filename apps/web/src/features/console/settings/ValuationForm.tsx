import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { maxPublishedTokens, maxPublishedValue, type TokenValuation } from '@t1d/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import classes from '../console.module.css';
import { usePublishValuation } from '../api/useSettings';
import { consoleFailure } from '../failureText';

/** A typed count of tokens, or null when it is not a whole number the contract accepts. */
function parseTokens(typed: string): number | null {
  const trimmed = typed.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= maxPublishedTokens ? value : null;
}

/** A typed amount, or null unless it has at most two decimals (the value is kept in hundredths). */
function parseAmount(typed: string): number | null {
  const trimmed = typed.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= maxPublishedValue ? value : null;
}

/**
 * The figures parents read on the Company Valuation card: what is published now, with its date, and
 * a new publication, dated the moment it is published. Nothing is shown to parents that was not set here.
 */
export function ValuationForm({ published }: { published: TokenValuation }) {
  const { t } = useTranslation('console');
  const format = useFormat();
  const publish = usePublishValuation();
  const [tokens, setTokens] = useState(published.total_tokens === null ? '' : String(published.total_tokens));
  const [amount, setAmount] = useState(published.market_value === null ? '' : String(published.market_value));
  const [checked, setChecked] = useState(false);
  const totalTokens = parseTokens(tokens);
  const marketValue = parseAmount(amount);
  const submit = () => {
    setChecked(true);
    if (totalTokens === null || marketValue === null) return;
    publish.mutate(
      { total_tokens: totalTokens, market_value: marketValue },
      { onSuccess: () => notifications.show({ color: 'primary', message: t('settings.tokens.valuation.published') }) },
    );
  };
  const { total_tokens: currentTokens, market_value: currentValue, published_at: publishedAt } = published;
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600} role="status">
        {currentTokens === null || currentValue === null || publishedAt === null
          ? t('settings.tokens.valuation.none')
          : t('settings.tokens.valuation.current', {
              date: format.date(publishedAt),
              tokens: format.number(currentTokens),
              value: format.money(currentValue, published.currency),
            })}
      </Text>
      <div className={classes.columns}>
        <TextInput
          label={t('settings.tokens.valuation.totalTokens')}
          inputMode="numeric"
          value={tokens}
          onChange={(event) => setTokens(event.currentTarget.value)}
          error={
            checked && totalTokens === null
              ? t('settings.tokens.valuation.wholeNumber', { max: format.number(maxPublishedTokens) })
              : undefined
          }
        />
        <TextInput
          label={t('settings.tokens.valuation.marketValue', { currency: published.currency })}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={
            checked && marketValue === null ? t('settings.tokens.valuation.amount', { max: format.number(maxPublishedValue) }) : undefined
          }
        />
      </div>
      {publish.error && <ErrorAlert>{consoleFailure(publish.error, t('settings.saveFailed'))}</ErrorAlert>}
      <Group>
        <Button onClick={submit} loading={publish.isPending}>
          {t('settings.tokens.valuation.publish')}
        </Button>
      </Group>
    </Stack>
  );
}
