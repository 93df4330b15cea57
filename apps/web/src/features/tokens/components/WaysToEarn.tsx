import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { milestoneThreshold, type CommandOutput } from '@t1d/contract';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';
import { TokenCount } from './TokenBalance';

type WaysToEarnAnswer = CommandOutput<'ParentTokensHandler.get_balance'>['ways_to_earn'];

/**
 * How a family earns heroic tokens now: the game's heroic acts (while the programme's daily cap is
 * above 0) and the milestones the programme has on, each with its tokens and whether it was earned.
 */
export function WaysToEarn({ ways, headingOrder = 3 }: { ways: WaysToEarnAnswer; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation('tokens');
  const format = useFormat();
  const titleId = useId();
  const perDay = ways.heroic_tokens_per_child_per_day;
  const nothing = perDay === 0 && ways.milestones.length === 0;
  return (
    <Stack gap={6} component="section" aria-labelledby={titleId}>
      <Title order={headingOrder} size="h5" id={titleId}>
        {t('earn.title')}
      </Title>
      {nothing ? (
        <Text size="sm" c="dimmed">
          {t('earn.none')}
        </Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {perDay > 0 && (
            <Text component="li" size="sm">
              {t('earn.heroic', { count: perDay, formatted: format.number(perDay) })}
            </Text>
          )}
          {ways.milestones.map(({ milestone, tokens, earned }) => (
            <Group component="li" key={milestone} gap="xs" wrap="wrap">
              <Text size="sm">
                {t('earn.milestoneTokens', { label: t(`earn.milestones.${milestone}`, { count: milestoneThreshold(milestone) }) })}{' '}
                <Text span fw={700}>
                  <TokenCount count={tokens} />
                </Text>
              </Text>
              {earned && (
                <Badge size="sm" variant="light" color="primary">
                  {t('earn.earned')}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
