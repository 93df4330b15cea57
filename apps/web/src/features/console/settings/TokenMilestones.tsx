import { Button, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { maxMilestoneTokens, milestoneThreshold, type MilestoneSetting } from '@t1d/contract';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';
import { useSaveMilestone } from '../api/useSettings';
import { consoleFailure } from '../failureText';

/** One milestone: its tokens and whether the programme grants it; saved together. */
function MilestoneRow({ setting }: { setting: MilestoneSetting }) {
  const { t } = useTranslation('console');
  const format = useFormat();
  const save = useSaveMilestone();
  const [tokens, setTokens] = useState(String(setting.tokens));
  const [enabled, setEnabled] = useState(setting.enabled);
  const typed = tokens.trim();
  const value = /^\d{1,4}$/.test(typed) && Number(typed) >= 1 && Number(typed) <= maxMilestoneTokens ? Number(typed) : null;
  const changed = value !== setting.tokens || enabled !== setting.enabled;
  const label = t(`settings.tokens.milestones.labels.${setting.milestone}`, { count: milestoneThreshold(setting.milestone) });
  const submit = () =>
    value !== null &&
    save.mutate(
      { milestone: setting.milestone, tokens: value, enabled },
      { onSuccess: () => notifications.show({ color: 'primary', message: t('settings.tokens.milestones.saved') }) },
    );
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={label}>
      <Stack gap={6}>
        <div>
          <Text fw={600}>{label}</Text>
          <Text size="xs" c="dimmed">
            {setting.updated_at === null
              ? t('settings.tokens.milestones.neverSet')
              : t('settings.tokens.milestones.changed', { date: format.date(setting.updated_at) })}
          </Text>
        </div>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('settings.tokens.milestones.tokens')}
            inputMode="numeric"
            value={tokens}
            onChange={(event) => setTokens(event.currentTarget.value)}
            error={value === null ? t('settings.tokens.milestones.tokensHint', { max: format.number(maxMilestoneTokens) }) : undefined}
            w={140}
          />
          <Switch
            label={t('settings.tokens.milestones.on')}
            checked={enabled}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
            pb={8}
          />
          <Button
            size="sm"
            onClick={submit}
            loading={save.isPending}
            disabled={!changed || value === null}
            aria-label={t('settings.tokens.milestones.saveOf', { label })}
          >
            {t('settings.tokens.milestones.save')}
          </Button>
        </Group>
        {save.error && (
          <Text c="danger.8" fz="sm" role="alert">
            {consoleFailure(save.error, t('settings.saveFailed'))}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The programme's milestones, each with its tokens and its switch (docs/decisions/0033-tokens-a-family-earns-and-a-value-the-programme-publishes.md). */
export function TokenMilestones({ milestones }: { milestones: MilestoneSetting[] }) {
  const { t } = useTranslation('console');
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('settings.tokens.milestones.listLabel')}>
      {milestones.map((setting) => (
        <MilestoneRow key={`${setting.milestone}-${setting.updated_at ?? 'unset'}`} setting={setting} />
      ))}
    </Stack>
  );
}
