import type { ConsultationCase } from '@t1d/contract';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import { Icon } from '../../../shared/ui/icons';
import { elapsed } from '../desk';
import { CaseContact } from './CaseContact';
import { DeskFact, DeskParents, DeskTime } from './DeskFacts';

/** One family in the desk's queue: who, where in the care plan since when, and the clinic step it waits for. */
export function CaseItem({ family, now, onStep }: { family: ConsultationCase; now: number; onStep: (family: ConsultationCase) => void }) {
  const { t, i18n } = useTranslation('consultation');
  const headingId = useId();
  // The step's dialog only confirms the write: offline it is not opened.
  const serverAction = useServerAction({ describedBy: headingId });
  const waited = elapsed(family.since, now);
  const ago = new Intl.RelativeTimeFormat(i18n.resolvedLanguage ?? 'en', { numeric: 'auto' }).format(-waited.value, waited.unit);
  const waiting = family.waiting_for;

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      aria-labelledby={headingId}
      style={waiting ? { borderInlineStart: '4px solid var(--mantine-color-warning-6)' } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text id={headingId} fw={700} ff="monospace" size="lg">
            {t('desk.family', { code: family.family_code })}
          </Text>
          <Badge variant="light" color={waiting ? 'warning' : 'gray'}>
            {t(`deskStage.${family.stage}`)}
          </Badge>
        </Group>
        <DeskParents parents={family.parents} />
        {family.contact_requested && <CaseContact family={family} />}
        <DeskFact label={t('desk.since')}>
          <DeskTime at={family.since} />
          {t('desk.ago', { ago })}
        </DeskFact>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm">
            <Text span fw={600}>
              {t('desk.waitingFor')}
            </Text>{' '}
            {waiting ? t(`desk.step.${waiting}`) : t('desk.nothing')}
          </Text>
          {waiting && (
            <Button {...serverAction} size="sm" leftSection={<Icon name="check" size={16} />} onClick={() => onStep(family)}>
              {t(`desk.step.${waiting}`)}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
