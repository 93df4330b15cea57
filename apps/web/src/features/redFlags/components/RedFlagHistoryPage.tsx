import type { RedFlag } from '@t1d/contract';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError, useLogFailure } from '../../../shared/api';
import { fromEpochSeconds } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/useFormat';
import { paths } from '../../../shared/paths';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useRedFlagHistory } from '../api/useRedFlagLifecycle';
import { byChild, HISTORY_DAYS } from '../redFlagHistory';
import { RedFlagStatus } from './RedFlagStatus';
import { RedFlagSteps } from './RedFlagSteps';
import classes from './redFlagHistory.module.css';

/**
 * /red-flag-history: every red flag of the last 90 days, child by child, with what the family did and
 * when, on one page that prints cleanly for a conversation with the care team.
 */
export function RedFlagHistoryPage() {
  const { t } = useTranslation('redFlags');
  const format = useFormat();
  const history = useRedFlagHistory(HISTORY_DAYS);
  useLogFailure(history.error, 'Failed to fetch red flag interventions');

  let body;
  if (history.isError && !isSilentError(history.error))
    body = <LoadError message={t('loadFailed')} onRetry={() => void history.refetch()} />;
  else if (!history.data) body = <SkeletonBlock label={t('loading')} count={2} height={160} />;
  else if (history.data.data.length === 0) body = <Text>{t('history.empty')}</Text>;
  else
    body = byChild(history.data.data).map((child) => (
      <Stack key={child.childId} gap="sm" component="section" aria-label={child.name} className={classes.child}>
        <Title order={2} size="h3">
          {child.name}
        </Title>
        {child.flags.map((flag) => (
          <HistoryEntry key={flag.id} flag={flag} raisedAt={format.dateTime(flag.created_at)} />
        ))}
      </Stack>
    ));

  return (
    <Stack gap="lg" py="md" className={classes.page}>
      <PageHeader
        title={t('history.title')}
        intro={t('history.intro', { days: format.number(HISTORY_DAYS) })}
        back={{ to: paths.redFlags(), label: t('history.back') }}
        actions={
          <Button variant="light" onClick={() => window.print()} className={classes.noPrint}>
            {t('history.print')}
          </Button>
        }
      />
      {history.data && (
        <Text size="sm" c="dimmed" className={classes.printOnly}>
          {t('history.readOn', { date: format.dateTime(Math.floor(history.dataUpdatedAt / 1000)) })}
        </Text>
      )}
      {body}
    </Stack>
  );
}

function HistoryEntry({ flag, raisedAt }: { flag: RedFlag; raisedAt: string }) {
  const { t } = useTranslation('redFlags');
  const stepsId = useId();
  return (
    <Paper withBorder radius="md" p="sm" className={classes.entry}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text size="sm" c="dimmed" component="time" dateTime={fromEpochSeconds(flag.created_at).toISOString()}>
            {raisedAt}
          </Text>
          <RedFlagStatus flag={flag} />
        </Group>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {flag.reason}
        </Text>
        <Text id={stepsId} size="xs" fw={700} c="dimmed" tt="uppercase">
          {t('steps.title')}
        </Text>
        <RedFlagSteps steps={flag.steps} labelledBy={stepsId} />
      </Stack>
    </Paper>
  );
}
