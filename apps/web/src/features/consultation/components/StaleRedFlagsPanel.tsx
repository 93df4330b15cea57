import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { LoadError } from '../../../shared/ui/LoadError';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useStaleRedFlags } from '../api/useClinicDesk';
import { DeskFact, DeskParents, DeskTime } from './DeskFacts';

/**
 * The families the clinic should call: red flags nobody in the family has handled for more than three
 * days (ADR 0031), the longest open first, with the family code to say on the phone.
 */
export function StaleRedFlagsPanel() {
  const { t } = useTranslation('consultation');
  const format = useFormat();
  const titleId = useId();
  const stale = useStaleRedFlags();

  let body;
  if (stale.isError && !isSilentError(stale.error))
    body = <LoadError message={t('staleFlags.loadFailed')} onRetry={() => void stale.refetch()} />;
  else if (!stale.data) body = <SkeletonBlock label={t('staleFlags.loading')} height={80} />;
  else if (stale.data.list.length === 0) body = <Text c="dimmed">{t('staleFlags.none')}</Text>;
  else
    body = (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
        {stale.data.list.map((family) => (
          <Paper
            key={family.family_id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            style={{ borderInlineStart: '4px solid var(--mantine-color-danger-6)' }}
          >
            <Text fw={700} ff="monospace">
              {t('desk.family', { code: family.family_code })}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('staleFlags.summary', {
                count: family.open_flags,
                formatted: format.number(family.open_flags),
                children: family.children.join(', '),
              })}
            </Text>
            <DeskParents parents={family.parents} />
            <DeskFact label={t('staleFlags.openSince')}>
              <DeskTime at={family.oldest_since} />
            </DeskFact>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {t('staleFlags.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('staleFlags.intro')}
        </Text>
        {body}
      </Stack>
    </Paper>
  );
}
